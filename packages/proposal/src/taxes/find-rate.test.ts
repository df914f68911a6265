// The dated look-up (docs/decisions/069-brazilian-taxes.md; research "What must stay editable":
// every rate a dated row, the 2027 CBS rate a row an editor fills).
import type { TaxRateRow } from '@camara-fria/contracts';
import { describe, expect, it } from 'vitest';
import { findRate, isInForce } from './find-rate.ts';

const row = (overrides: Partial<TaxRateRow>): TaxRateRow => ({
  id: 1,
  kind: 'ICMS_INTERNAL',
  key: 'BA',
  rate: 20.5,
  method: null,
  validFrom: '2024-02-07',
  validTo: '2028-12-31',
  source: 'Lei 14.629/2023 (BA)',
  verified: true,
  ...overrides,
});

describe('findRate', () => {
  const rates = [
    row({ id: 1, rate: 19, validFrom: '2000-01-01', validTo: '2024-02-06' }),
    row({ id: 2 }),
    row({ id: 3, kind: 'CBS', key: 'STANDARD', rate: null, validFrom: '2027-01-01' }),
  ];

  it('reads the one row in force, both ends of its dates included', () => {
    expect(findRate(rates, 'ICMS_INTERNAL', 'BA', '2024-02-06').row?.id).toBe(1);
    expect(findRate(rates, 'ICMS_INTERNAL', 'BA', '2024-02-07').row?.id).toBe(2);
    expect(findRate(rates, 'ICMS_INTERNAL', 'BA', '2028-12-31')).toMatchObject({
      status: 'FOUND',
      row: { id: 2 },
      warning: null,
    });
  });

  it('none in force: a pt-BR warning with the kind, key and date, and no row', () => {
    expect(findRate(rates, 'ICMS_INTERNAL', 'BA', '2029-01-01')).toEqual({
      status: 'MISSING',
      row: null,
      warning: {
        code: 'TAX_RATE_NOT_FOUND',
        message:
          'Sem linha de ICMS interno por UF (BA) em vigor em 01/01/2029: cadastre em Tabelas fiscais.',
        lineKey: null,
      },
    });
    expect(findRate(rates, 'ICMS_INTERNAL', 'SE', '2026-01-01').status).toBe('MISSING');
  });

  it('a row waiting for its rate: "não informada: preencha em Tabelas fiscais"', () => {
    expect(findRate(rates, 'CBS', 'STANDARD', '2027-01-01')).toMatchObject({
      status: 'PENDING',
      warning: {
        code: 'TAX_RATE_PENDING',
        message: 'Alíquota de CBS em 01/01/2027 não informada: preencha em Tabelas fiscais.',
      },
    });
  });

  it('a DIFAL_METHOD row reads its method (rate null)', () => {
    const method = row({ kind: 'DIFAL_METHOD', rate: null, method: 'DUAL_BASE' });
    expect(findRate([method], 'DIFAL_METHOD', 'BA', '2026-12-15').status).toBe('FOUND');
    expect(findRate([{ ...method, method: null }], 'DIFAL_METHOD', 'BA', '2026-12-15').status).toBe(
      'PENDING',
    );
  });

  it('two rows in force at once: the later start is read, with a warning to fix the dates', () => {
    const overlap = [
      row({ id: 7, validFrom: '2020-01-01' }),
      row({ id: 8, validFrom: '2025-01-01' }),
    ];
    const lookup = findRate(overlap, 'ICMS_INTERNAL', 'BA', '2026-01-01');
    expect(lookup.row?.id).toBe(8);
    expect(lookup.warning?.code).toBe('TAX_RATE_OVERLAP');
  });

  it('refuses a date it cannot compare', () => {
    expect(() => findRate(rates, 'ICMS_INTERNAL', 'BA', '15/12/2026')).toThrow(RangeError);
  });

  it('isInForce: an open row has no end', () => {
    expect(isInForce({ validFrom: '2027-01-01', validTo: null }, '2099-12-31')).toBe(true);
    expect(isInForce({ validFrom: '2027-01-01', validTo: null }, '2026-12-31')).toBe(false);
  });
});
