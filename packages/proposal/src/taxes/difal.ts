import type { DifalMethod, TaxFigure, TaxRateRow } from '@camara-fria/contracts';
import { buildFigure, rateOf, readRate, warn, type TaxContext } from './context.ts';
import { findRate } from './find-rate.ts';
import { fraction, roundCentavos, toMoney, ZERO, type Money } from './money.ts';
import { difalPayer } from './profiles.ts';
import type { TaxRuleId } from './rules.ts';
import type { TaxLineInput } from './types.ts';

/*
 * DIFAL, the destination's share of an interstate sale to a final consumer
 * (../shared/docs/taxes-research.md §2c; addendum "DIFAL"): paid by the seller to a
 * non-contributor (CFOP x107), owed by a contributor buyer for own use or fixed assets, none on
 * resale or industrialisation. Never added to the invoice. The method is the destination's
 * DIFAL_METHOD row: single base BC × (aInt − aInter); dual base BC' = (BC − ICMS inter) ÷
 * (1 − aInt − aFCP), DIFAL = BC' × aInt − ICMS inter. The destination's FCP, when it has one, is
 * a figure of its own on the same base (BC, or BC'), paid by the same party.
 */

const METHOD_RULES: Record<DifalMethod, TaxRuleId> = {
  SINGLE_BASE: 'DIFAL_SINGLE_BASE',
  DUAL_BASE: 'DIFAL_DUAL_BASE',
};

export interface IcmsForDifal {
  readonly base: Money;
  /** %, the interstate rate applied. */
  readonly rate: Money | null;
  readonly amount: Money;
  readonly rateRow: TaxRateRow | null;
}

function nonNegative(value: Money): Money {
  return value.isNegative() ? ZERO : value;
}

export function computeDifal(
  context: TaxContext,
  line: TaxLineInput,
  icms: IcmsForDifal,
): TaxFigure[] {
  const payer = difalPayer(context.seller.state, context.buyer);
  if (payer === null || icms.rate === null) return [];
  const methodRow = readRate(context, 'DIFAL_METHOD', context.buyer.state);
  const internalRow = readRate(context, 'ICMS_INTERNAL', context.buyer.state);
  if (!methodRow?.method || !internalRow) return [];
  const fcpLookup = findRate(context.rates, 'FCP', context.buyer.state, context.date);
  if (fcpLookup.status !== 'MISSING' && fcpLookup.warning) warn(context, fcpLookup.warning);
  const fcpRow = fcpLookup.status === 'FOUND' ? fcpLookup.row : null;
  if (line.conv5291) {
    warn(context, {
      code: 'TAX_DIFAL_REDUCED_BASE',
      message:
        'DIFAL calculado sobre a base reduzida do Conv. ICMS 52/91: confira a carga do estado de destino.',
      lineKey: line.key,
    });
  }

  const internal = toMoney(rateOf(internalRow));
  const fcpRate = fcpRow ? toMoney(rateOf(fcpRow)) : ZERO;
  const method = methodRow.method;
  const base =
    method === 'SINGLE_BASE'
      ? icms.base
      : roundCentavos(
          icms.base.minus(icms.amount).div(toMoney(1).minus(fraction(internal.plus(fcpRate)))),
        );
  const rate = method === 'SINGLE_BASE' ? nonNegative(internal.minus(icms.rate)) : internal;
  const amount =
    method === 'SINGLE_BASE'
      ? roundCentavos(base.mul(fraction(rate)))
      : nonNegative(roundCentavos(base.mul(fraction(internal))).minus(icms.amount));
  const treatment = payer === 'SELLER' ? 'PAID_BY_SELLER' : 'PAID_BY_BUYER';
  const labelDetail = `${context.buyer.state}, por conta do ${payer === 'SELLER' ? 'vendedor' : 'comprador'}`;
  const interstateRows = icms.rateRow ? [icms.rateRow] : [];
  const figures = [
    buildFigure({
      tax: 'DIFAL',
      base,
      rate,
      amount,
      treatment,
      rules: [METHOD_RULES[method]],
      rateRow: internalRow,
      otherRows: [methodRow, ...interstateRows],
      labelDetail,
    }),
  ];
  if (fcpRow) {
    figures.push(
      buildFigure({
        tax: 'FCP',
        base,
        rate: fcpRate,
        amount: roundCentavos(base.mul(fraction(fcpRate))),
        treatment,
        rules: ['FCP_DIFAL'],
        rateRow: fcpRow,
        otherRows: [methodRow],
        labelDetail,
      }),
    );
  }
  return figures;
}
