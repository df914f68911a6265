import {
  COMMERCIAL_TEXT_FIELDS,
  type CommercialConditionsDto,
  type CommercialTemplateOptions,
  type EquipmentCharacteristicsDto,
  type PresentationDto,
  type ProposalDocument,
  type ProposalDto,
  type TemplateOption,
} from '@camara-fria/contracts';
import { SEED_TAX_RATES } from '@camara-fria/proposal';
import { createJsonResponse, stubFetch } from '../../../testing/fetch-stub.ts';

export const PROJECT_ID = 1;
export const PROPOSALS_PATH = `/v1/projects/${PROJECT_ID}/proposals`;
const STAMP = '2026-03-10T12:00:00.000Z';
export const NO_TOTALS = {
  total: 0,
  ipi: 0,
  totalWithIpi: 0,
  addedTaxes: 0,
  invoiceTotal: 0,
  invoiceTotalInWords: null,
  difal: null,
};

/** A buyer in Bahia, not an ICMS contributor, using the goods itself (ADR 072). */
export const BAHIA_NON_CONTRIBUTOR = {
  state: 'BA',
  icmsContribution: 'NON_CONTRIBUTOR',
  goodsUse: 'OWN_USE',
  simplesNacional: false,
  freeTradeZone: false,
  publicBody: false,
} as const;

/** The seeded rate rows as the API numbers them (ids = index + 1). */
const SEEDED_RATES = SEED_TAX_RATES.map(({ note: _note, ...row }, index) => ({
  id: index + 1,
  ...row,
}));

/** A price line's typed values: nothing typed over the computed rates. */
const NOT_TYPED = {
  icmsOverride: null,
  ipiOverride: null,
  overrideReason: null,
  conv5291: false,
} as const;

/** The demonstration catalogue as the API names it (docs/decisions/053). */
export const DEMO_CATALOGUE = {
  id: 1,
  key: 'demo-1.0.0-seed-1',
  label: 'Catálogo de demonstração',
  source: 'DEMONSTRATION' as const,
  isDemonstration: true,
  notice: 'Catálogo de demonstração (dados sintéticos) · versão demo-1.0.0-seed-1',
};

export function buildProposal(overrides: Partial<ProposalDto> = {}): ProposalDto {
  return {
    id: 7,
    projectId: PROJECT_ID,
    number: '2026-0042',
    revision: 0,
    code: '2026-0042-R0',
    status: 'DRAFT',
    project: { id: PROJECT_ID, name: 'Câmara de congelados' },
    client: {
      name: 'Frigorífico Boa Vista',
      phone: '11987654321',
      cnpj: '11222333000181',
      cpf: null,
      stateRegistration: null,
      fiscal: null,
      email: 'compras@boavista.com.br',
      address: null,
    },
    rooms: [
      {
        id: 11,
        name: 'Resfriados',
        calculationType: 1,
        systemName: 'Sistema A',
        length: 5,
        width: 4,
        height: 3,
        wallThickness: 100,
        floorThickness: 75,
        doorsArea: 2.4,
        doorsOpenTime: 6,
        staffAndEquipmentHeat: 1234.4,
        roomTemperature: 0,
        ambientTemperature: 32,
        storageCapacity: 5000,
        goodsType: 'Frango',
        dailyMovement: 1000,
        checkInTemperature: 10,
        processingTime: 24,
        safetyMargin: 10,
        operatingHours: 18,
        heatLoad: 8600,
      },
      {
        id: 12,
        name: 'Laticínios',
        calculationType: 2,
        systemName: 'Sistema A',
        length: 3,
        width: 3,
        height: 2.5,
        wallThickness: null,
        floorThickness: null,
        doorsArea: null,
        doorsOpenTime: null,
        staffAndEquipmentHeat: null,
        roomTemperature: 2,
        ambientTemperature: 32,
        storageCapacity: null,
        goodsType: null,
        dailyMovement: null,
        checkInTemperature: null,
        processingTime: null,
        safetyMargin: null,
        operatingHours: 20,
        heatLoad: 4300,
      },
    ],
    systems: [
      {
        id: 3,
        name: 'Sistema A',
        refrigerant: 'R404A',
        operationTemperature: -10,
        balanceEvaporatingTemperature: -10.14,
        rack: false,
        roomNames: ['Resfriados', 'Laticínios'],
        resultingDt: 6.24,
        resultingCapacity: 13250.4,
        requiredCapacity: 12900,
        isStale: false,
        rooms: [
          {
            roomId: 11,
            name: 'Resfriados',
            capacity: 8950.4,
            requiredCapacity: 8600,
            coveragePercent: 104.07,
            isCovered: true,
            uncoveredReason: null,
          },
          {
            roomId: 12,
            name: 'Laticínios',
            capacity: 4300,
            requiredCapacity: 4300,
            coveragePercent: 100,
            isCovered: true,
            uncoveredReason: null,
          },
        ],
        warnings: [],
      },
    ],
    equipments: [
      {
        key: 'EVAPORATOR:EVP-001',
        type: 'EVAPORATOR',
        specialEquipment: false,
        model: 'HP 3-45',
        line: 'HP',
        sku: { id: 1, sku: 'EVP-001' },
        count: 2,
        unitCapacity: 4300,
        commercialDescription: 'Evaporador de ar forçado',
        image: null,
        classification: { ncm: '84189900', ex: '01', origin: 0 },
        systemNames: ['Sistema A'],
        roomNames: ['Resfriados', 'Laticínios'],
      },
      {
        key: 'CONDENSING_UNIT:special:3:unit',
        type: 'CONDENSING_UNIT',
        specialEquipment: true,
        model: 'UC Especial 10',
        line: null,
        sku: null,
        count: 1,
        unitCapacity: 13000,
        commercialDescription: 'Unidade sob medida',
        image: null,
        classification: null,
        systemNames: ['Sistema A'],
        roomNames: [],
      },
    ],
    catalogues: [DEMO_CATALOGUE],
    totals: NO_TOTALS,
    issuedAt: null,
    issuedBy: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    revisions: [
      {
        id: 7,
        revision: 0,
        code: '2026-0042-R0',
        status: 'DRAFT',
        issuedAt: null,
        issuedBy: null,
        totals: NO_TOTALS,
      },
    ],
    version: 1,
    ...overrides,
  };
}

const meta = (version = 1) => ({ version, updatedAt: STAMP, readOnly: false });

export function buildTextSection(text: string, version = 1): PresentationDto {
  return { templateId: null, text, ...meta(version) };
}

export function buildCharacteristics(version = 1): EquipmentCharacteristicsDto {
  return {
    descriptions: [
      {
        id: 'EVAPORATOR:EVP-001',
        title: 'Evaporador HP 3-45 (SKU EVP-001) × 2',
        commercialDescription: 'Evaporador de ar forçado',
        complementaryDescription: '',
        specialEquipment: false,
      },
    ],
    additionalInformation: '',
    ...meta(version),
  };
}

export function buildCommercial(version = 1): CommercialConditionsDto {
  const texts = Object.fromEntries(
    COMMERCIAL_TEXT_FIELDS.map((field) => [field, { templateId: null, text: `Texto ${field}` }]),
  ) as Pick<CommercialConditionsDto, (typeof COMMERCIAL_TEXT_FIELDS)[number]>;
  return {
    prices: [
      {
        equipmentKey: 'EVAPORATOR:EVP-001',
        type: 'EVAPORATOR',
        model: 'HP 3-45',
        sku: 'EVP-001',
        specialEquipment: false,
        quantity: 2,
        unitPrice: null,
        ...NOT_TYPED,
        classification: { ncm: '84189900', ex: '01', origin: 0 },
        icms: null,
        pisCofins: null,
        ipi: null,
        lineTotal: null,
      },
      {
        equipmentKey: 'CONDENSING_UNIT:special:3:unit',
        type: 'CONDENSING_UNIT',
        model: 'UC Especial 10',
        sku: null,
        specialEquipment: true,
        quantity: 1,
        unitPrice: null,
        ...NOT_TYPED,
        classification: null,
        icms: null,
        pisCofins: null,
        ipi: null,
        lineTotal: null,
      },
    ],
    totals: NO_TOTALS,
    invoiceDate: null,
    validUntil: null,
    taxDates: { proposalDate: '2026-11-20', invoiceDate: '2026-12-20', validUntil: '2026-12-20' },
    taxes: null,
    taxesMissing: [],
    taxInputs: {
      seller: { state: 'SP', regime: 'LUCRO_REAL' },
      buyer: BAHIA_NON_CONTRIBUTOR,
      rates: SEEDED_RATES,
    },
    ...texts,
    ...meta(version),
  };
}

export function buildTemplate(overrides: Partial<TemplateOption>): TemplateOption {
  return {
    id: 100,
    kind: 'presentation',
    key: null,
    title: 'Modelo',
    text: 'Texto do modelo',
    isDefault: false,
    version: 1,
    ...overrides,
  };
}

export const presentationTemplates = [
  buildTemplate({ id: 101, title: 'Apresentação padrão', text: 'Somos fabricantes há 30 anos.' }),
  buildTemplate({ id: 102, title: 'Apresentação curta', text: 'Prezado cliente,' }),
];

export const commercialTemplates = Object.fromEntries(
  COMMERCIAL_TEXT_FIELDS.map((field, index) => [
    field,
    [
      buildTemplate({
        id: 200 + index,
        kind: field,
        title: `${field} padrão`,
        text: `Opção de ${field}`,
      }),
    ],
  ]),
) as CommercialTemplateOptions;

export function buildDocument(proposal: ProposalDto, isEditor: boolean): ProposalDocument {
  const { revisions: _revisions, ...rest } = proposal;
  const commercial = buildCommercial();
  return {
    proposal: rest,
    presentation: isEditor ? { templateId: null, text: 'Apresentação congelada' } : null,
    equipmentCharacteristics: {
      descriptions: buildCharacteristics().descriptions,
      additionalInformation: 'Informação congelada',
    },
    commercialConditions: isEditor
      ? {
          prices: commercial.prices.map((price) => ({
            ...price,
            unitPrice: 1000,
            lineTotal: (price.quantity ?? 0) * 1000,
          })),
          totals: { ...NO_TOTALS, total: 3000, totalWithIpi: 3000, invoiceTotal: 3000 },
          invoiceDate: null,
          validUntil: null,
          taxDates: null,
          taxes: null,
          taxesMissing: [],
          ...Object.fromEntries(COMMERCIAL_TEXT_FIELDS.map((field) => [field, commercial[field]])),
        }
      : null,
    generalConditions: isEditor ? { templateId: null, text: 'Termos congelados' } : null,
    responsible: isEditor ? { templateId: null, text: 'Responsáveis congelados' } : null,
  } as ProposalDocument;
}

type Route = Parameters<typeof stubFetch>[0][number];

/** The proposal API of one project; `routes` come first (override a default). */
export function stubProposalApi({
  isEditor = true,
  proposal = buildProposal(),
  routes = [],
}: { isEditor?: boolean; proposal?: ProposalDto; routes?: Route[] } = {}) {
  const base = `${PROPOSALS_PATH}/${proposal.id}`;
  return stubFetch([
    ...routes,
    {
      path: '/v1/me',
      respond: () =>
        createJsonResponse({
          subject: 's',
          username: 'maria',
          email: null,
          name: 'Maria',
          isEditor,
        }),
    },
    { path: `${PROPOSALS_PATH}/current`, respond: () => createJsonResponse(proposal) },
    { path: `${PROPOSALS_PATH}/links`, respond: () => createJsonResponse({ items: [] }) },
    { path: `${PROPOSALS_PATH}/decision`, respond: () => createJsonResponse({ decision: null }) },
    {
      path: `/v1/projects/${PROJECT_ID}/events`,
      respond: () => createJsonResponse({ items: [], nextCursor: null }),
    },
    { path: `${base}/messages`, respond: () => createJsonResponse({ items: [] }) },
    { path: `${base}/presentation`, respond: () => createJsonResponse(buildTextSection('Olá')) },
    {
      path: `${base}/equipment-characteristics`,
      respond: () => createJsonResponse(buildCharacteristics()),
    },
    { path: `${base}/commercial-conditions`, respond: () => createJsonResponse(buildCommercial()) },
    {
      path: `${base}/general-conditions`,
      respond: () => createJsonResponse(buildTextSection('Termos')),
    },
    { path: `${base}/responsible`, respond: () => createJsonResponse(buildTextSection('Equipe')) },
    {
      path: '/v1/proposals/templates/current/presentation',
      respond: () => createJsonResponse({ items: presentationTemplates }),
    },
    {
      path: '/v1/proposals/templates/current/equipment-selection',
      respond: () =>
        createJsonResponse({
          items: [
            buildTemplate({
              id: 301,
              kind: 'equipmentCharacteristic',
              key: 'EVAPORATOR',
              title: 'Evaporador padrão',
              text: 'Gabinete em alumínio.',
            }),
            buildTemplate({
              id: 302,
              kind: 'equipmentCharacteristic',
              key: 'CONDENSING_UNIT',
              title: 'Unidade padrão',
              text: 'Compressor scroll.',
            }),
          ],
        }),
    },
    {
      path: '/v1/proposals/templates/current/commercial-conditions',
      respond: () => createJsonResponse(commercialTemplates),
    },
    {
      path: '/v1/proposals/templates/current/general-conditions',
      respond: () => createJsonResponse({ items: [] }),
    },
    {
      path: '/v1/proposals/templates/current/responsible',
      respond: () => createJsonResponse({ items: [] }),
    },
  ]);
}

/** R0 (id 7) issued, read at ?revisao=7 while R1 (id 8) is the draft: only an issued revision is sent. */
export const ISSUED_R0 = buildProposal({
  status: 'ISSUED',
  issuedAt: '2026-03-12T15:00:00.000Z',
  issuedBy: { username: 'maria', name: 'Maria' },
});
export const DRAFT_R1 = buildProposal({
  id: 8,
  revision: 1,
  code: '2026-0042-R1',
  revisions: [
    { ...buildProposal().revisions[0]!, status: 'ISSUED', issuedAt: '2026-03-12T15:00:00.000Z' },
    {
      id: 8,
      revision: 1,
      code: '2026-0042-R1',
      status: 'DRAFT',
      issuedAt: null,
      issuedBy: null,
      totals: buildProposal().totals,
    },
  ],
});
