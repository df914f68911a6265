import {
  ProposalTaxesSchema,
  type LineTaxes,
  type ProposalDocument,
  type ProposalTaxes,
  type TaxFigure,
  type TaxSummary,
} from '@camara-fria/contracts';
import { equipment, price, tenRoomDocument } from './proposal-fixture.ts';

/*
 * A proposal whose taxes the engine computed (issue 30; docs/decisions/073): taxes-research §5's
 * case C, one evaporator (NCM 8418.99.00 Ex 01) of R$ 10.000,00 sold from SP (Lucro Real) to a
 * buyer in BA who is not an ICMS contributor: IPI 3,25 % on top, ICMS 7 % on a base with the
 * IPI, DIFAL paid by the seller; invoiced on 15/12/2026. With `alternative`, the same line billed
 * from 01/01/2027 (PIS/COFINS out of the price, CBS and IBS on top; the CBS rate here is a test
 * figure, not the 2027 rate, which the rate tables leave for an editor to fill). Parsed by the
 * contracts' schema, so it stays the engine's shape.
 */

const figure = (fields: Omit<TaxFigure, 'baseReduction' | 'rateIds' | 'override'>): TaxFigure => ({
  baseReduction: null,
  rateIds: [],
  override: null,
  ...fields,
});

const KEY = 'EVAPORATOR:EVP-HP-345';

/** The figures of case C at 15/12/2026. */
const FIGURES_2026: TaxFigure[] = [
  figure({
    tax: 'IPI',
    base: 10_000,
    rate: 3.25,
    amount: 325,
    treatment: 'ADDED',
    rule: 'IPI_TIPI',
    ruleLabel: 'IPI pela TIPI (NCM 8418.99.00 Ex 01)',
    source: 'TIPI, Decreto 11.158/2022',
    verified: true,
  }),
  figure({
    tax: 'ICMS',
    base: 10_325,
    rate: 7,
    amount: 722.75,
    treatment: 'INCLUDED',
    rule: 'ICMS_INTERSTATE_7_IPI_IN_BASE',
    ruleLabel: 'ICMS interestadual 7 % (S/SE → N/NE/CO/ES), IPI na base',
    source: 'Res. Senado 22/1989; CF art. 155 §2 XI',
    verified: true,
  }),
  figure({
    tax: 'DIFAL',
    base: 10_325,
    rate: 13.5,
    amount: 1_393.88,
    treatment: 'PAID_BY_SELLER',
    rule: 'DIFAL_SINGLE_BASE',
    ruleLabel: 'DIFAL base única (BA 20,5 % − 7 %)',
    source: 'EC 87/2015; LC 190/2022',
    verified: false,
  }),
  figure({
    tax: 'PIS',
    base: 9_277.25,
    rate: 1.65,
    amount: 153.07,
    treatment: 'INCLUDED',
    rule: 'PIS_NON_CUMULATIVE',
    ruleLabel: 'PIS não cumulativo, sem o ICMS na base',
    source: 'Lei 10.637/2002; STF Tema 69',
    verified: true,
  }),
  figure({
    tax: 'COFINS',
    base: 9_277.25,
    rate: 7.6,
    amount: 705.07,
    treatment: 'INCLUDED',
    rule: 'COFINS_NON_CUMULATIVE',
    ruleLabel: 'COFINS não cumulativa, sem o ICMS na base',
    source: 'Lei 10.833/2003; STF Tema 69',
    verified: true,
  }),
  figure({
    tax: 'CBS',
    base: 8_419.11,
    rate: 0.9,
    amount: 75.77,
    treatment: 'INFORMATIVE',
    rule: 'CBS_2026_TEST',
    ruleLabel: 'CBS do ano de teste',
    source: 'LC 214/2025 art. 348',
    verified: false,
  }),
  figure({
    tax: 'IBS_STATE',
    base: 8_419.11,
    rate: 0.1,
    amount: 8.42,
    treatment: 'INFORMATIVE',
    rule: 'IBS_2026_TEST',
    ruleLabel: 'IBS do ano de teste',
    source: 'LC 214/2025 art. 343',
    verified: true,
  }),
];

/** The same line billed from 01/01/2027. */
const FIGURES_2027: TaxFigure[] = [
  figure({
    tax: 'IPI',
    base: 9_141.86,
    rate: 0,
    amount: 0,
    treatment: 'ADDED',
    rule: 'IPI_ZEROED_2027',
    ruleLabel: 'IPI zerado fora da lista da ZFM',
    source: 'LC 214/2025 art. 454',
    verified: false,
  }),
  figure({
    tax: 'ICMS',
    base: 9_141.86,
    rate: 7,
    amount: 639.93,
    treatment: 'INCLUDED',
    rule: 'ICMS_INTERSTATE_7_IPI_IN_BASE',
    ruleLabel: 'ICMS interestadual 7 % (S/SE → N/NE/CO/ES), IPI na base',
    source: 'Res. Senado 22/1989; CF art. 155 §2 XI',
    verified: true,
  }),
  figure({
    tax: 'DIFAL',
    base: 9_141.86,
    rate: 13.5,
    amount: 1_234.15,
    treatment: 'PAID_BY_SELLER',
    rule: 'DIFAL_SINGLE_BASE',
    ruleLabel: 'DIFAL base única (BA 20,5 % − 7 %)',
    source: 'EC 87/2015; LC 190/2022',
    verified: false,
  }),
  figure({
    tax: 'CBS',
    base: 8_501.93,
    rate: 8.7,
    amount: 739.67,
    treatment: 'ADDED',
    rule: 'CBS_STANDARD',
    ruleLabel: 'CBS, alíquota de referência (figura de teste)',
    source: 'LC 214/2025 art. 349',
    verified: false,
  }),
  figure({
    tax: 'IBS_STATE',
    base: 8_501.93,
    rate: 0.05,
    amount: 4.25,
    treatment: 'ADDED',
    rule: 'IBS_STATE_2027',
    ruleLabel: 'IBS estadual de 2027',
    source: 'LC 214/2025 art. 344',
    verified: true,
  }),
  figure({
    tax: 'IBS_MUNICIPAL',
    base: 8_501.93,
    rate: 0.05,
    amount: 4.25,
    treatment: 'ADDED',
    rule: 'IBS_MUNICIPAL_2027',
    ruleLabel: 'IBS municipal de 2027',
    source: 'LC 214/2025 art. 344',
    verified: true,
  }),
];

function line(net: number, figures: TaxFigure[], added: number): LineTaxes {
  return {
    key: KEY,
    gross: net,
    discount: 0,
    net,
    cfop: '6107',
    figures,
    added,
    total: net + added,
  };
}

const PRIMARY: TaxSummary = {
  invoiceDate: '2026-12-15',
  period: 'PIS_COFINS',
  lines: [line(10_000, FIGURES_2026, 325)],
  byTax: [],
  products: 10_000,
  added: 325,
  invoiceTotal: 10_325,
  difal: { amount: 1_393.88, payer: 'SELLER', method: 'SINGLE_BASE' },
  invoiceTotalInWords: 'dez mil, trezentos e vinte e cinco reais',
  warnings: [],
};

const ALTERNATIVE: TaxSummary = {
  invoiceDate: '2027-01-01',
  period: 'CBS_IBS',
  lines: [line(9_141.86, FIGURES_2027, 748.17)],
  byTax: [],
  products: 9_141.86,
  added: 748.17,
  invoiceTotal: 9_890.03,
  difal: { amount: 1_234.15, payer: 'SELLER', method: 'SINGLE_BASE' },
  invoiceTotalInWords: 'nove mil, oitocentos e noventa reais e três centavos',
  warnings: [],
};

export const TAX_CLAUSE =
  'Os preços consideram a legislação tributária vigente na data prevista de faturamento. Se a nota for emitida a partir de 01/01/2027, vale a segunda composição de preços (PIS/COFINS fora do preço, CBS e IBS acrescidos); alterações de alíquota ou de legislação posteriores a esta proposta serão repassadas ao preço.';

/** Case C's taxes; with `alternative`, both price compositions and the clause. */
export function caseCTaxes({ alternative = false } = {}): ProposalTaxes {
  return ProposalTaxesSchema.parse({
    seller: { state: 'SP', regime: 'LUCRO_REAL' },
    buyer: {
      state: 'BA',
      icmsContribution: 'NON_CONTRIBUTOR',
      goodsUse: 'OWN_USE',
      simplesNacional: false,
      freeTradeZone: false,
      publicBody: false,
    },
    primary: PRIMARY,
    alternative: alternative ? ALTERNATIVE : null,
    clause: alternative ? TAX_CLAUSE : null,
  });
}

/** The ten-room proposal priced as case C, its taxes computed. */
export function taxedDocument(taxes: ProposalTaxes = caseCTaxes()): ProposalDocument {
  const document = tenRoomDocument();
  const evaporator = equipment();
  const prices = [
    price(evaporator, { quantity: 1, unitPrice: 10_000, icms: 7, pisCofins: 9.25, ipi: 3.25 }),
  ];
  const totals = { total: 10_000, ipi: 325, totalWithIpi: 10_325 };
  if (!document.commercialConditions) throw new Error('the fixture has commercial conditions');
  return {
    ...document,
    proposal: { ...document.proposal, totals },
    commercialConditions: { ...document.commercialConditions, prices, totals, taxes },
  };
}
