import {
  TAX_DATE_DEFAULT_DAYS,
  TAXES_MISSING_MESSAGES,
  type BuyerFiscalProfile,
  type PriceDto,
  type ProposalTaxes,
  type ProposalTotals,
  type SellerFiscalProfile,
  type StateCode,
  type TaxDates,
  type TaxFigure,
  type TaxRateRow,
} from '@camara-fria/contracts';
import { roundToCentavos } from '../price-totals.ts';
import { computeTotals } from '../prices.ts';
import type { TaxBuyer, TaxInput, TaxLineInput } from './types.ts';

/*
 * The taxes of a proposal's commercial conditions (issue 30; docs/decisions/072): from the price
 * lines as typed, the maker's and the customer's fiscal profiles, the rate rows and the dates, the
 * engine's figures, each line's applied rates and the totals (the invoice total: what the buyer
 * pays). The API and the screen call the same function with the same inputs, so the screen's live
 * figures and the API's agree to the centavo.
 */

/** The engine of part A: `computeProposalTaxes` (injected, so this file does not pin its path). */
export type ProposalTaxEngine = (
  input: TaxInput & { issueDate: string; validUntil: string | null },
) => ProposalTaxes;

/** What the computation reads besides the lines. */
export interface CommercialTaxContext {
  readonly seller: SellerFiscalProfile;
  /** The customer, complete (null: `missing` says what is lacking). */
  readonly buyer: TaxBuyer | null;
  readonly missing: readonly string[];
  readonly rates: readonly TaxRateRow[];
  readonly dates: TaxDates;
}

/** A priced commercial section: the lines with their applied rates, the totals and the taxes. */
export interface CommercialTaxResult {
  readonly prices: PriceDto[];
  readonly totals: ProposalTotals;
  readonly taxes: ProposalTaxes | null;
  readonly taxesMissing: string[];
}

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant, "chrono-compatible algorithms"). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The date (AAAA-MM-DD) of a count of days since 1970-01-01 (the inverse of daysFromCivil). */
function civilFromDays(days: number): string {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shifted = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shifted + 2) / 5) + 1;
  const month = shifted < 10 ? shifted + 3 : shifted - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * `date` (AAAA-MM-DD) plus `days` calendar days, without a clock.
 * @example addCalendarDays('2026-12-15', 30) // => '2027-01-14'
 */
export function addCalendarDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return civilFromDays(daysFromCivil(year, month, day) + days);
}

/**
 * The dates the taxes are computed for: each typed one, or the proposal's date + 30 days
 * (ADR 072). @example resolveTaxDates('2026-11-20', { invoiceDate: null, validUntil: null })
 * // => { proposalDate: '2026-11-20', invoiceDate: '2026-12-20', validUntil: '2026-12-20' }
 */
export function resolveTaxDates(
  proposalDate: string,
  typed: { invoiceDate: string | null; validUntil: string | null },
): TaxDates {
  const byDefault = addCalendarDays(proposalDate, TAX_DATE_DEFAULT_DAYS);
  return {
    proposalDate,
    invoiceDate: typed.invoiceDate ?? byDefault,
    validUntil: typed.validUntil ?? byDefault,
  };
}

/**
 * The buyer the engine reads: the customer's state and fiscal profile, or what is missing
 * ("Informe o estado do cliente", "Preencha o perfil fiscal do cliente").
 */
export function resolveTaxBuyer(customer: {
  state: StateCode | null;
  fiscal: BuyerFiscalProfile | null;
}): { buyer: TaxBuyer | null; missing: string[] } {
  const missing: string[] = [];
  if (customer.state === null) missing.push(TAXES_MISSING_MESSAGES.buyerState);
  if (customer.fiscal === null) missing.push(TAXES_MISSING_MESSAGES.buyerFiscal);
  if (customer.state === null || customer.fiscal === null) return { buyer: null, missing };
  return { buyer: { ...customer.fiscal, state: customer.state }, missing };
}

/** A price line as the engine reads it: own production, no discount (ADR 072). */
function toTaxLine(line: PriceDto): TaxLineInput {
  return {
    key: line.equipmentKey,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    discount: 0,
    classification: line.classification,
    production: 'OWN',
    conv5291: line.conv5291,
    overrides: { icms: line.icmsOverride, ipi: line.ipiOverride, reason: line.overrideReason },
  };
}

const rateOf = (figures: readonly TaxFigure[], ...taxes: TaxFigure['tax'][]): number | null => {
  const found = figures.filter((figure) => taxes.includes(figure.tax));
  if (found.length === 0) return null;
  return roundToCentavos(found.reduce((sum, figure) => sum + figure.rate, 0));
};

/** Each line's rates as the engine applied them (typed overrides included). */
function applyRates(prices: readonly PriceDto[], taxes: ProposalTaxes): PriceDto[] {
  const byKey = new Map(taxes.primary.lines.map((line) => [line.key, line.figures]));
  return prices.map((line) => {
    const figures = byKey.get(line.equipmentKey) ?? [];
    return {
      ...line,
      icms: rateOf(figures, 'ICMS') ?? line.icmsOverride,
      pisCofins: rateOf(figures, 'PIS', 'COFINS'),
      ipi: rateOf(figures, 'IPI') ?? line.ipiOverride,
    };
  });
}

/** The totals of the engine's answer at the invoice date. */
function totalsOf(taxes: ProposalTaxes): ProposalTotals {
  const { primary } = taxes;
  const ipi = primary.byTax
    .filter((entry) => entry.tax === 'IPI' && entry.treatment === 'ADDED')
    .reduce((sum, entry) => sum + Math.round(entry.amount * 100), 0);
  const products = Math.round(primary.products * 100);
  const added = Math.round(primary.added * 100);
  return {
    total: products / 100,
    ipi: ipi / 100,
    totalWithIpi: (products + ipi) / 100,
    addedTaxes: (added - ipi) / 100,
    invoiceTotal: primary.invoiceTotal,
    invoiceTotalInWords: primary.invoiceTotalInWords,
    difal: primary.difal && { amount: primary.difal.amount, payer: primary.difal.payer },
  };
}

/**
 * The commercial conditions priced with their taxes (ADR 072). Without a complete customer the
 * taxes are not computed: the lines keep their typed rates and the invoice total is the total with
 * the typed IPI, and `taxesMissing` says what to fill.
 *
 * @param prices - the merged lines (mergePrices): typed values, classification.
 * @param engine - computeProposalTaxes.
 */
export function applyCommercialTaxes(
  prices: readonly PriceDto[],
  context: CommercialTaxContext,
  engine: ProposalTaxEngine,
): CommercialTaxResult {
  if (context.buyer === null) {
    return {
      prices: [...prices],
      totals: computeTotals(prices),
      taxes: null,
      taxesMissing: [...context.missing],
    };
  }
  const taxes = engine({
    seller: context.seller,
    buyer: context.buyer,
    invoiceDate: context.dates.invoiceDate,
    lines: prices.map(toTaxLine),
    rates: context.rates,
    issueDate: context.dates.proposalDate,
    validUntil: context.dates.validUntil,
  });
  return { prices: applyRates(prices, taxes), totals: totalsOf(taxes), taxes, taxesMissing: [] };
}

/** The computed rate of a line's tax (null: not computed), whether or not a typed rate replaced it. */
export function computedRateOf(
  taxes: ProposalTaxes | null,
  key: string,
  tax: 'ICMS' | 'IPI',
): number | null {
  const line = taxes?.primary.lines.find((candidate) => candidate.key === key);
  const figure = line?.figures.find((candidate) => candidate.tax === tax);
  if (!figure) return null;
  return figure.override ? figure.override.computedRate : figure.rate;
}

/**
 * The keys of the lines with a typed ICMS or IPI rate that differs from the computed one (or
 * with none computed) and no reason: the API refuses them (ADR 072), the screen asks for it.
 */
export function findUnexplainedOverrides(
  prices: readonly Pick<
    PriceDto,
    'equipmentKey' | 'icmsOverride' | 'ipiOverride' | 'overrideReason'
  >[],
  taxes: ProposalTaxes | null,
): string[] {
  return prices
    .filter((line) => line.overrideReason === null || line.overrideReason.trim() === '')
    .filter((line) =>
      (
        [
          ['ICMS', line.icmsOverride],
          ['IPI', line.ipiOverride],
        ] as const
      ).some(
        ([tax, typed]) => typed !== null && computedRateOf(taxes, line.equipmentKey, tax) !== typed,
      ),
    )
    .map((line) => line.equipmentKey);
}
