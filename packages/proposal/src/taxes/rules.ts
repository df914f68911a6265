/*
 * Every rule of the tax engine in one table (docs/decisions/069-brazilian-taxes.md;
 * docs/domain/taxes.md; ../shared/docs/taxes-research.md §2–§5 and its addendum): a stable id,
 * the short pt-BR name the tax table prints, and the law. A figure names the rule of its rate,
 * then the rules that shaped its base, joined by '+' ('ICMS_INTERSTATE_7+IPI_IN_ICMS_BASE').
 * `verified: false` marks a rule whose legal basis the research could not confirm; the figure
 * then says so (TaxFigure.verified).
 */

export interface TaxRule {
  /** The short pt-BR name: the tax table's "regra" column. */
  readonly label: string;
  /** The law, as an accountant cites it. */
  readonly source: string;
  /** How a warning about a typed rate names the computed one ('interestadual'). */
  readonly short: string;
  readonly verified: boolean;
}

export const TAX_RULES = {
  IPI_TIPI: {
    label: 'IPI pela TIPI, acrescido ao preço',
    source: 'RIPI (Decreto 7.212/2010) art. 190: base = valor da operação menos desconto',
    short: 'TIPI',
    verified: true,
  },
  IPI_NO_NCM: {
    label: 'IPI não calculado: produto sem NCM',
    source: 'TIPI: a alíquota depende do NCM e do Ex',
    short: 'sem NCM',
    verified: false,
  },
  ICMS_INTERNAL: {
    label: 'ICMS interno, no preço',
    source: 'LC 87/1996 art. 13 §1º I (ICMS por dentro)',
    short: 'interna',
    verified: true,
  },
  ICMS_INTERSTATE_7: {
    label: 'ICMS interestadual 7 % (S/SE → N/NE/CO/ES), no preço',
    source: 'Res. Senado 22/1989',
    short: 'interestadual',
    verified: true,
  },
  ICMS_INTERSTATE_12: {
    label: 'ICMS interestadual 12 %, no preço',
    source: 'Res. Senado 22/1989',
    short: 'interestadual',
    verified: true,
  },
  ICMS_INTERSTATE_4: {
    label: 'ICMS interestadual 4 % (importados), no preço',
    source: 'Res. Senado 13/2012',
    short: 'interestadual de importados',
    verified: true,
  },
  IPI_IN_ICMS_BASE: {
    label: 'IPI na base do ICMS (consumidor final)',
    source: 'CF art. 155 §2º XI; LC 87/1996 art. 13 §2º',
    short: 'IPI na base',
    verified: true,
  },
  CONV_52_91: {
    label: 'base reduzida (Conv. ICMS 52/91, Anexo I)',
    source: 'Convênio ICMS 52/91, redação do Conv. ICMS 01/00',
    short: 'Conv. 52/91',
    verified: false,
  },
  FCP: {
    label: 'FCP, adicional ao ICMS interno, no preço',
    source: 'ADCT art. 82 (fundos de combate à pobreza)',
    short: 'FCP',
    verified: true,
  },
  DIFAL_SINGLE_BASE: {
    label: 'DIFAL base única',
    source: 'EC 87/2015; LC 190/2022 (STF Tema 1.266)',
    short: 'DIFAL',
    verified: true,
  },
  DIFAL_DUAL_BASE: {
    label: 'DIFAL base dupla',
    source: 'EC 87/2015; LC 190/2022; LC 87/1996 art. 13 §1º I',
    short: 'DIFAL',
    verified: true,
  },
  FCP_DIFAL: {
    label: 'FCP do destino, com o DIFAL',
    source: 'EC 87/2015; ADCT art. 82',
    short: 'FCP',
    verified: true,
  },
  PIS_COFINS_NON_CUMULATIVE: {
    label: 'PIS/COFINS não cumulativo (Lucro Real), no preço',
    source: 'Leis 10.637/2002 e 10.833/2003; ICMS fora da base (STF RE 574.706)',
    short: 'não cumulativo',
    verified: true,
  },
  PIS_COFINS_CUMULATIVE: {
    label: 'PIS/COFINS cumulativo (Lucro Presumido), no preço',
    source: 'Lei 9.718/1998; ICMS fora da base (STF RE 574.706)',
    short: 'cumulativo',
    verified: true,
  },
  CBS_IBS_2026_TEST: {
    label: 'CBS/IBS 2026, ano de teste: informativo, não somado',
    source:
      'LC 214/2025 arts. 343 e 348; base sem ICMS, PIS e COFINS (exclusão do ICMS não verificada na lei)',
    short: 'teste 2026',
    verified: false,
  },
  CBS_IBS_ON_TOP: {
    label: 'CBS/IBS acrescidos ao preço sem PIS/COFINS (a partir de 2027)',
    source:
      'EC 132/2023; LC 214/2025 art. 344; base sem ICMS (exclusão do ICMS não verificada na lei)',
    short: 'a partir de 2027',
    verified: false,
  },
} as const satisfies Record<string, TaxRule>;

export type TaxRuleId = keyof typeof TAX_RULES;
