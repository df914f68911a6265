import { describe, expect, it } from 'vitest';
import { CatalogImportRecordSchema, readImportedClassification } from './catalog-import.schema.ts';

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

const condenserCells = {
  record: 'condenser',
  code: 'CR-2X500',
  lineCode: 'CR',
  lengthMm: '1700',
  widthMm: '800',
  heightMm: '900',
  fanCount: '2',
  fanDiameterMm: '500',
  airFlowM3h: '12000',
  fanPowerW: '700',
  fanPoles: '6',
  finSpacingMm: '2.1',
  noiseLevelDba: '55',
  heatRejectionKcalhPerK: '1500',
};

describe('the classification columns (ncm, ex, origin; docs/decisions/071)', () => {
  const classify = (cells: Record<string, string>) => {
    const record = CatalogImportRecordSchema.parse({ ...condenserCells, ...cells });
    if (record.record !== 'condenser') throw new Error('not a condenser');
    return readImportedClassification(record);
  };

  it('reads a dotted or a plain NCM, stored without dots; origin 0 when not given', () => {
    expect(classify({ ncm: '8418.99.00', ex: '01' })).toEqual({
      ncm: '84189900',
      ex: '01',
      origin: 0,
    });
    expect(classify({ ncm: '84186940', origin: '1' })).toEqual({
      ncm: '84186940',
      ex: null,
      origin: 1,
    });
  });

  it('reads the Ex as "01", "Ex 01" or "EX02", and none when empty', () => {
    expect(classify({ ncm: '8418.99.00', ex: 'Ex 01' })?.ex).toBe('01');
    expect(classify({ ncm: '8418.69.99', ex: 'EX02' })?.ex).toBe('02');
    expect(classify({ ncm: '8418.69.99', ex: '001' })?.ex).toBe('001');
    expect(classify({ ncm: '8418.69.40', ex: '' })?.ex).toBeNull();
  });

  it('leaves a product without NCM unclassified (allowed: never guessed)', () => {
    expect(classify({})).toBeNull();
    expect(classify({ ncm: '', ex: '', origin: '' })).toBeNull();
  });

  it('refuses a malformed NCM, Ex or origin, and an Ex or origin without NCM, in Portuguese', () => {
    expect(messagesOf({ ...condenserCells, ncm: '8418.99' })).toEqual([
      'ncm: NCM deve ter 8 algarismos (ex.: 8418.99.00).',
    ]);
    expect(messagesOf({ ...condenserCells, ncm: '8418-99-00' })).toEqual([
      'ncm: NCM deve ter 8 algarismos (ex.: 8418.99.00).',
    ]);
    expect(messagesOf({ ...condenserCells, ncm: '84189900', ex: 'Ex 1' })).toEqual([
      'ex: Ex da TIPI deve ter 2 ou 3 algarismos (ex.: 01 ou Ex 01).',
    ]);
    expect(messagesOf({ ...condenserCells, ncm: '84189900', origin: '9' })).toEqual([
      'origin: Origem da mercadoria (origin): um código de 0 a 8 (0 = nacional).',
    ]);
    expect(messagesOf({ ...condenserCells, ex: '01', origin: '0' })).toEqual([
      'ncm: Informe o NCM (ncm) do produto que tem Ex ou origem.',
    ]);
  });

  it('takes the columns on evaporator, unit and condenser records only', () => {
    expect(messagesOf({ ...evaporatorSkuCells, ncm: '84189900' })).toHaveLength(1);
  });
});
