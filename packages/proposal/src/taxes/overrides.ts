import type { TaxFigure, TaxOverrideField } from '@camara-fria/contracts';
import { warn, type TaxContext } from './context.ts';
import { toMoney, type Money } from './money.ts';
import { TAX_RULES, type TaxRuleId } from './rules.ts';
import type { TaxLineInput } from './types.ts';

/*
 * A rate the user typed on a line replaces the computed one (issue 30 item 4). The figure keeps
 * the computed rate and the reason; a difference, or a missing reason, is a warning in Portuguese.
 */

const PERCENT = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 4 });

/**
 * A rate as pt-BR writes it.
 * @example formatRate(17) // => '17 %'
 * @example formatRate(3.25) // => '3,25 %'
 */
export function formatRate(ratePercent: number): string {
  return `${PERCENT.format(ratePercent)} %`;
}

export interface AppliedRate {
  /** %, null when neither a row nor the user gives one. */
  readonly rate: Money | null;
  readonly override: TaxFigure['override'];
}

const NAMES: Record<TaxOverrideField, string> = { icms: 'ICMS', ipi: 'IPI' };

/** The rate a figure uses: the typed one when there is one, else the computed. */
export function applyOverride(
  context: TaxContext,
  line: TaxLineInput,
  field: TaxOverrideField,
  computed: Money | null,
  rule: TaxRuleId,
): AppliedRate {
  const typed = line.overrides[field];
  if (typed === null) return { rate: computed, override: null };
  const reason = line.overrides.reason?.trim() ?? '';
  const name = NAMES[field];
  if (computed === null || !computed.equals(typed)) {
    const { short, source } = TAX_RULES[rule];
    warn(context, {
      code: 'TAX_OVERRIDE_DIFFERS',
      message:
        computed === null
          ? `${name} informado ${formatRate(typed)}: sem alíquota calculada para comparar (${short}).`
          : `${name} informado ${formatRate(typed)} difere do calculado ${formatRate(computed.toNumber())} (${short}, ${source}).`,
      lineKey: line.key,
    });
  }
  if (reason === '') {
    warn(context, {
      code: 'TAX_OVERRIDE_WITHOUT_REASON',
      message: `${name} informado à mão sem motivo: informe o motivo da alteração.`,
      lineKey: line.key,
    });
  }
  return {
    rate: toMoney(typed),
    override: { computedRate: computed === null ? null : computed.toNumber(), reason },
  };
}
