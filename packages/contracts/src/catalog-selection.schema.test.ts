import { describe, expect, it } from 'vitest';
import { EvaporatorSearchRequestSchema } from './catalog-search.schema.ts';
import {
  CalculationRequestSchema,
  ComparisonRequestSchema,
  SkuLookupRequestSchema,
} from './catalog-selection.schema.ts';

function messagesOf(schema: { safeParse: (input: unknown) => unknown }, input: unknown) {
  const result = schema.safeParse(input) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  return result.success
    ? []
    : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const entry = { id: 1, refrigerantFluid: 'R404A', evaporationTemperature: -8 };

describe('catalogue request schemas', () => {
  it('requires count and evaporatorDt in the evaporator search (spec §5)', () => {
    expect(
      messagesOf(EvaporatorSearchRequestSchema, {
        refrigerantFluid: 'R404A',
        evaporationTemperature: -8,
      }),
    ).toEqual([
      'evaporatorDt: Informe o DT do evaporador.',
      'count: Informe a quantidade de evaporadores.',
    ]);
    expect(
      messagesOf(EvaporatorSearchRequestSchema, {
        refrigerantFluid: 'R12',
        evaporationTemperature: -80,
        evaporatorDt: 6,
        count: 1.5,
      }),
    ).toEqual([
      'refrigerantFluid: Escolha o fluido refrigerante: R22, R134a, R404A, R448A, R449A.',
      'evaporationTemperature: A temperatura de evaporação vai de −60 a 20 °C.',
      'count: A quantidade de evaporadores deve ser um número inteiro.',
    ]);
  });

  it('reads the room temperature under its old name too (operationTemperature), as roomTemperature', () => {
    const base = {
      refrigerantFluid: 'R404A',
      evaporationTemperature: -8,
      evaporatorDt: 6,
      count: 1,
    };
    expect(EvaporatorSearchRequestSchema.parse({ ...base, operationTemperature: 5 })).toEqual({
      ...base,
      roomTemperature: 5,
    });
    expect(
      EvaporatorSearchRequestSchema.parse({
        ...base,
        roomTemperature: null,
        operationTemperature: 5,
      }),
    ).toEqual({ ...base, roomTemperature: null });
    expect(
      messagesOf(EvaporatorSearchRequestSchema, { ...base, operationTemperature: 40 }),
    ).toEqual(['operationTemperature: A temperatura da câmara vai de −35 a 21 °C.']);
  });

  it('compares at most 3 models', () => {
    expect(messagesOf(ComparisonRequestSchema, { evaporator: [entry, entry, entry] })).toEqual([]);
    expect(
      messagesOf(ComparisonRequestSchema, { evaporator: [entry, entry, entry, entry] }),
    ).toEqual(['evaporator: Compare no máximo 3 modelos.']);
    expect(messagesOf(ComparisonRequestSchema, {})).toEqual([
      'evaporator: Informe evaporator ou condensingUnit (um dos dois).',
    ]);
  });

  it('fixes the SKU lookup DT at 6 K unless told otherwise', () => {
    const body = SkuLookupRequestSchema.parse({
      evaporator: { skus: ['A'], refrigerantFluid: 'R22', evaporationTemperature: -10 },
    });
    expect(body.evaporator?.evaporatorDt).toBe(6);
  });

  it('asks for the equipment of the calculation, catalogue or special', () => {
    expect(
      messagesOf(CalculationRequestSchema, {
        refrigerantFluid: 'R404A',
        evaporationTemperature: -8,
        ambientTemperature: 35,
      }),
    ).toEqual([
      'coldstorageTemperature: Informe a temperatura da câmara.',
      'evaporatorId: Escolha o evaporador ou informe a capacidade do equipamento especial.',
      'condensingUnitId: Escolha a unidade condensadora ou informe a capacidade do equipamento especial.',
    ]);
    const body = CalculationRequestSchema.parse({
      refrigerantFluid: 'R404A',
      evaporationTemperature: -8,
      ambientTemperature: 35,
      coldstorageTemperature: 0,
      evaporatorId: 3,
      condensingUnitId: 9,
    });
    expect(body).toMatchObject({ loadLoss: 0, evaporatorDT: 6, evaporatorCount: 1 });
  });
});
