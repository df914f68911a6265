import {
  CatalogVersionRefSchema,
  EquipmentCharacteristicsSchema,
  ProposalClientSchema,
  ProposalEquipmentSchema,
  ProposalRoomSchema,
  ProposalSystemSchema,
  ProposalTotalsSchema,
  TaxDatesSchema,
  type LineTaxes,
  type PriceDto,
  type ProposalDocument,
  type ProposalTaxes,
  type TaxFigure,
  type TaxSummary,
} from '@camara-fria/contracts';

/*
 * The customer's projection of a revision's document (issue 31; docs/decisions/075): what the
 * customer's page shows, which is what the PDF shows and nothing more. Every object is rebuilt
 * field by field (never spread), so a field a stored document carries at run time beyond its type
 * (the screen's `taxInputs`, the proposal's `revisions`) never reaches the customer. The parts
 * copied whole (client, rooms, systems, …) go through their contracts' schemas, which keep only
 * their declared fields.
 */

const Rooms = ProposalRoomSchema.array();
const Systems = ProposalSystemSchema.array();
const Equipments = ProposalEquipmentSchema.array();
const Catalogues = CatalogVersionRefSchema.array().nullable();
const Descriptions = EquipmentCharacteristicsSchema.shape.descriptions;

/**
 * A price line as the PDF prints it: the rates applied (`icms`, `pisCofins`, `ipi`) stay; the
 * rates the seller typed over the computed ones and their reason are the maker's own business
 * (the PDF prints only "alíquota informada pelo vendedor" in the tax table).
 */
function customerPrice(line: PriceDto): PriceDto {
  return {
    equipmentKey: line.equipmentKey,
    type: line.type,
    model: line.model,
    sku: line.sku,
    specialEquipment: line.specialEquipment,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    icmsOverride: null,
    ipiOverride: null,
    overrideReason: null,
    conv5291: line.conv5291,
    classification: line.classification && {
      ncm: line.classification.ncm,
      ex: line.classification.ex,
      origin: line.classification.origin,
    },
    icms: line.icms,
    pisCofins: line.pisCofins,
    ipi: line.ipi,
    lineTotal: line.lineTotal,
  };
}

/**
 * A tax figure: the rule's name, its source and the unverified mark stay (the PDF prints them);
 * a typed rate keeps its mark (`override`) without the computed rate it replaced nor its reason;
 * the ids of the maker's rate-table rows go.
 */
function customerFigure(figure: TaxFigure): TaxFigure {
  return {
    tax: figure.tax,
    base: figure.base,
    baseReduction: figure.baseReduction,
    rate: figure.rate,
    amount: figure.amount,
    treatment: figure.treatment,
    rule: figure.rule,
    ruleLabel: figure.ruleLabel,
    source: figure.source,
    rateIds: [],
    verified: figure.verified,
    override: figure.override && { computedRate: null, reason: '' },
  };
}

function customerLine(line: LineTaxes): LineTaxes {
  const removed = line.pisCofinsRemoved;
  return {
    key: line.key,
    gross: line.gross,
    discount: line.discount,
    net: line.net,
    pisCofinsRemoved: removed
      ? {
          amount: removed.amount,
          referenceDate: removed.referenceDate,
          rateIds: [],
          verified: removed.verified,
        }
      : (removed ?? null),
    cfop: line.cfop,
    figures: line.figures.map(customerFigure),
    added: line.added,
    total: line.total,
  };
}

/**
 * A tax summary: the warnings the customer is told of (those with a `customerNote`, as the PDF
 * prints them: the note, never the maker's message); the others (a typed rate, a table to fix)
 * go.
 */
function customerSummary(summary: TaxSummary): TaxSummary {
  return {
    invoiceDate: summary.invoiceDate,
    period: summary.period,
    lines: summary.lines.map(customerLine),
    byTax: summary.byTax.map(({ tax, treatment, amount }) => ({ tax, treatment, amount })),
    products: summary.products,
    added: summary.added,
    invoiceTotal: summary.invoiceTotal,
    difal: summary.difal && {
      amount: summary.difal.amount,
      payer: summary.difal.payer,
      method: summary.difal.method,
    },
    invoiceTotalInWords: summary.invoiceTotalInWords,
    warnings: summary.warnings.flatMap((warning) =>
      warning.customerNote === undefined
        ? []
        : [
            {
              code: warning.code,
              message: warning.customerNote,
              lineKey: warning.lineKey,
              customerNote: warning.customerNote,
            },
          ],
    ),
  };
}

function customerTaxes(taxes: ProposalTaxes): ProposalTaxes {
  return {
    seller: { state: taxes.seller.state, regime: taxes.seller.regime },
    buyer: {
      state: taxes.buyer.state,
      icmsContribution: taxes.buyer.icmsContribution,
      goodsUse: taxes.buyer.goodsUse,
      simplesNacional: taxes.buyer.simplesNacional,
      freeTradeZone: taxes.buyer.freeTradeZone,
      publicBody: taxes.buyer.publicBody,
    },
    primary: customerSummary(taxes.primary),
    alternative: taxes.alternative && customerSummary(taxes.alternative),
    clause: taxes.clause,
  };
}

type Commercial = NonNullable<ProposalDocument['commercialConditions']>;
const textOf = (block: { text: string }) => ({ templateId: null, text: block.text });

function customerCommercial(commercial: Commercial): Commercial {
  return {
    prices: commercial.prices.map(customerPrice),
    totals: ProposalTotalsSchema.parse(commercial.totals),
    invoiceDate: commercial.invoiceDate,
    validUntil: commercial.validUntil,
    taxDates: commercial.taxDates && TaxDatesSchema.parse(commercial.taxDates),
    taxes: commercial.taxes && customerTaxes(commercial.taxes),
    taxesMissing: commercial.taxesMissing,
    pricingComposition: textOf(commercial.pricingComposition),
    paymentConditions: textOf(commercial.paymentConditions),
    warranty: textOf(commercial.warranty),
    installation: textOf(commercial.installation),
    deliveryTime: textOf(commercial.deliveryTime),
    transportation: textOf(commercial.transportation),
    creditRegistration: textOf(commercial.creditRegistration),
    proposalValidity: textOf(commercial.proposalValidity),
  };
}

/**
 * The customer's projection of a revision's (whole) document: everything its PDF shows, nothing
 * more. Gone: who issued it (`issuedBy`: user names), the typed rates' reasons and the computed
 * rates they replaced, the rate-table row ids, the maker's own tax warnings, the templates a text
 * came from, the catalogue's pictures, and anything not in the document's type (`taxInputs`, the other
 * revisions). The figures (prices, totals, taxes) are unchanged.
 */
export function toCustomerDocument(document: ProposalDocument): ProposalDocument {
  const { proposal } = document;
  return {
    proposal: {
      id: proposal.id,
      projectId: proposal.projectId,
      number: proposal.number,
      revision: proposal.revision,
      code: proposal.code,
      status: proposal.status,
      project: { id: proposal.project.id, name: proposal.project.name },
      client: ProposalClientSchema.parse(proposal.client),
      rooms: Rooms.parse(proposal.rooms),
      systems: Systems.parse(proposal.systems),
      // The catalogue's picture is not printed.
      equipments: Equipments.parse(proposal.equipments).map((line) => ({ ...line, image: null })),
      catalogues: Catalogues.parse(proposal.catalogues),
      totals: ProposalTotalsSchema.parse(proposal.totals),
      issuedAt: proposal.issuedAt,
      issuedBy: null,
      createdAt: proposal.createdAt,
      updatedAt: proposal.updatedAt,
      version: proposal.version,
    },
    presentation: document.presentation && textOf(document.presentation),
    equipmentCharacteristics: {
      descriptions: Descriptions.parse(document.equipmentCharacteristics.descriptions),
      additionalInformation: document.equipmentCharacteristics.additionalInformation,
    },
    commercialConditions:
      document.commercialConditions && customerCommercial(document.commercialConditions),
    generalConditions: document.generalConditions && textOf(document.generalConditions),
    responsible: document.responsible && textOf(document.responsible),
  };
}
