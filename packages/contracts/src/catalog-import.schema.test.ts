import { describe, expect, it } from 'vitest';
import { CatalogImportRecordSchema } from './catalog-import.schema.ts';

function messagesOf(input: unknown): string[] {
  const result = CatalogImportRecordSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const evaporatorSkuCells = {
  record: 'evaporator_sku',
  sku: 'FM-1X450-STD',
  modelCode: 'FM-1X450',
  frequencyHz: '60',
  voltageV: '220',
  phases: '3',
  defrost: 'ELETRICO',
  finProtection: 'EPOXI',
  expansionValve: 'TERMOSTATICA',
  hasIsolatedTray: 'não',
};

describe('CatalogImportRecordSchema', () => {
  it('reads CSV text cells as numbers, booleans and lists', () => {
    expect(CatalogImportRecordSchema.parse(evaporatorSkuCells)).toEqual({
      ...evaporatorSkuCells,
      frequencyHz: 60,
      voltageV: 220,
      phases: 3,
      hasIsolatedTray: false,
    });
    const line = CatalogImportRecordSchema.parse({
      record: 'line',
      kind: 'EVAPORATOR',
      code: 'FM',
      name: 'Evaporador FM',
      dtChoicesK: '5|6|7',
    });
    expect(line).toMatchObject({ dtChoicesK: [5, 6, 7] });
  });

  it('takes JSON values as they are', () => {
    expect(
      CatalogImportRecordSchema.parse({
        record: 'evaporator_refrigerant',
        modelCode: 'FM-1X450',
        refrigerantCode: 'R404A',
        factor: 1,
      }),
    ).toMatchObject({ factor: 1 });
  });

  it('names every bad field in Portuguese', () => {
    expect(
      messagesOf({
        ...evaporatorSkuCells,
        frequencyHz: '55',
        voltageV: 'duzentos',
        phases: '',
        hasIsolatedTray: 'talvez',
      }),
    ).toEqual([
      'frequencyHz: A frequência (frequencyHz) é 50 ou 60.',
      'voltageV: Informe a tensão (voltageV) (número).',
      'phases: As fases (phases) são 1 ou 3.',
      'hasIsolatedTray: Informe a bandeja isolada (hasIsolatedTray): true ou false (sim ou não).',
    ]);
  });

  it('refuses an unknown refrigerant, an unknown record type and unknown columns', () => {
    expect(
      messagesOf({
        record: 'evaporator_refrigerant',
        modelCode: 'X',
        refrigerantCode: 'R290',
        factor: 1,
      }),
    ).toEqual(['refrigerantCode: Fluido refrigerante: um de R22, R134a, R404A, R448A, R449A.']);
    expect(messagesOf({ record: 'compressor', code: 'X' })[0]).toMatch(
      /^record: Tipo de registro \(record\) desconhecido/,
    );
    expect(messagesOf({ ...evaporatorSkuCells, colour: 'azul' })).toHaveLength(1);
  });
});
