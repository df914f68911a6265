import { OperatingSystemInputSchema, SystemResultSchema, z } from '@camara-fria/contracts';
import { describe, expect, it } from 'vitest';
import { RELEASE_SYSTEM } from '../../../test/support/release-documents.ts';
import {
  readSystemDocuments,
  SYSTEM_CHOICES_DOCUMENT,
  SYSTEM_RESULT_DOCUMENT,
  SYSTEM_SELECTIONS_DOCUMENT,
  toStoredSystemDocuments,
} from './system-documents.ts';

const objectOf = (value: unknown) => z.record(z.string(), z.unknown()).parse(value);

/** Special equipment whose labels hold a line break, as systems saved before decision 045 may. */
const specialEvaporator = {
  kind: 'SPECIAL' as const,
  model: 'Evaporador\nsob medida',
  count: 1,
  temperatureDelta: 8,
  wingPerInch: 6,
  defrost: 'ELETRICO' as const,
  airArrow: 12,
  fanDiameter: 450,
  defrostPower: 3000,
  fanPower: 500,
  unitCapacity: 9000,
  unitAirFlow: 5000,
  commercialDescription: 'Evaporador especial',
};
const specialCondenser = {
  kind: 'SPECIAL' as const,
  model: 'Condensador\u202Esob medida',
  count: 1,
  dt: 10,
  height: 0,
  numberOfPoles: 6,
  condenserType: 'Ar\r\nforçado',
  fanDiameter: 500,
  fanType: 'Axial\tduplo',
  wingPerInch: 10,
  fanCount: 2,
  fanPower: 0.5,
  unitCapacity: 30_000,
  noiseLevel: 50,
  rejectedHeat: 30_000,
  commercialDescription: 'Condensador especial',
};

describe('operating-system documents', () => {
  it('reads the choices, selections and result release 2.8.6 stored (no schemaVersion: version 1) as stored', () => {
    for (const stored of [RELEASE_SYSTEM.input, RELEASE_SYSTEM.computed, RELEASE_SYSTEM.result]) {
      expect(stored).not.toHaveProperty('schemaVersion');
    }
    const read = readSystemDocuments({ id: 1, ...RELEASE_SYSTEM });
    // Selections 1 → 2 (docs/decisions/055): no basis was recorded; 2 → 3 (ADR 056): the
    // evaporator's fans alone were not recorded then: null; 3 → 4 (ADR 059): nor what its
    // capacity was computed from (rating null) nor the maximum-DT flag (false).
    const { basis, ...selections } = read.computed;
    expect(basis).toBeNull();
    const [configuration] = selections.configurations;
    expect(configuration?.evaporator?.fanPower).toBeNull();
    expect(configuration?.evaporator?.rating).toBeNull();
    expect(configuration?.evaporator?.isAboveMaxDt).toBe(false);
    const {
      fanPower: _fanPower,
      rating: _rating,
      isAboveMaxDt: _isAboveMaxDt,
      ...evaporator
    } = objectOf(configuration?.evaporator);
    const computed = { ...selections, configurations: [{ ...configuration, evaporator }] };
    expect({ ...read, computed }).toEqual(RELEASE_SYSTEM);
    expect(read.result?.status).toBe('BALANCED');
    expect(read.input.configurations).toHaveLength(1);
    expect(read.computed.condensingUnit?.model).toBe('US-50M');
  });

  it('writes each document at its current version, keeps a missing result null, and reads them back', () => {
    const read = readSystemDocuments({ id: 1, ...RELEASE_SYSTEM });
    const stored = toStoredSystemDocuments(read);
    expect(stored.input).toMatchObject({ schemaVersion: SYSTEM_CHOICES_DOCUMENT.version });
    expect(stored.computed).toMatchObject({ schemaVersion: SYSTEM_SELECTIONS_DOCUMENT.version });
    expect(stored.result).toMatchObject({ schemaVersion: SYSTEM_RESULT_DOCUMENT.version });
    expect(readSystemDocuments({ id: 1, ...stored })).toEqual(read);
    const incomplete = toStoredSystemDocuments({ ...read, result: null });
    expect(incomplete.result).toBeNull();
    expect(readSystemDocuments({ id: 1, ...incomplete }).result).toBeNull();
  });

  it('reads special equipment whose labels were stored before they had to be one line', () => {
    const input = {
      configurations: [{ roomId: 4, evaporator: specialEvaporator }],
      condensingUnit: null,
      compressor: null,
      condenser: specialCondenser,
    };
    const saved = OperatingSystemInputSchema.safeParse({
      name: 'Sistema',
      rack: true,
      operationTemperature: -10,
      refrigerantFluid: 'R404A',
      ...input,
    });
    expect(saved.success).toBe(false);
    const read = readSystemDocuments({
      id: 2,
      input,
      computed: { configurations: [], condensingUnit: null, compressor: null, condenser: null },
      result: null,
    });
    expect(read.input).toEqual(input);
  });

  it('refuses each document of a newer version, or that does not parse, whole', () => {
    const documents = { id: 9, ...RELEASE_SYSTEM };
    for (const column of ['input', 'computed', 'result'] as const) {
      const newer = { ...objectOf(RELEASE_SYSTEM[column]), schemaVersion: 2 };
      expect(() => readSystemDocuments({ ...documents, [column]: newer }), column).toThrow(
        expect.objectContaining({ status: 500, code: 'STORED_DOCUMENT_UNREADABLE' }),
      );
    }
    expect(() => readSystemDocuments({ ...documents, input: { configurations: 'x' } })).toThrow(
      expect.objectContaining({ status: 500, code: 'STORED_DOCUMENT_UNREADABLE' }),
    );
    const result = SystemResultSchema.parse(RELEASE_SYSTEM.result);
    expect(() =>
      readSystemDocuments({ ...documents, result: { ...result, status: 'HALF_BALANCED' } }),
    ).toThrow(/sistema 9/);
  });
});
