import type { TaxFigure, TaxRateRow } from '@camara-fria/contracts';
import { buildFigure, rateOf, readRate, warn, type TaxContext } from './context.ts';
import { findRate, formatDateBr } from './find-rate.ts';
import { applyRate, toMoney, ZERO, type Money } from './money.ts';
import { applyOverride } from './overrides.ts';
import type { TaxLineInput } from './types.ts';

/*
 * IPI, on top of the price (../shared/docs/taxes-research.md §1, §5 rule 1): base = the line's
 * net value (freight, insurance and other charges are not on a proposal line), rate from the TIPI
 * row of the NCM and its Ex in force on the date (from 2027 the reform's rows).
 */

/** @example formatNcm('84189900') // => '8418.99.00' */
export function formatNcm(ncm: string): string {
  return ncm.replace(/^(\d{4})(\d{2})(\d{2})$/, '$1.$2.$3');
}

/** The TIPI row of the line: its `ncm:ex` row, else (with a warning) the NCM's own. */
function readTipiRow(context: TaxContext, line: TaxLineInput): TaxRateRow | null {
  const classification = line.classification;
  if (!classification) return null;
  if (classification.ex !== null) {
    const exKey = `${classification.ncm}:${classification.ex}`;
    const lookup = findRate(context.rates, 'IPI', exKey, context.date);
    if (lookup.status !== 'MISSING') {
      if (lookup.warning) warn(context, lookup.warning);
      return lookup.row && lookup.status === 'FOUND' ? lookup.row : null;
    }
    warn(context, {
      code: 'TAX_IPI_EX_NOT_FOUND',
      message: `Ex ${classification.ex} do NCM ${formatNcm(classification.ncm)} sem linha da TIPI em ${formatDateBr(context.date)}: usada a alíquota do NCM; confira o Ex.`,
      lineKey: line.key,
    });
  }
  return readRate(context, 'IPI', classification.ncm);
}

export interface IpiResult {
  readonly figure: TaxFigure | null;
  readonly amount: Money;
}

export function computeIpi(context: TaxContext, line: TaxLineInput, net: Money): IpiResult {
  if (!line.classification) {
    if (line.overrides.ipi === null) {
      warn(context, {
        code: 'TAX_NO_CLASSIFICATION',
        message: 'Produto sem NCM: informe o IPI (IPI 0 até lá; a origem é considerada nacional).',
        lineKey: line.key,
      });
    }
    const applied = applyOverride(context, line, 'ipi', null, 'IPI_NO_NCM');
    const rate = applied.rate ?? ZERO;
    const amount = applyRate(net, rate);
    const figure = buildFigure({
      tax: 'IPI',
      base: net,
      rate,
      amount,
      treatment: 'ADDED',
      rules: ['IPI_NO_NCM'],
      rateRow: null,
      override: applied.override,
    });
    return { figure, amount };
  }
  const row = readTipiRow(context, line);
  const applied = applyOverride(
    context,
    line,
    'ipi',
    row ? toMoney(rateOf(row)) : null,
    'IPI_TIPI',
  );
  if (applied.rate === null) return { figure: null, amount: ZERO };
  const amount = applyRate(net, applied.rate);
  const figure = buildFigure({
    tax: 'IPI',
    base: net,
    rate: applied.rate,
    amount,
    treatment: 'ADDED',
    rules: ['IPI_TIPI'],
    rateRow: row,
    override: applied.override,
    labelDetail: `NCM ${formatNcm(line.classification.ncm)}${line.classification.ex ? ` Ex ${line.classification.ex}` : ''}`,
  });
  return { figure, amount };
}
