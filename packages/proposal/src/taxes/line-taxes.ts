import type { LineTaxes, TaxFigure } from '@camara-fria/contracts';
import type { TaxContext } from './context.ts';
import { computeDifal } from './difal.ts';
import { computeCbsIbs, computePisCofins } from './federal.ts';
import { computeIcms } from './icms.ts';
import { computeIpi } from './ipi.ts';
import { roundCentavos, sum, toMoney, toReais, ZERO, type Money } from './money.ts';
import { computeCfop } from './profiles.ts';
import { LAST_PIS_COFINS_DAY, type TaxLineInput } from './types.ts';

/*
 * The taxes of one line (docs/decisions/069-brazilian-taxes.md): IPI, then ICMS (with IPI in its
 * base when the law says so) and FCP, the DIFAL, then PIS/COFINS and CBS/IBS. From 2027 the line's
 * price first leaves out the PIS/COFINS it had inside under the 2026 composition, estimated with
 * the rows in force on 31/12/2026.
 */

interface LineFigures {
  readonly figures: TaxFigure[];
  /** PIS + COFINS inside the price, R$ (0 from 2027). */
  readonly pisCofins: Money;
  readonly rateIds: number[];
  readonly verified: boolean;
}

function computeLineFigures(context: TaxContext, line: TaxLineInput, net: Money): LineFigures {
  const ipi = computeIpi(context, line, net);
  const icms = computeIcms(context, line, net, ipi.amount);
  const difal = computeDifal(context, line, icms);
  const afterIcms = net.minus(icms.included);
  const pisCofins =
    context.period === 'PIS_COFINS'
      ? computePisCofins(context, afterIcms)
      : { figures: [], total: ZERO };
  const cbsIbs = computeCbsIbs(context, afterIcms.minus(pisCofins.total));
  const figures = [ipi.figure, icms.icms, icms.fcp, ...difal, ...pisCofins.figures, ...cbsIbs];
  return {
    figures: figures.filter((figure): figure is TaxFigure => figure !== null),
    pisCofins: pisCofins.total,
    rateIds: pisCofins.figures.flatMap((figure) => figure.rateIds),
    verified: pisCofins.figures.every((figure) => figure.verified),
  };
}

/** What the 2026 composition had inside the price: the line computed on 31/12/2026. */
function computePisCofinsInside(context: TaxContext, line: TaxLineInput, net: Money) {
  const reference = computeLineFigures(
    { ...context, date: LAST_PIS_COFINS_DAY, period: 'PIS_COFINS' },
    line,
    net,
  );
  return {
    amount: reference.pisCofins,
    removed: {
      amount: toReais(reference.pisCofins),
      referenceDate: LAST_PIS_COFINS_DAY,
      rateIds: reference.rateIds,
      verified: false,
    },
  };
}

export function computeLineTaxes(context: TaxContext, line: TaxLineInput): LineTaxes {
  const gross =
    line.quantity === null || line.unitPrice === null
      ? ZERO
      : roundCentavos(toMoney(line.quantity).mul(toMoney(line.unitPrice)));
  const discount = roundCentavos(toMoney(line.discount));
  const quoted = gross.minus(discount);
  const cfop = computeCfop(context.seller.state, context.buyer, line.production);
  const isEmpty = line.quantity === null || line.unitPrice === null;
  const base = { key: line.key, gross: toReais(gross), discount: toReais(discount), cfop };
  if (isEmpty || context.seller.regime === 'SIMPLES_NACIONAL') {
    return {
      ...base,
      net: toReais(quoted),
      figures: [],
      added: 0,
      total: toReais(quoted),
      pisCofinsRemoved: null,
    };
  }
  const inside =
    context.period === 'CBS_IBS' ? computePisCofinsInside(context, line, quoted) : null;
  const net = inside ? quoted.minus(inside.amount) : quoted;
  const { figures } = computeLineFigures(context, line, net);
  const added = sum(
    figures
      .filter((figure) => figure.treatment === 'ADDED')
      .map((figure) => toMoney(figure.amount)),
  );
  return {
    ...base,
    net: toReais(net),
    figures,
    added: toReais(added),
    total: toReais(net.plus(added)),
    pisCofinsRemoved: inside?.removed ?? null,
  };
}
