import type { TaxFigure, TaxTreatment } from '@camara-fria/contracts';
import { buildFigure, rateOf, readRate, type TaxContext } from './context.ts';
import { applyRate, sum, toMoney, ZERO, type Money } from './money.ts';
import type { TaxRuleId } from './rules.ts';

/*
 * The federal taxes on the price (../shared/docs/taxes-research.md §3, §4): PIS/COFINS inside the
 * price until 31/12/2026, by the seller's regime, on the net less ICMS (STF RE 574.706), shown for
 * information; CBS/IBS informative in 2026, on the net less ICMS, PIS and COFINS; from 2027 added
 * on top of the price without PIS/COFINS, on it less ICMS (an exclusion the research could not
 * confirm in the law: the rule says so). A reform tax at 0 % (the 2026 municipal IBS) is left out.
 */

export interface PisCofinsResult {
  readonly figures: TaxFigure[];
  /** PIS + COFINS, R$. */
  readonly total: Money;
}

/** PIS and COFINS of a Lucro Real or Lucro Presumido seller, inside the price. */
export function computePisCofins(context: TaxContext, base: Money): PisCofinsResult {
  const regime = context.seller.regime;
  if (regime === 'SIMPLES_NACIONAL') return { figures: [], total: ZERO };
  const rule: TaxRuleId =
    regime === 'LUCRO_REAL' ? 'PIS_COFINS_NON_CUMULATIVE' : 'PIS_COFINS_CUMULATIVE';
  const figures: TaxFigure[] = [];
  const amounts: Money[] = [];
  for (const tax of ['PIS', 'COFINS'] as const) {
    const row = readRate(context, tax, regime);
    if (!row) continue;
    const amount = applyRate(base, rateOf(row));
    amounts.push(amount);
    figures.push(
      buildFigure({
        tax,
        base,
        rate: toMoney(rateOf(row)),
        amount,
        treatment: 'INCLUDED',
        rules: [rule],
        rateRow: row,
      }),
    );
  }
  return { figures, total: sum(amounts) };
}

/** CBS, IBS (state) and IBS (municipal): informative in 2026, added from 2027. */
export function computeCbsIbs(context: TaxContext, base: Money): TaxFigure[] {
  const onTop = context.period === 'CBS_IBS';
  const treatment: TaxTreatment = onTop ? 'ADDED' : 'INFORMATIVE';
  const rule: TaxRuleId = onTop ? 'CBS_IBS_ON_TOP' : 'CBS_IBS_2026_TEST';
  const figures: TaxFigure[] = [];
  for (const tax of ['CBS', 'IBS_STATE', 'IBS_MUNICIPAL'] as const) {
    const row = readRate(context, tax, 'STANDARD');
    if (!row || rateOf(row) === 0) continue;
    figures.push(
      buildFigure({
        tax,
        base,
        rate: toMoney(rateOf(row)),
        amount: applyRate(base, rateOf(row)),
        treatment,
        rules: [rule],
        rateRow: row,
      }),
    );
  }
  return figures;
}
