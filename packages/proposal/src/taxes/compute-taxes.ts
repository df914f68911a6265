import {
  TAX_NAMES,
  TAX_TREATMENTS,
  type LineTaxes,
  type TaxPeriod,
  type TaxSummary,
} from '@camara-fria/contracts';
import { warn, type TaxContext } from './context.ts';
import { assertIsoDate, formatDateBr } from './find-rate.ts';
import { formatReaisInWords } from './in-words.ts';
import { computeLineTaxes } from './line-taxes.ts';
import { sum, toMoney, toReais } from './money.ts';
import { LAST_PIS_COFINS_DAY, REFORM_START, type TaxInput } from './types.ts';

/*
 * The taxes of a proposal's lines at one invoice date (docs/decisions/069-brazilian-taxes.md;
 * docs/domain/taxes.md). Pure: every rate comes from the rows given, every date from the input.
 * Each figure is rounded to the centavo per line; every total is a sum of those figures.
 */

/**
 * The price composition of an invoice date.
 * @example taxPeriodOf('2026-12-31') // => 'PIS_COFINS'
 * @example taxPeriodOf('2027-01-01') // => 'CBS_IBS'
 */
export function taxPeriodOf(invoiceDate: string): TaxPeriod {
  return invoiceDate < REFORM_START ? 'PIS_COFINS' : 'CBS_IBS';
}

function sumOf(values: readonly number[]): number {
  return toReais(sum(values.map(toMoney)));
}

function byTax(lines: readonly LineTaxes[]): TaxSummary['byTax'] {
  const figures = lines.flatMap((line) => line.figures);
  return TAX_NAMES.flatMap((tax) =>
    TAX_TREATMENTS.flatMap((treatment) => {
      const amounts = figures
        .filter((figure) => figure.tax === tax && figure.treatment === treatment)
        .map((figure) => figure.amount);
      return amounts.length === 0 ? [] : [{ tax, treatment, amount: sumOf(amounts) }];
    }),
  );
}

function difalOf(lines: readonly LineTaxes[]): TaxSummary['difal'] {
  const figures = lines.flatMap((line) => line.figures).filter((figure) => figure.tax === 'DIFAL');
  const first = figures[0];
  if (!first) return null;
  return {
    amount: sumOf(figures.map((figure) => figure.amount)),
    payer: first.treatment === 'PAID_BY_SELLER' ? 'SELLER' : 'BUYER',
    method: first.rule === 'DIFAL_DUAL_BASE' ? 'DUAL_BASE' : 'SINGLE_BASE',
  };
}

/** Warnings about the whole proposal: the profiles, and the estimates of a 2027 invoice. */
function warnProposal(context: TaxContext): void {
  if (context.seller.regime === 'SIMPLES_NACIONAL') {
    warn(context, {
      code: 'TAX_SELLER_SIMPLES',
      message:
        'Vendedor no Simples Nacional: tributos no DAS. ICMS, IPI, PIS e COFINS não são destacados e o DIFAL não é calculado; confira com o contador.',
      lineKey: null,
    });
  }
  if (context.buyer.freeTradeZone) {
    warn(context, {
      code: 'TAX_FREE_TRADE_ZONE',
      message:
        'Comprador na Zona Franca de Manaus ou em área de livre comércio: os benefícios (Conv. ICMS 65/88, IPI) não são calculados; confira com o contador.',
      lineKey: null,
    });
  }
  if (context.period === 'CBS_IBS' && context.seller.regime !== 'SIMPLES_NACIONAL') {
    warn(context, {
      code: 'TAX_PRICE_WITHOUT_PIS_COFINS',
      message: `Faturamento a partir de ${formatDateBr(REFORM_START)}: o preço deixa o PIS/COFINS que tinha em ${formatDateBr(LAST_PIS_COFINS_DAY)}, estimado com as alíquotas do regime vigentes nessa data; CBS e IBS são acrescidos sobre o preço sem o ICMS (exclusão não verificada na lei).`,
      lineKey: null,
    });
  }
}

/**
 * Every tax of the lines at the input's invoice date: per line its figures (base, rate, amount,
 * rule, source, rows read), and the proposal's totals, DIFAL, total in words and warnings.
 */
export function computeTaxes(input: TaxInput): TaxSummary {
  assertIsoDate(input.invoiceDate);
  const context: TaxContext = {
    seller: input.seller,
    buyer: input.buyer,
    date: input.invoiceDate,
    period: taxPeriodOf(input.invoiceDate),
    rates: input.rates,
    warnings: [],
  };
  warnProposal(context);
  const lines = input.lines.map((line) => computeLineTaxes(context, line));
  const products = sumOf(lines.map((line) => line.net));
  const added = sumOf(lines.map((line) => line.added));
  const invoiceTotal = toReais(toMoney(products).plus(toMoney(added)));
  return {
    invoiceDate: input.invoiceDate,
    period: context.period,
    lines,
    byTax: byTax(lines),
    products,
    added,
    invoiceTotal,
    difal: difalOf(lines),
    invoiceTotalInWords: formatReaisInWords(invoiceTotal),
    warnings: context.warnings,
  };
}
