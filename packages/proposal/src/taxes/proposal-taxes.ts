import type { ProposalTaxes } from '@camara-fria/contracts';
import { computeTaxes, taxPeriodOf } from './compute-taxes.ts';
import { assertIsoDate, formatDateBr } from './find-rate.ts';
import { LAST_PIS_COFINS_DAY, REFORM_START, type TaxInput } from './types.ts';

/*
 * A proposal's taxes (issue 30 item 4; ../shared/docs/taxes-research.md §4 "Quotes valid across
 * 31/12/2026 need a tax-change clause"): the figures at the expected invoice date and, when the
 * proposal's validity spans 31/12/2026 → 01/01/2027, the figures under the other price
 * composition and the clause. No clock: the dates come in.
 */

export interface ProposalTaxInput extends TaxInput {
  /** The revision's issue date, AAAA-MM-DD. */
  readonly issueDate: string;
  /** The last day of its validity, AAAA-MM-DD; null when it has none (no alternative then). */
  readonly validUntil: string | null;
}

/**
 * Whether a validity period holds both 31/12/2026 and 01/01/2027.
 * @example spansReform('2026-12-01', '2027-01-30') // => true
 * @example spansReform('2026-12-01', '2026-12-31') // => false
 * @example spansReform('2026-12-01', null) // => false
 */
export function spansReform(issueDate: string, validUntil: string | null): boolean {
  return validUntil !== null && issueDate <= LAST_PIS_COFINS_DAY && validUntil >= REFORM_START;
}

/** The tax-change clause, for a primary invoice date before or from 01/01/2027. */
export function taxChangeClause(invoiceDate: string): string {
  const estimated = `Os tributos desta proposta foram estimados para faturamento em ${formatDateBr(invoiceDate)}.`;
  const recalculated = 'os valores serão recalculados na data do faturamento.';
  return taxPeriodOf(invoiceDate) === 'PIS_COFINS'
    ? `${estimated} Faturamentos a partir de ${formatDateBr(REFORM_START)} seguem a reforma tributária (LC 214/2025): PIS/COFINS deixam o preço, CBS e IBS são acrescidos e o IPI segue a TIPI vigente; ${recalculated}`
    : `${estimated} Faturamentos até ${formatDateBr(LAST_PIS_COFINS_DAY)} seguem a composição anterior à reforma tributária (LC 214/2025): PIS/COFINS no preço, CBS e IBS informativos e o IPI pela TIPI então vigente; ${recalculated}`;
}

/** The taxes at the invoice date, and under the other composition when the validity spans 2027. */
export function computeProposalTaxes(input: ProposalTaxInput): ProposalTaxes {
  assertIsoDate(input.issueDate);
  if (input.validUntil !== null) assertIsoDate(input.validUntil);
  const { issueDate, validUntil, ...taxInput } = input;
  const primary = computeTaxes(taxInput);
  const spans = spansReform(issueDate, validUntil);
  const otherDate = primary.period === 'PIS_COFINS' ? REFORM_START : LAST_PIS_COFINS_DAY;
  const { state, icmsContribution, goodsUse, simplesNacional, freeTradeZone, publicBody } =
    input.buyer;
  return {
    seller: { state: input.seller.state, regime: input.seller.regime },
    buyer: { state, icmsContribution, goodsUse, simplesNacional, freeTradeZone, publicBody },
    primary,
    alternative: spans ? computeTaxes({ ...taxInput, invoiceDate: otherDate }) : null,
    clause: spans ? taxChangeClause(input.invoiceDate) : null,
  };
}
