import { OperatingSystemInputSchema, z } from '@camara-fria/contracts';
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
    // 4 → 5 (ADR 059): the evaporator's rating and maximum-DT flag were not recorded then.
    expect(configuration?.evaporator?.rating).toBeNull();
    expect(configuration?.evaporator?.isAboveMaxDt).toBe(false);
    // 5 → 6 (ADR 071): nor the catalogue model's classification: null.
    expect(configuration?.evaporator?.classification).toBeNull();
    expect(selections.condensingUnit?.classification).toBeNull();
    const {
      fanPower: _fanPower,
      rating: _rating,
      isAboveMaxDt: _isAboveMaxDt,
      classification: _evaporatorClassification,
      ...evaporator
    } = objectOf(configuration?.evaporator);
    // 3 → 4 (ADR 062): the unit's rating basis was not recorded then: null.
    expect(selections.condensingUnit?.ratingBasis).toBeNull();
    const {
      ratingBasis: _ratingBasis,
      classification: _unitClassification,
      ...condensingUnit
    } = objectOf(selections.condensingUnit);
    const computed = {
      ...selections,
      condensingUnit,
      configurations: [{ ...configuration, evaporator }],
    };
    // Result 1 → 2 (ADR 058): its condensers at the balance were not recorded then: null.
    // Result 2 → 3 (ADR 061): each room's coverage derived from the figures it recorded.
    if (read.result?.status !== 'BALANCED') throw new Error('not balanced');
    expect(read.result).toMatchObject({ condensing: null });
    const [room] = read.result.rooms;
    expect(room?.coveragePercent).toBeCloseTo((4978.068986431857 / 4571.820323035193) * 100, 9);
    expect(room).toMatchObject({ isCovered: true, uncoveredReason: null });
    const rooms = read.result.rooms.map(
      ({ coveragePercent: _percent, isCovered: _covered, uncoveredReason: _reason, ...rest }) =>
        rest,
    );
    const { condensing: _condensing, ...result } = { ...read.result, rooms };
    expect({ ...read, computed, result }).toEqual(RELEASE_SYSTEM);
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

  it('upgrades a rack’s balanced result of version 1 with no condensers’ balance (record-condensing-balance)', () => {
    const read = readSystemDocuments({ id: 1, ...RELEASE_SYSTEM });
    const { condensing: _condensing, ...v1 } = objectOf(read.result);
    expect(SYSTEM_RESULT_DOCUMENT.upgrades.map((upgrade) => upgrade.name)).toContain(
      'record-condensing-balance',
    );
    const upgraded = readSystemDocuments({ id: 1, ...RELEASE_SYSTEM, result: v1 }).result;
    expect(upgraded).toMatchObject({ status: 'BALANCED', condensing: null });
    const noBalance = { status: 'NO_BALANCE', reason: 'UNIT_TOO_SMALL', message: 'x' };
    const unbalanced = { ...noBalance, requiredCapacity: 1, curve: [], calcVersion: '1.0.0' };
    expect(readSystemDocuments({ id: 1, ...RELEASE_SYSTEM, result: unbalanced }).result).toEqual(
      unbalanced,
    );
  });

  it('refuses each document of a newer version, or that does not parse, whole', () => {
    const documents = { id: 9, ...RELEASE_SYSTEM };
    const versions = {
      input: SYSTEM_CHOICES_DOCUMENT.version,
      computed: SYSTEM_SELECTIONS_DOCUMENT.version,
      result: SYSTEM_RESULT_DOCUMENT.version,
    };
    for (const column of ['input', 'computed', 'result'] as const) {
      const newer = { ...objectOf(RELEASE_SYSTEM[column]), schemaVersion: versions[column] + 1 };
      expect(() => readSystemDocuments({ ...documents, [column]: newer }), column).toThrow(
        expect.objectContaining({ status: 500, code: 'STORED_DOCUMENT_UNREADABLE' }),
      );
    }
    expect(() => readSystemDocuments({ ...documents, input: { configurations: 'x' } })).toThrow(
      expect.objectContaining({ status: 500, code: 'STORED_DOCUMENT_UNREADABLE' }),
    );
    const result = objectOf(RELEASE_SYSTEM.result);
    expect(() =>
      readSystemDocuments({ ...documents, result: { ...result, status: 'HALF_BALANCED' } }),
    ).toThrow(/sistema 9/);
  });

  it('reads a result stored balanced with a short room as ROOM_UNCOVERED, with the reason (ADR 061)', () => {
    const release = objectOf(RELEASE_SYSTEM.result);
    const shortRoom = {
      roomId: 1,
      resultingDt: 3.28,
      minimumDt: 2,
      capacity: 5397.9,
      requiredCapacity: 8923,
    };
    const coveredRoom = { ...shortRoom, roomId: 2, resultingDt: 13.28, capacity: 13_745.9 };
    const stored = {
      ...release,
      resultingCapacity: 19_143.8,
      requiredCapacity: 13_923,
      rooms: [shortRoom, coveredRoom],
    };
    const read = readSystemDocuments({ id: 3, ...RELEASE_SYSTEM, result: stored }).result;
    expect(read?.status).toBe('ROOM_UNCOVERED');
    if (read?.status !== 'ROOM_UNCOVERED') throw new Error('not read as uncovered');
    expect(read.rooms.map((room) => room.isCovered)).toEqual([false, true]);
    expect(read.rooms[0]?.uncoveredReason).toBe(
      'Recebe 5.398 de 8.923 kcal/h (60 %), abaixo do mínimo de 95 %: no DT resultante de 3,3 K os evaporadores desta câmara absorvem pouco. Escolha evaporadores maiores ou mais evaporadores para ela, ou uma unidade maior, que baixa a evaporação.',
    );
    expect(read.rooms[1]?.uncoveredReason).toBeNull();
  });
});
