import {
  ProposalTaxesSchema,
  type ProposalDocument,
  type ProposalTaxes,
  type TaxRateRow,
} from '@camara-fria/contracts';
import { computeProposalTaxes, SEED_TAX_RATES } from '@camara-fria/proposal';
import { equipment, price, tenRoomDocument } from './proposal-fixture.ts';

/*
 * A proposal whose taxes the engine computed (issue 30; docs/decisions/073), with the engine of
 * @camara-fria/proposal on the seeded rate tables: taxes-research §5's case C, one evaporator
 * (NCM 8418.99.00 Ex 01) of R$ 10.000,00 sold from SP (Lucro Real) to a buyer in BA who is not an
 * ICMS contributor: IPI 3,25 % on top, ICMS 7 % on a base with the IPI, DIFAL paid by the seller;
 * invoiced on 15/12/2026. Valid until 31/12/2026, or, with `alternative`, until 31/01/2027: the
 * same line billed from 01/01/2027 too, and the clause. Parsed by the contracts' schema.
 */

const EVAPORATOR = equipment();

/** The seeded rows with ids, as the rate tables answer them. */
const RATES: TaxRateRow[] = SEED_TAX_RATES.map(({ note: _note, ...row }, index) => ({
  ...row,
  id: index + 1,
}));

/** Case C's taxes; with `alternative`, a validity across 31/12/2026. */
export function caseCTaxes({ alternative = false } = {}): ProposalTaxes {
  return ProposalTaxesSchema.parse(
    computeProposalTaxes({
      seller: { state: 'SP', regime: 'LUCRO_REAL' },
      buyer: {
        state: 'BA',
        icmsContribution: 'NON_CONTRIBUTOR',
        goodsUse: 'OWN_USE',
        simplesNacional: false,
        freeTradeZone: false,
        publicBody: false,
      },
      invoiceDate: '2026-12-15',
      lines: [
        {
          key: EVAPORATOR.key,
          quantity: 1,
          unitPrice: 10_000,
          discount: 0,
          classification: { ncm: '84189900', ex: '01', origin: 0 },
          production: 'OWN',
          conv5291: false,
          overrides: { icms: null, ipi: null, reason: null },
        },
      ],
      rates: RATES,
      issueDate: '2026-11-24',
      validUntil: alternative ? '2027-01-31' : '2026-12-31',
    }),
  );
}

/** The ten-room proposal priced as case C, with these taxes. */
export function taxedDocument(taxes: ProposalTaxes = caseCTaxes()): ProposalDocument {
  const document = tenRoomDocument();
  const prices = [
    price(EVAPORATOR, { quantity: 1, unitPrice: 10_000, icms: 7, pisCofins: 9.25, ipi: 3.25 }),
  ];
  const { primary } = taxes;
  const totals = {
    total: 10_000,
    ipi: 325,
    totalWithIpi: 10_325,
    addedTaxes: Math.round((primary.added - 325) * 100) / 100,
    invoiceTotal: primary.invoiceTotal,
    invoiceTotalInWords: primary.invoiceTotalInWords,
    difal: primary.difal && { amount: primary.difal.amount, payer: primary.difal.payer },
  };
  if (!document.commercialConditions) throw new Error('the fixture has commercial conditions');
  return {
    ...document,
    proposal: { ...document.proposal, totals },
    commercialConditions: { ...document.commercialConditions, prices, totals, taxes },
  };
}
