import type { StateCode, TaxRateRow } from '@camara-fria/contracts';

/*
 * The rate tables as first seeded (issue 30): every figure of ../shared/docs/taxes-research.md
 * with its source and dates, as a row an editor may then change on "Tabelas fiscais" (the
 * database keeps every change: docs/decisions/069). `verified: false` marks what the research
 * could not confirm ("What I could not verify"). Rates in %, dates AAAA-MM-DD, validTo included.
 */

export type SeedTaxRate = Omit<TaxRateRow, 'id'> & { readonly note: string | null };

const TIPI =
  'TIPI, Decreto 11.158/2022 (cópias de terceiros concordantes; texto oficial não aberto)';
const TIPI_FROM = '2022-08-01';
const REFORM_IPI =
  'EC 132/2023 (ADCT art. 126) e LC 214/2025 art. 454: IPI zerado a partir de 2027, salvo produtos da lista da ZFM';

/** TIPI rows (NCM:Ex → %) in force since 01/08/2022, and how each reads from 2027. */
const IPI_ROWS: readonly { key: string; rate: number; name: string }[] = [
  { key: '84186940', rate: 0, name: 'Grupos frigoríficos ≤ 30.000 frigorias/h' },
  { key: '84186940:01', rate: 13, name: 'Grupos frigoríficos para ar-condicionado' },
  { key: '84186999', rate: 9.75, name: 'Outros grupos frigoríficos' },
  { key: '84186999:02', rate: 3.25, name: 'Grupos de compressão, exceto ar-condicionado' },
  { key: '84186999:04', rate: 0, name: 'Instalação industrial, câmara frigorífica > 30 m³' },
  { key: '84189900', rate: 9.75, name: 'Outras partes de refrigeração' },
  { key: '84189900:01', rate: 3.25, name: 'Condensador e evaporador frigoríficos' },
  { key: '84143011', rate: 3.25, name: 'Motocompressor hermético < 4.700 frig/h' },
  { key: '84143091', rate: 3.25, name: 'Outros compressores ≤ 16.000 frig/h' },
  { key: '84143019', rate: 0, name: 'Motocompressores herméticos maiores' },
  { key: '84143099', rate: 0, name: 'Outros compressores maiores' },
];

/** Below 6,5 % on 31/12/2023 the rate is zeroed in 2027 (art. 454); at or above it may stay. */
const ZFM_THRESHOLD = 6.5;

const ipi: SeedTaxRate[] = IPI_ROWS.flatMap(({ key, rate, name }) => [
  {
    kind: 'IPI',
    key,
    rate,
    method: null,
    validFrom: TIPI_FROM,
    validTo: '2026-12-31',
    source: TIPI,
    note: name,
    verified: true,
  },
  {
    kind: 'IPI',
    key,
    rate: rate < ZFM_THRESHOLD ? 0 : rate,
    method: null,
    validFrom: '2027-01-01',
    validTo: null,
    source: REFORM_IPI,
    note:
      rate < ZFM_THRESHOLD
        ? `${name}: alíquota abaixo de 6,5 % em 31/12/2023, zerada (art. 454)`
        : `${name}: mantida até a publicação da lista da ZFM (art. 454 §3), não verificada`,
    verified: false,
  },
]);

/** Internal (modal) ICMS by UF: taxes-research §2a, as of early 2025. */
const ICMS_INTERNAL: readonly {
  uf: StateCode;
  rate: number;
  from: string;
  law: string;
  verified?: false;
  note?: string;
}[] = [
  { uf: 'AC', rate: 19, from: '2023-04-01', law: 'LC 422/2022 (AC)' },
  { uf: 'AL', rate: 19, from: '2023-04-01', law: 'Lei 8.779/2022 (AL)' },
  { uf: 'AM', rate: 20, from: '2023-03-28', law: 'LC 242/2022 (AM)' },
  { uf: 'AP', rate: 18, from: '2000-01-01', law: 'RICMS/AP' },
  { uf: 'BA', rate: 20.5, from: '2024-02-07', law: 'Lei 14.629/2023 (BA)' },
  { uf: 'CE', rate: 20, from: '2024-01-01', law: 'Lei 18.305/2023 (CE)' },
  { uf: 'DF', rate: 20, from: '2024-01-21', law: 'Lei 7.326/2023 (DF)' },
  { uf: 'ES', rate: 17, from: '2000-01-01', law: 'RICMS/ES' },
  { uf: 'GO', rate: 19, from: '2024-04-01', law: 'Lei 22.460/2023 (GO)' },
  { uf: 'MA', rate: 23, from: '2025-02-23', law: 'Lei 12.426/2024 (MA)' },
  { uf: 'MT', rate: 17, from: '2000-01-01', law: 'RICMS/MT' },
  { uf: 'MS', rate: 17, from: '2000-01-01', law: 'RICMS/MS' },
  { uf: 'MG', rate: 18, from: '2000-01-01', law: 'RICMS/MG' },
  { uf: 'PA', rate: 19, from: '2023-03-16', law: 'Lei 9.755/2022 (PA)' },
  { uf: 'PB', rate: 20, from: '2024-01-01', law: 'Lei 12.788/2023 (PB)' },
  {
    uf: 'PR',
    rate: 19.5,
    from: '2024-03-01',
    law: 'Lei 21.850/2023 (PR)',
    verified: false,
    note: 'dia exato de início em 03/2024 não confirmado',
  },
  {
    uf: 'PE',
    rate: 20.5,
    from: '2024-01-01',
    law: 'lei estadual de 2023 (PE)',
    verified: false,
    note: 'número da lei não confirmado',
  },
  { uf: 'PI', rate: 22.5, from: '2025-04-01', law: 'Lei 8.558/2024 (PI)' },
  { uf: 'RJ', rate: 20, from: '2024-03-20', law: 'Lei 10.253/2023 (RJ)' },
  { uf: 'RN', rate: 20, from: '2025-03-20', law: 'Lei 11.999/2024 (RN)' },
  { uf: 'RO', rate: 19.5, from: '2024-01-01', law: 'Lei 5.629/2023 (RO)' },
  { uf: 'RR', rate: 20, from: '2023-03-30', law: 'Lei 1.767/2022 (RR)' },
  { uf: 'RS', rate: 17, from: '2000-01-01', law: 'RICMS/RS' },
  { uf: 'SC', rate: 17, from: '2000-01-01', law: 'RICMS/SC' },
  { uf: 'SP', rate: 18, from: '2000-01-01', law: 'RICMS/SP' },
  { uf: 'SE', rate: 19, from: '2000-01-01', law: 'RICMS/SE' },
  {
    uf: 'TO',
    rate: 20,
    from: '2024-01-01',
    law: 'lei estadual (TO)',
    verified: false,
    note: 'início em 2023 ou 2024: as fontes divergem',
  },
];

/** ICMS rows stop at 31/12/2028: from 2029 the rates fall to 90/80/70/60 % (LC 87 art. 31-A). */
const ICMS_UNTIL = '2028-12-31';
const ICMS_SOURCES =
  'taxes-research §2a: jtaxmind.com (01/2025), gesif.com.br, advprev.com.br; mudanças de 2026 não verificadas';

const icmsInternal: SeedTaxRate[] = ICMS_INTERNAL.map((row) => ({
  kind: 'ICMS_INTERNAL',
  key: row.uf,
  rate: row.rate,
  method: null,
  validFrom: row.from,
  validTo: ICMS_UNTIL,
  source: `${row.law}; ${ICMS_SOURCES}`,
  note: row.note ?? null,
  verified: row.verified ?? true,
}));

const fcp: SeedTaxRate[] = (
  [
    ['AL', 1, 'FECOEP (AL)', '2023-04-01'],
    ['RJ', 2, 'FECP (RJ)', '2024-03-20'],
    ['SE', 1, 'FECOEP (SE)', '2000-01-01'],
  ] as const
).map(([uf, rate, fund, from]) => ({
  kind: 'FCP',
  key: uf,
  rate,
  method: null,
  validFrom: from,
  validTo: ICMS_UNTIL,
  source: `${fund}; taxes-research §2a`,
  note: 'adicional à alíquota interna',
  verified: true,
}));

const interstate: SeedTaxRate[] = [
  {
    kind: 'ICMS_INTERSTATE',
    key: 'S_SE_TO_N_NE_CO_ES',
    rate: 7,
    method: null,
    validFrom: '1989-06-01',
    validTo: ICMS_UNTIL,
    source: 'Resolução do Senado 22/1989',
    note: 'Sul e Sudeste (exceto ES) para Norte, Nordeste, Centro-Oeste e ES',
    verified: true,
  },
  {
    kind: 'ICMS_INTERSTATE',
    key: 'OTHER',
    rate: 12,
    method: null,
    validFrom: '1989-06-01',
    validTo: ICMS_UNTIL,
    source: 'Resolução do Senado 22/1989',
    note: 'demais operações interestaduais',
    verified: true,
  },
  {
    kind: 'ICMS_INTERSTATE',
    key: 'IMPORTED',
    rate: 4,
    method: null,
    validFrom: '2013-01-01',
    validTo: ICMS_UNTIL,
    source: 'Resolução do Senado 13/2012',
    note: 'importados, ou nacionais com conteúdo de importação acima de 40 % (origens 1, 2, 3 e 8)',
    verified: true,
  },
];

const STATES: readonly StateCode[] = ICMS_INTERNAL.map((row) => row.uf);

const difalMethod: SeedTaxRate[] = STATES.map((uf) => ({
  kind: 'DIFAL_METHOD',
  key: uf,
  rate: null,
  method: 'SINGLE_BASE',
  validFrom: '2022-04-04',
  validTo: ICMS_UNTIL,
  source: 'EC 87/2015; LC 190/2022 (STF Tema 1.266)',
  note: 'método do estado (base única ou dupla) não verificado: confirme na lei estadual',
  verified: false,
}));

const CONV_52_91 = 'Convênio ICMS 52/91, cláusulas pela redação do Conv. ICMS 01/00';
const conv5291: SeedTaxRate[] = [
  ['INTERSTATE_7', 5.14, 'interestadual S/SE (exceto ES) para N/NE/CO/ES'],
  ['INTERSTATE_12', 8.8, 'demais interestaduais'],
  ['INTERNAL', 8.8, 'internas e interestaduais a não contribuinte'],
].map(([key, rate, name]) => ({
  kind: 'CONV_52_91_LOAD' as const,
  key: key as string,
  rate: rate as number,
  method: null,
  validFrom: '2000-08-01',
  validTo: null,
  source: CONV_52_91,
  note: `${name as string}: Anexo I (máquinas industriais); prorrogação após 30/04/2026 não verificada`,
  verified: false,
}));
conv5291.push(
  ...(
    [
      ['SP:INTERSTATE_7', 5.5],
      ['SP:INTERSTATE_12', 9.5],
    ] as const
  ).map(([key, rate]) => ({
    kind: 'CONV_52_91_LOAD' as const,
    key,
    rate,
    method: null,
    validFrom: '2021-01-15',
    validTo: null,
    source: 'Decreto 65.254/2020 (SP)',
    note: 'carga própria de SP; vigência atual não confirmada',
    verified: false,
  })),
);

const PIS_COFINS_END = '2026-12-31';
const PIS_COFINS_END_NOTE = 'extintos em 31/12/2026 (LC 214/2025)';
const pisCofins: SeedTaxRate[] = [
  ['PIS', 'LUCRO_REAL', 1.65, '2002-12-01', 'Lei 10.637/2002'],
  ['PIS', 'LUCRO_PRESUMIDO', 0.65, '1999-02-01', 'Lei 9.718/1998'],
  ['COFINS', 'LUCRO_REAL', 7.6, '2004-02-01', 'Lei 10.833/2003'],
  ['COFINS', 'LUCRO_PRESUMIDO', 3, '1999-02-01', 'Lei 9.718/1998'],
].map(([kind, key, rate, from, law]) => ({
  kind: kind as 'PIS' | 'COFINS',
  key: key as string,
  rate: rate as number,
  method: null,
  validFrom: from as string,
  validTo: PIS_COFINS_END,
  source: law as string,
  note: PIS_COFINS_END_NOTE,
  verified: true,
}));

const reform = (
  kind: 'CBS' | 'IBS_STATE' | 'IBS_MUNICIPAL',
  rate: number | null,
  validFrom: string,
  validTo: string,
  source: string,
  note: string,
  verified: boolean,
): SeedTaxRate => ({
  kind,
  key: 'STANDARD',
  rate,
  method: null,
  validFrom,
  validTo,
  source,
  note,
  verified,
});

const cbsIbs: SeedTaxRate[] = [
  reform(
    'CBS',
    0.9,
    '2026-01-01',
    '2026-12-31',
    'LC 214/2025 (ano de teste)',
    'informativa em 2026: compensável e dispensada a quem cumpre as obrigações acessórias (art. 348)',
    false,
  ),
  reform(
    'CBS',
    null,
    '2027-01-01',
    '2028-12-31',
    'LC 214/2025 art. 349: alíquota de referência fixada pelo Senado (TCU até 15/09)',
    'a preencher: alíquota de referência − 0,1 p.p., com a fonte',
    false,
  ),
  reform(
    'IBS_STATE',
    0.1,
    '2026-01-01',
    '2026-12-31',
    'LC 214/2025 art. 343',
    'informativo em 2026',
    true,
  ),
  reform(
    'IBS_STATE',
    0.05,
    '2027-01-01',
    '2028-12-31',
    'LC 214/2025 art. 344',
    'parcela estadual',
    true,
  ),
  reform(
    'IBS_MUNICIPAL',
    0,
    '2026-01-01',
    '2026-12-31',
    'LC 214/2025 art. 343',
    'em 2026 todo o IBS é estadual',
    true,
  ),
  reform(
    'IBS_MUNICIPAL',
    0.05,
    '2027-01-01',
    '2028-12-31',
    'LC 214/2025 art. 344',
    'parcela municipal',
    true,
  ),
];

/** Every seeded row, in the order "Tabelas fiscais" lists the tables. */
export const SEED_TAX_RATES: readonly SeedTaxRate[] = [
  ...ipi,
  ...icmsInternal,
  ...fcp,
  ...interstate,
  ...difalMethod,
  ...conv5291,
  ...pisCofins,
  ...cbsIbs,
];
