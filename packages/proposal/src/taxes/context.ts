import type {
  TaxFigure,
  TaxName,
  TaxPeriod,
  TaxRateKind,
  TaxRateRow,
  TaxTreatment,
  TaxWarning,
} from '@camara-fria/contracts';
import { findRate } from './find-rate.ts';
import { toPercent, toReais, type Money } from './money.ts';
import { TAX_RULES, type TaxRuleId } from './rules.ts';
import type { TaxBuyer, TaxInput } from './types.ts';

/*
 * What every rule of one computation shares: the profiles, the date whose rows it reads, the
 * period, and the warnings it collects (docs/decisions/069-brazilian-taxes.md).
 */

export interface TaxContext {
  readonly seller: TaxInput['seller'];
  readonly buyer: TaxBuyer;
  /** The date every row is read at. */
  readonly date: string;
  readonly period: TaxPeriod;
  readonly rates: TaxInput['rates'];
  readonly warnings: TaxWarning[];
}

/** Adds a warning once (the same missing row is reported once, not once per line). */
export function warn(context: TaxContext, warning: TaxWarning): void {
  const seen = context.warnings.some(
    (other) =>
      other.code === warning.code &&
      other.message === warning.message &&
      other.lineKey === warning.lineKey,
  );
  if (!seen) context.warnings.push(warning);
}

/** The row in force on the context's date; a missing or pending row warns and reads null. */
export function readRate(context: TaxContext, kind: TaxRateKind, key: string): TaxRateRow | null {
  const lookup = findRate(context.rates, kind, key, context.date);
  if (lookup.warning) warn(context, lookup.warning);
  return lookup.status === 'FOUND' ? lookup.row : null;
}

/** The figure's rate as read: a FOUND row's rate (never null once found, except DIFAL_METHOD). */
export function rateOf(row: TaxRateRow): number {
  return row.rate ?? 0;
}

export interface FigureSpec {
  readonly tax: TaxName;
  readonly base: Money;
  /** %. */
  readonly rate: Money;
  readonly amount: Money;
  readonly treatment: TaxTreatment;
  /** The rate's rule first, then the rules that shaped the base. */
  readonly rules: readonly TaxRuleId[];
  /** The row the rate was read from (left out of rateIds when a typed rate replaced it). */
  readonly rateRow: TaxRateRow | null;
  /** Other rows read (a destination's rate, a reduced base's load). */
  readonly otherRows?: readonly TaxRateRow[];
  /** %. */
  readonly baseReduction?: Money | null;
  readonly override?: TaxFigure['override'];
  /** What follows the rate rule's name after a dash ('BA, por conta do vendedor'). */
  readonly labelDetail?: string;
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/** One figure as the contracts' TaxFigure: numbers at the edge, the rule's name and law. */
export function buildFigure(spec: FigureSpec): TaxFigure {
  const override = spec.override ?? null;
  const rows = [...(spec.rateRow && !override ? [spec.rateRow] : []), ...(spec.otherRows ?? [])];
  const rules = spec.rules.map((id) => TAX_RULES[id]);
  const labels: string[] = rules.map((rule) => rule.label);
  if (spec.labelDetail && labels[0]) labels[0] = `${labels[0]} — ${spec.labelDetail}`;
  return {
    tax: spec.tax,
    base: toReais(spec.base),
    baseReduction: spec.baseReduction ? toReais(spec.baseReduction) : null,
    rate: toPercent(spec.rate),
    amount: toReais(spec.amount),
    treatment: spec.treatment,
    rule: spec.rules.join('+'),
    ruleLabel: labels.join('; '),
    source: unique([...rules.map((rule) => rule.source), ...rows.map((row) => row.source)]).join(
      '; ',
    ),
    rateIds: unique(rows.map((row) => row.id)),
    verified:
      override === null &&
      rules.every((rule) => rule.verified) &&
      rows.every((row) => row.verified),
    override,
  };
}
