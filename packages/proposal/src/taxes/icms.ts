import type { TaxFigure, TaxRateRow } from '@camara-fria/contracts';
import { buildFigure, rateOf, readRate, warn, type TaxContext } from './context.ts';
import { findRate } from './find-rate.ts';
import { applyRate, roundCentavos, toMoney, ZERO, type Money } from './money.ts';
import { applyOverride, formatRate } from './overrides.ts';
import {
  interstateKey,
  isIpiInIcmsBase,
  isNonContributor,
  type InterstateKey,
} from './profiles.ts';
import type { TaxRuleId } from './rules.ts';
import type { TaxLineInput } from './types.ts';

/*
 * ICMS, "por dentro" (../shared/docs/taxes-research.md §2, §5 rules 2–4): inside the price, never
 * added. Within a state the destination's internal rate (and its FCP, a figure of its own);
 * between states 7 %, 12 % or 4 %. IPI enters the base for a final consumer. Convênio ICMS 52/91,
 * when the line marks it, reduces the base so the load is the convênio's (the seller's own UF row
 * first), the reduction 1 − load ÷ rate exactly.
 */

const INTERSTATE_RULES: Record<InterstateKey, TaxRuleId> = {
  S_SE_TO_N_NE_CO_ES: 'ICMS_INTERSTATE_7',
  OTHER: 'ICMS_INTERSTATE_12',
  IMPORTED: 'ICMS_INTERSTATE_4',
};

const LOAD_KEYS: Record<InterstateKey, string | null> = {
  S_SE_TO_N_NE_CO_ES: 'INTERSTATE_7',
  OTHER: 'INTERSTATE_12',
  IMPORTED: null,
};

interface IcmsRate {
  readonly rule: TaxRuleId;
  readonly row: TaxRateRow | null;
  /** The Conv. 52/91 load's key for this operation, null when the convênio has none. */
  readonly loadKey: string | null;
}

function selectIcmsRate(context: TaxContext, line: TaxLineInput): IcmsRate {
  const { seller, buyer } = context;
  if (seller.state === buyer.state) {
    return {
      rule: 'ICMS_INTERNAL',
      row: readRate(context, 'ICMS_INTERNAL', buyer.state),
      loadKey: 'INTERNAL',
    };
  }
  const key = interstateKey(seller.state, buyer.state, line.classification?.origin ?? 0);
  return {
    rule: INTERSTATE_RULES[key],
    row: readRate(context, 'ICMS_INTERSTATE', key),
    loadKey: isNonContributor(buyer) ? 'INTERNAL' : LOAD_KEYS[key],
  };
}

/** The convênio's load row: the seller's UF's own (`SP:INTERSTATE_7`) first, else the general. */
function readLoadRow(context: TaxContext, loadKey: string): TaxRateRow | null {
  const own = findRate(
    context.rates,
    'CONV_52_91_LOAD',
    `${context.seller.state}:${loadKey}`,
    context.date,
  );
  if (own.status !== 'MISSING' && own.warning) warn(context, own.warning);
  if (own.status === 'FOUND') return own.row;
  return readRate(context, 'CONV_52_91_LOAD', loadKey);
}

interface Reduction {
  readonly factor: Money;
  readonly row: TaxRateRow;
}

/** 1 − reduction = load ÷ rate, when the line marks Conv. 52/91 and the load is below the rate. */
function reduceBase(
  context: TaxContext,
  line: TaxLineInput,
  selected: IcmsRate,
  computedRate: Money | null,
): Reduction | null {
  if (!line.conv5291 || computedRate === null || computedRate.isZero()) return null;
  if (selected.loadKey === null) {
    warn(context, {
      code: 'TAX_CONV_52_91_NO_REDUCTION',
      message: `Conv. ICMS 52/91 marcado, mas sem carga para a alíquota de ${formatRate(computedRate.toNumber())}: base sem redução.`,
      lineKey: line.key,
    });
    return null;
  }
  const row = readLoadRow(context, selected.loadKey);
  if (!row) return null;
  const load = toMoney(rateOf(row));
  if (load.greaterThanOrEqualTo(computedRate)) {
    warn(context, {
      code: 'TAX_CONV_52_91_NO_REDUCTION',
      message: `Conv. ICMS 52/91: a carga de ${formatRate(load.toNumber())} não é menor que a alíquota de ${formatRate(computedRate.toNumber())}: base sem redução.`,
      lineKey: line.key,
    });
    return null;
  }
  return { factor: load.div(computedRate), row };
}

export interface IcmsResult {
  readonly icms: TaxFigure | null;
  readonly fcp: TaxFigure | null;
  /** The ICMS base (after any reduction), R$. */
  readonly base: Money;
  /** The applied rate, %, null when there is none. */
  readonly rate: Money | null;
  /** The interstate or internal row read, for the DIFAL's figure. */
  readonly rateRow: TaxRateRow | null;
  readonly amount: Money;
  /** ICMS + FCP destacados: what PIS/COFINS and CBS/IBS leave out of their base. */
  readonly included: Money;
}

export function computeIcms(
  context: TaxContext,
  line: TaxLineInput,
  net: Money,
  ipi: Money,
): IcmsResult {
  const selected = selectIcmsRate(context, line);
  const computed = selected.row ? toMoney(rateOf(selected.row)) : null;
  const applied = applyOverride(context, line, 'icms', computed, selected.rule);
  const ipiInBase = isIpiInIcmsBase(context.buyer) && !ipi.isZero();
  const fullBase = ipiInBase ? net.plus(ipi) : net;
  const reduction = reduceBase(context, line, selected, computed);
  const base = reduction ? roundCentavos(fullBase.mul(reduction.factor)) : fullBase;
  const rules: TaxRuleId[] = [
    selected.rule,
    ...(ipiInBase ? (['IPI_IN_ICMS_BASE'] as const) : []),
    ...(reduction ? (['CONV_52_91'] as const) : []),
  ];
  if (applied.rate === null) {
    return { icms: null, fcp: null, base, rate: null, rateRow: null, amount: ZERO, included: ZERO };
  }
  const amount = applyRate(base, applied.rate);
  const icms = buildFigure({
    tax: 'ICMS',
    base,
    rate: applied.rate,
    amount,
    treatment: 'INCLUDED',
    rules,
    rateRow: selected.row,
    otherRows: reduction ? [reduction.row] : [],
    baseReduction: reduction ? toMoney(1).minus(reduction.factor).mul(100) : null,
    override: applied.override,
    labelDetail: selected.rule === 'ICMS_INTERNAL' ? context.buyer.state : undefined,
  });
  const fcp = computeInternalFcp(context, base);
  return {
    icms,
    fcp: fcp.figure,
    base,
    rate: applied.rate,
    rateRow: applied.override ? null : selected.row,
    amount,
    included: amount.plus(fcp.amount),
  };
}

/** The FCP of the state, within it: its own figure on the ICMS base. Most states have none. */
function computeInternalFcp(
  context: TaxContext,
  base: Money,
): { figure: TaxFigure | null; amount: Money } {
  if (context.seller.state !== context.buyer.state) return { figure: null, amount: ZERO };
  const lookup = findRate(context.rates, 'FCP', context.buyer.state, context.date);
  if (lookup.status !== 'MISSING' && lookup.warning) warn(context, lookup.warning);
  if (lookup.status !== 'FOUND') return { figure: null, amount: ZERO };
  const rate = toMoney(rateOf(lookup.row));
  const amount = applyRate(base, rate);
  const figure = buildFigure({
    tax: 'FCP',
    base,
    rate,
    amount,
    treatment: 'INCLUDED',
    rules: ['FCP'],
    rateRow: lookup.row,
    labelDetail: context.buyer.state,
  });
  return { figure, amount };
}
