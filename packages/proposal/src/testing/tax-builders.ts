import type { FiscalClassification, TaxRateRow } from '@camara-fria/contracts';
import { SEED_TAX_RATES } from '../taxes/seed-rates.ts';
import type { TaxBuyer, TaxInput, TaxLineInput } from '../taxes/types.ts';

/*
 * Builders of the tax engine's tests: the seeded tables with ids (as the database gives them),
 * and the worked example of ../shared/docs/taxes-research.md §5 (one evaporator, 8418.99.00 Ex 01,
 * R$ 10.000,00 with ICMS and PIS/COFINS inside, seller in SP on Lucro Real).
 */

/** SEED_TAX_RATES with ids 1…n, as the rate tables answer them. */
export function seededRates(): TaxRateRow[] {
  return SEED_TAX_RATES.map(({ note: _note, ...row }, index) => ({ ...row, id: index + 1 }));
}

/** The seeded tables with a DIFAL_METHOD row of `state` set to `method`. */
export function withDifalMethod(
  rates: readonly TaxRateRow[],
  state: string,
  method: 'SINGLE_BASE' | 'DUAL_BASE',
): TaxRateRow[] {
  return rates.map((row) =>
    row.kind === 'DIFAL_METHOD' && row.key === state ? { ...row, method } : row,
  );
}

export const EVAPORATOR: FiscalClassification = { ncm: '84189900', ex: '01', origin: 0 };
/** An Annex I industrial installation (8418.69.99 Ex 04, IPI 0 %): research §5 case D. */
export const INDUSTRIAL_INSTALLATION: FiscalClassification = {
  ncm: '84186999',
  ex: '04',
  origin: 0,
};

export function taxLine(overrides: Partial<TaxLineInput> = {}): TaxLineInput {
  return {
    key: 'evaporador-1',
    quantity: 1,
    unitPrice: 10_000,
    discount: 0,
    classification: EVAPORATOR,
    production: 'OWN',
    conv5291: false,
    overrides: { icms: null, ipi: null, reason: null },
    ...overrides,
  };
}

export function taxBuyer(overrides: Partial<TaxBuyer> = {}): TaxBuyer {
  return {
    state: 'SP',
    icmsContribution: 'CONTRIBUTOR',
    goodsUse: 'FIXED_ASSETS',
    simplesNacional: false,
    freeTradeZone: false,
    publicBody: false,
    ...overrides,
  };
}

/** The research's example: invoice on 15/12/2026, seller in SP on Lucro Real, seeded tables. */
export function taxInput(overrides: Partial<TaxInput> = {}): TaxInput {
  return {
    seller: { state: 'SP', regime: 'LUCRO_REAL' },
    buyer: taxBuyer(),
    invoiceDate: '2026-12-15',
    lines: [taxLine()],
    rates: seededRates(),
    ...overrides,
  };
}
