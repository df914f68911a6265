import {
  COMMERCIAL_TEXT_FIELDS,
  type CatalogVersionRef,
  type CommercialTextField,
  type PriceDto,
  type ProposalDocument,
  type ProposalEquipment,
  type ProposalRoom,
  type ProposalSystem,
  type ProposalSystemRoom,
  type TextBlock,
} from '@camara-fria/contracts';
import type { ReportContext } from '../src/index.ts';
import { DEMO_MAKER } from '../src/index.ts';

/** Texts typed into names to try to break or script a document. */
export const INJECTIONS = {
  script: '<script>alert(1)</script>',
  attribute: '"><img onerror>',
  markdown: '**não markdown**',
} as const;

export function room(index: number, overrides: Partial<ProposalRoom> = {}): ProposalRoom {
  const typed = index % 4 === 3;
  return {
    id: 100 + index,
    name: `Câmara ${index + 1} — Congelados`,
    calculationType: typed ? 2 : 1,
    systemName: `Sistema ${index < 5 ? 'A' : 'B'}`,
    length: 5 + index,
    width: 4,
    height: 3.5,
    wallThickness: typed ? null : 150,
    floorThickness: typed ? null : 100,
    doorsArea: typed ? null : 2.4,
    doorsOpenTime: typed ? null : 6.5,
    staffAndEquipmentHeat: typed ? null : 1234.4,
    roomTemperature: -20,
    ambientTemperature: 32,
    storageCapacity: typed ? null : 12000 + index * 1000,
    goodsType: typed ? null : 'Carne bovina, Frango',
    dailyMovement: typed ? null : 1500,
    checkInTemperature: typed ? null : 5,
    processingTime: typed ? null : 24,
    safetyMargin: typed ? null : 10,
    operatingHours: 18,
    heatLoad: 8914.4 + index * 1000,
    ...overrides,
  };
}

export function system(index: number, roomNames: string[]): ProposalSystem {
  return {
    id: 200 + index,
    name: `Sistema ${index === 0 ? 'A' : 'B'}`,
    refrigerant: 'R-404A',
    operationTemperature: -28,
    balanceEvaporatingTemperature: index === 0 ? -28.4 : null,
    rack: false,
    roomNames,
    resultingDt: index === 0 ? 7.5 : null,
    resultingCapacity: index === 0 ? 61234 : null,
    isStale: false,
    warnings: [],
    requiredCapacity: 54572,
    rooms: roomNames.map((name, position) => systemRoom(index, name, position)),
  };
}

/**
 * A room of a system: in system A the first room covered, the others short (docs/decisions/061);
 * system B has no balance point.
 */
function systemRoom(index: number, name: string, position: number): ProposalSystemRoom {
  const isBalanced = index === 0;
  const isCovered = isBalanced ? position === 0 : null;
  return {
    roomId: 100 + position,
    name,
    capacity: isBalanced ? (isCovered ? 30_000 : 15_000) : null,
    requiredCapacity: 27_286,
    coveragePercent: isBalanced ? (isCovered ? 109.9 : 55) : null,
    isCovered,
    uncoveredReason:
      isCovered === false
        ? 'Recebe 15.000 de 27.286 kcal/h (55 %), abaixo do mínimo de 95 %: no DT resultante de 7,5 K os evaporadores desta câmara absorvem pouco.'
        : null,
  };
}

export function equipment(overrides: Partial<ProposalEquipment> = {}): ProposalEquipment {
  return {
    key: 'EVAPORATOR:EVP-HP-345',
    type: 'EVAPORATOR',
    specialEquipment: false,
    model: 'HP 3-45',
    line: 'HP',
    sku: { id: 1, sku: 'EVP-HP-345' },
    count: 10,
    unitCapacity: 5600,
    commercialDescription: 'Evaporador de ar forçado, degelo elétrico.',
    image: null,
    classification: { ncm: '84189900', ex: '01', origin: 0 },
    systemNames: ['Sistema A', 'Sistema B'],
    roomNames: [],
    ...overrides,
  };
}

export function price(line: ProposalEquipment, overrides: Partial<PriceDto> = {}): PriceDto {
  const quantity = overrides.quantity === undefined ? line.count : overrides.quantity;
  const unitPrice = overrides.unitPrice === undefined ? 12500 : overrides.unitPrice;
  return {
    equipmentKey: line.key,
    type: line.type,
    model: line.model,
    sku: line.sku?.sku ?? null,
    specialEquipment: line.specialEquipment,
    quantity,
    unitPrice,
    icmsOverride: null,
    ipiOverride: null,
    overrideReason: null,
    conv5291: false,
    classification: null,
    icms: 18,
    pisCofins: 9.25,
    ipi: 5,
    lineTotal: quantity === null || unitPrice === null ? null : quantity * unitPrice,
    ...overrides,
  };
}

export const textBlock = (text: string): TextBlock => ({ templateId: null, text });

const COMMERCIAL_TEXTS: Record<CommercialTextField, string> = {
  pricingComposition: 'Preços em reais, com ICMS e PIS/COFINS **inclusos**; IPI à parte.',
  paymentConditions: '1. 30% no pedido\n2. 70% na entrega',
  warranty: 'Garantia de *12 meses* contra defeitos de fabricação.',
  installation: 'Instalação ~~inclusa~~ não inclusa.',
  deliveryTime: 'Prazo de entrega: 45 dias.',
  transportation: 'Frete FOB Campinas — SP.',
  creditRegistration: 'Sujeito à aprovação de cadastro.',
  proposalValidity: 'Proposta válida por 15 dias.',
};

/** The demonstration catalogue as the API names it (docs/decisions/053). */
export const DEMO_CATALOGUE: CatalogVersionRef = {
  id: 1,
  key: 'demo-1.0.0-seed-1',
  label: 'Catálogo de demonstração',
  source: 'DEMONSTRATION',
  isDemonstration: true,
  notice: 'Catálogo de demonstração (dados sintéticos) · versão demo-1.0.0-seed-1',
};

/** The ten-room proposal of the tests and the bench (editor's view: every section present). */
export function tenRoomDocument(): ProposalDocument {
  const rooms = Array.from({ length: 10 }, (_, index) => room(index));
  rooms[0] = room(0, { name: `Câmara ${INJECTIONS.script}` });
  rooms[1] = room(1, { name: `Antecâmara ${INJECTIONS.attribute}` });
  rooms[2] = room(2, { name: `Túnel ${INJECTIONS.markdown}` });
  const systems = [
    system(
      0,
      rooms.slice(0, 5).map((item) => item.name),
    ),
    system(
      1,
      rooms.slice(5).map((item) => item.name),
    ),
  ];
  const equipments = [
    equipment(),
    equipment({
      key: 'CONDENSING_UNIT:UC-SC-120',
      type: 'CONDENSING_UNIT',
      model: 'SC 120',
      line: 'SC',
      sku: { id: 2, sku: 'UC-SC-120' },
      count: 1,
      unitCapacity: 61234,
      commercialDescription: 'Unidade condensadora semi-hermética.',
    }),
    equipment({
      key: 'CONDENSING_UNIT:special:201:unit',
      type: 'CONDENSING_UNIT',
      specialEquipment: true,
      model: 'UC Especial 10',
      line: null,
      sku: null,
      count: 1,
      unitCapacity: null,
      commercialDescription: 'Unidade especial para baixa temperatura.',
    }),
  ];
  const [evaporator, unit, special] = equipments as [
    ProposalEquipment,
    ProposalEquipment,
    ProposalEquipment,
  ];
  const prices = [
    price(evaporator),
    price(unit, { unitPrice: 48000 }),
    price(special, { unitPrice: null }),
  ];
  const total = prices.reduce((sum, line) => sum + (line.lineTotal ?? 0), 0);
  const ipi = prices.reduce(
    (sum, line) => sum + Math.round((line.lineTotal ?? 0) * (line.ipi ?? 0)) / 100,
    0,
  );
  const totals = {
    total,
    ipi,
    totalWithIpi: total + ipi,
    addedTaxes: 0,
    invoiceTotal: total + ipi,
    invoiceTotalInWords: null,
    difal: null,
  };
  return {
    proposal: {
      id: 7,
      projectId: 1,
      number: '2026-0042',
      revision: 1,
      code: '2026-0042-R1',
      status: 'ISSUED',
      project: { id: 1, name: 'Entreposto Boa Vista' },
      client: {
        name: `Frigorífico ${INJECTIONS.script}`,
        phone: '11987654321',
        cnpj: '11222333000181',
        cpf: null,
        stateRegistration: null,
        fiscal: null,
        email: 'compras@boavista.com.br',
        address: {
          street: 'Av. das Nações',
          number: '1500',
          complement: 'Galpão 2',
          neighborhood: 'Distrito Industrial',
          city: 'São José do Rio Preto',
          state: 'SP',
          zipcode: '15085000',
          country: 'Brasil',
        },
      },
      rooms,
      systems,
      equipments,
      catalogues: [DEMO_CATALOGUE],
      totals,
      issuedAt: '2026-11-24T02:30:00.000Z',
      issuedBy: { username: 'maria', name: 'Maria Souza' },
      createdAt: '2026-11-20T12:00:00.000Z',
      updatedAt: '2026-11-24T02:30:00.000Z',
      version: 3,
    },
    presentation: textBlock(
      [
        '# Apresentação da proposta',
        '',
        'Prezados, apresentamos a proposta de **refrigeração** para o *entreposto*.',
        '',
        'Texto centralizado {.align-center}',
        '',
        'Texto em [fonte serifada]{.font-serif} e [grande]{.size-large}, com `código`.',
        '',
        '- Câmaras frigoríficas',
        '- Equipamentos de ~~baixa~~ alta eficiência',
        '',
        `Texto com marcação de outro tipo: ${INJECTIONS.script} e ${INJECTIONS.attribute}.`,
      ].join('\n'),
    ),
    equipmentCharacteristics: {
      descriptions: equipments.map((line) => ({
        id: line.key,
        title: `${line.model}${line.sku ? ` (SKU ${line.sku.sku})` : ''} × ${line.count}`,
        commercialDescription: line.commercialDescription,
        complementaryDescription: '**Gabinete** em aço inox.\n\n1. Motores EC\n2. Degelo elétrico',
        specialEquipment: line.specialEquipment,
      })),
      additionalInformation: 'Informações adicionais: _todas_ as câmaras com cortina de ar.',
    },
    commercialConditions: {
      prices,
      totals,
      invoiceDate: null,
      validUntil: null,
      taxDates: null,
      taxes: null,
      taxesMissing: [],
      ...(Object.fromEntries(
        COMMERCIAL_TEXT_FIELDS.map((field) => [field, textBlock(COMMERCIAL_TEXTS[field])]),
      ) as Record<CommercialTextField, TextBlock>),
    },
    generalConditions: textBlock(
      '## Termos gerais\n\nA garantia não cobre mau uso. Conservação e manutenção são do cliente.',
    ),
    responsible: textBlock('Maria Souza — Engenharia de aplicação\\\nJoão Lima — Comercial'),
  };
}

/** The same revision as a non-editor sees it: the editor-only sections are null. */
export function nonEditorDocument(): ProposalDocument {
  return {
    ...tenRoomDocument(),
    presentation: null,
    commercialConditions: null,
    generalConditions: null,
    responsible: null,
  };
}

export const CONTEXT: ReportContext = {
  maker: DEMO_MAKER,
  generatedAt: new Date('2026-11-24T02:30:00.000Z'),
  timeZone: 'America/Sao_Paulo',
};
