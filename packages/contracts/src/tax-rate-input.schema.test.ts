import { describe, expect, it } from 'vitest';
import { TaxRateInputSchema, type TaxRateInput } from './tax.schema.ts';

const row: TaxRateInput = {
  kind: 'IPI',
  key: '84189900:01',
  rate: 3.25,
  validFrom: '2022-08-01',
  validTo: '2026-12-31',
  source: 'TIPI, Decreto 11.158/2022',
  reason: 'Conferido com a TIPI',
};

function messages(input: Partial<TaxRateInput>): Record<string, string> {
  const result = TaxRateInputSchema.safeParse({ ...row, ...input });
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('TaxRateInputSchema', () => {
  it.each<[TaxRateInput['kind'], string]>([
    ['IPI', '84186940'],
    ['IPI', '84189900:01'],
    ['IPI', '84186999:123'],
    ['ICMS_INTERNAL', 'BA'],
    ['FCP', 'RJ'],
    ['ICMS_INTERSTATE', 'IMPORTED'],
    ['CONV_52_91_LOAD', 'INTERNAL'],
    ['CONV_52_91_LOAD', 'SP:INTERSTATE_12'],
    ['PIS', 'LUCRO_PRESUMIDO'],
    ['COFINS', 'LUCRO_REAL'],
    ['CBS', 'STANDARD'],
    ['IBS_MUNICIPAL', 'STANDARD'],
  ])('accepts the %s key %s', (kind, key) => {
    expect(messages({ kind, key })).toEqual({});
  });

  it.each<[TaxRateInput['kind'], string, RegExp]>([
    ['IPI', '8418.99.00', /NCM com 8 algarismos/],
    ['IPI', '84189900:1', /NCM com 8 algarismos/],
    ['ICMS_INTERNAL', 'XX', /sigla de um estado/],
    ['ICMS_INTERSTATE', 'S_SE', /S_SE_TO_N_NE_CO_ES, OTHER, IMPORTED/],
    ['CONV_52_91_LOAD', 'XX:INTERNAL', /UF de origem/],
    ['CONV_52_91_LOAD', 'SP:INTERNAL:1', /UF de origem/],
    ['PIS', 'SIMPLES_NACIONAL', /LUCRO_REAL ou LUCRO_PRESUMIDO/],
    ['CBS', 'REDUCED', /STANDARD/],
  ])('refuses the %s key %s in Portuguese', (kind, key, message) => {
    expect(messages({ kind, key }).key).toMatch(message);
  });

  it('asks a DIFAL row for its method and no rate, and no other row for a method', () => {
    expect(messages({ kind: 'DIFAL_METHOD', key: 'BA' })).toEqual({
      method: 'Escolha o método do DIFAL.',
      rate: 'Uma linha de método do DIFAL não tem alíquota: deixe-a em branco.',
    });
    expect(messages({ kind: 'DIFAL_METHOD', key: 'BA', rate: null, method: 'DUAL_BASE' })).toEqual(
      {},
    );
    expect(messages({ method: 'DUAL_BASE' }).method).toMatch(/Método do DIFAL por UF/);
  });

  it('keeps the end of a validity on or after its start, and a reason for every change', () => {
    expect(messages({ validTo: '2022-07-31' }).validTo).toBe(
      'O fim da vigência não pode ser anterior ao início.',
    );
    expect(messages({ validTo: '2022-08-01' })).toEqual({});
    expect(messages({ validTo: null })).toEqual({});
    expect(messages({ reason: ' ' }).reason).toBe('Informe o motivo da alteração.');
  });
});
