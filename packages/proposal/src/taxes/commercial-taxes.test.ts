import { describe, expect, it } from 'vitest';
import { addCalendarDays, resolveTaxBuyer, resolveTaxDates } from './commercial-taxes.ts';

describe('the tax dates of the commercial conditions (ADR 072)', () => {
  it.each([
    ['2026-12-15', 30, '2027-01-14'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-01-31', 0, '2026-01-31'],
    ['2000-03-01', -1, '2000-02-29'],
  ])('%s + %i days = %s', (date, days, expected) => {
    expect(addCalendarDays(date, days)).toBe(expected);
  });

  it('defaults an empty invoice date and validity end to the proposal date + 30 days', () => {
    expect(resolveTaxDates('2026-11-20', { invoiceDate: null, validUntil: null })).toEqual({
      proposalDate: '2026-11-20',
      invoiceDate: '2026-12-20',
      validUntil: '2026-12-20',
    });
    expect(
      resolveTaxDates('2026-11-20', { invoiceDate: '2027-03-01', validUntil: '2027-01-31' }),
    ).toEqual({ proposalDate: '2026-11-20', invoiceDate: '2027-03-01', validUntil: '2027-01-31' });
  });
});

describe('the buyer of the taxes', () => {
  const fiscal = {
    icmsContribution: 'NON_CONTRIBUTOR',
    goodsUse: 'OWN_USE',
    simplesNacional: false,
    freeTradeZone: false,
    publicBody: false,
  } as const;

  it('says what is missing', () => {
    expect(resolveTaxBuyer({ state: null, fiscal: null })).toEqual({
      buyer: null,
      missing: ['Informe o estado do cliente', 'Preencha o perfil fiscal do cliente'],
    });
    expect(resolveTaxBuyer({ state: 'BA', fiscal: null }).missing).toEqual([
      'Preencha o perfil fiscal do cliente',
    ]);
    expect(resolveTaxBuyer({ state: 'BA', fiscal })).toEqual({
      buyer: { ...fiscal, state: 'BA' },
      missing: [],
    });
  });
});
