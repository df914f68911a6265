import type {
  CommercialConditionsDto,
  PriceDto,
  ProposalTaxes,
  ProposalTotals,
  TaxDates,
  TaxFigure,
} from '@camara-fria/contracts';
import {
  applyCommercialTaxes,
  computeProposalTaxes,
  findUnexplainedOverrides,
  formatRate,
  priceLineTotal,
  resolveTaxDates,
} from '@camara-fria/proposal';
import type { CommercialValue, PriceValue } from './sections.ts';

/*
 * The commercial conditions' figures as the editor types (docs/decisions/072): the same function
 * and engine as the API (applyCommercialTaxes of @camara-fria/proposal) over the rates and
 * profiles the API sent with the section, so the screen's figures are the API's to the centavo. An
 * issued revision (no tax inputs) shows its frozen figures.
 */

/** What the server sent that the live figures start from. */
export type CommercialSource = Pick<
  CommercialConditionsDto,
  'prices' | 'totals' | 'taxes' | 'taxesMissing' | 'taxDates'
> & { taxInputs: CommercialConditionsDto['taxInputs'] | null };

export type LiveCommercial = {
  prices: PriceDto[];
  totals: ProposalTotals;
  taxes: ProposalTaxes | null;
  taxesMissing: readonly string[];
  taxDates: TaxDates | null;
  /** The keys of the lines whose typed rate needs a reason. */
  unexplained: ReadonlySet<string>;
};

/** A number a field could not read counts as empty. */
export function readable(value: number | null): number | null {
  return value !== null && Number.isFinite(value) ? value : null;
}

/** The server's line with what the editor typed. */
function typedLine(line: PriceDto, value: PriceValue | undefined): PriceDto {
  if (!value) return line;
  const quantity = readable(value.quantity);
  const unitPrice = readable(value.unitPrice);
  const icmsOverride = readable(value.icmsOverride);
  const ipiOverride = readable(value.ipiOverride);
  const reason = value.overrideReason?.trim() ?? '';
  return {
    ...line,
    quantity,
    unitPrice,
    icmsOverride,
    ipiOverride,
    overrideReason: reason === '' ? null : reason,
    conv5291: value.conv5291,
    icms: icmsOverride,
    pisCofins: null,
    ipi: ipiOverride,
    lineTotal: priceLineTotal(quantity, unitPrice),
  };
}

/** The figures of the section as typed now (or as frozen, for an issued revision). */
export function computeLiveCommercial(
  source: CommercialSource,
  value: CommercialValue,
): LiveCommercial {
  const inputs = source.taxInputs;
  if (!inputs || !source.taxDates) {
    return {
      prices: source.prices,
      totals: source.totals,
      taxes: source.taxes,
      taxesMissing: source.taxesMissing,
      taxDates: source.taxDates,
      unexplained: new Set(),
    };
  }
  const byKey = new Map(value.prices.map((price) => [price.equipmentKey, price]));
  const lines = source.prices.map((line) => typedLine(line, byKey.get(line.equipmentKey)));
  const dates = resolveTaxDates(source.taxDates.proposalDate, {
    invoiceDate: value.invoiceDate,
    validUntil: value.validUntil,
  });
  const priced = applyCommercialTaxes(
    lines,
    {
      seller: inputs.seller,
      buyer: inputs.buyer,
      missing: source.taxesMissing,
      rates: inputs.rates,
      dates,
    },
    computeProposalTaxes,
  );
  return {
    ...priced,
    taxDates: dates,
    unexplained: new Set(findUnexplainedOverrides(priced.prices, priced.taxes)),
  };
}

/** The figure of a tax on a line at the invoice date. */
export function lineFigure(
  taxes: ProposalTaxes | null,
  key: string,
  tax: TaxFigure['tax'],
): TaxFigure | undefined {
  return taxes?.primary.lines
    .find((line) => line.key === key)
    ?.figures.find((figure) => figure.tax === tax);
}

/**
 * "Calculado: 12 % (ICMS SP → SC: ICMS interestadual 12 %, no preço; Res. Senado 22/1989)" when
 * the typed rate differs from the computed one; null otherwise.
 */
export function describeOverride(
  taxes: ProposalTaxes | null,
  key: string,
  tax: 'ICMS' | 'IPI',
): string | null {
  const figure = lineFigure(taxes, key, tax);
  if (!taxes || !figure?.override) return null;
  const { computedRate } = figure.override;
  if (computedRate === figure.rate) return null;
  if (computedRate === null) return `Calculado: sem alíquota (${figure.ruleLabel})`;
  const route = tax === 'ICMS' ? ` ${taxes.seller.state} → ${taxes.buyer.state}` : '';
  return `Calculado: ${formatRate(computedRate)} (${tax}${route}: ${figure.ruleLabel}; ${figure.source})`;
}
