import type { ProposalDocument } from '@camara-fria/contracts';
import { describe, expect, it } from 'vitest';
import { compareProposalDocuments } from './compare.ts';
import {
  buildEquipment,
  buildProposalDocument,
  buildSelectionSource,
} from './testing/document-builders.ts';
import {
  buildComputedRoomDto,
  buildSystemRoom,
  buildTypedRoomDto,
} from './testing/room-builders.ts';
import {
  buildBalancedResult,
  buildCatalogEvaporator,
  buildCatalogUnit,
  buildConfiguration,
  buildSpecialEvaporator,
  buildSystem,
} from './testing/system-builders.ts';
import { buildProposalSelection } from './selection/selection.ts';

const NBSP = '\u00a0';

function buildSelection() {
  const computed = buildComputedRoomDto(1, 'Câmara 1');
  const typed = buildTypedRoomDto(2, 'Câmara 2', 12_000);
  const system = buildSystem(10, 'Sistema 1', {
    configurations: [
      buildConfiguration(
        buildSystemRoom(1, 'Câmara 1'),
        buildCatalogEvaporator('EVP-A', { count: 2 }),
      ),
      buildConfiguration(buildSystemRoom(2, 'Câmara 2'), buildSpecialEvaporator('Inox.')),
    ],
    condensingUnit: buildCatalogUnit('CU-1'),
    resultingDt: 5.8,
    resultingCapacity: 21_000,
    result: buildBalancedResult(5.8, 21_000),
  });
  return buildProposalSelection(buildSelectionSource([computed, typed], [system]));
}

const PRICES = [
  {
    equipmentKey: 'EVAPORATOR:EVP-A',
    quantity: 2,
    unitPrice: 4000,
    icmsOverride: 12,
    ipiOverride: 5,
    overrideReason: 'Pedido do cliente',
  },
  {
    equipmentKey: 'CONDENSING_UNIT:CU-1',
    quantity: 1,
    unitPrice: 1000,
    icmsOverride: 12,
    ipiOverride: 0,
    overrideReason: 'Pedido do cliente',
  },
];

const before = buildProposalDocument(buildSelection(), PRICES);
const copy = (): ProposalDocument => structuredClone(before);
const areaOf = (changes: ReturnType<typeof compareProposalDocuments>, area: string) =>
  changes.filter((change) => change.area === area);

describe('compareProposalDocuments', () => {
  it('finds nothing between identical documents', () => {
    expect(compareProposalDocuments(before, copy())).toEqual([]);
  });

  it('tells equipment counts changed, lines added and removed', () => {
    const after = copy();
    const [evaporator, , unit] = after.proposal.equipments;
    if (!evaporator || !unit) throw new Error('fixture');
    after.proposal.equipments = [
      { ...evaporator, count: 3 },
      unit,
      buildEquipment('CD-9', { type: 'CONDENSER', model: 'CR 40', count: 2 }),
    ];
    expect(areaOf(compareProposalDocuments(before, after), 'EQUIPMENT')).toEqual([
      {
        area: 'EQUIPMENT',
        label: 'Quantidade — Evaporador HP 3-45 (SKU EVP-A)',
        before: '2 un.',
        after: '3 un.',
      },
      {
        area: 'EQUIPMENT',
        label: 'Equipamento incluído',
        before: null,
        after: 'Condensador remoto CR 40 (SKU CD-9) — 2 un.',
      },
      {
        area: 'EQUIPMENT',
        label: 'Equipamento removido',
        before: 'Evaporador EVP-ESPECIAL-1 (especial) — 1 un.',
        after: null,
      },
    ]);
  });

  it('tells price fields and totals changed, in R$ and %', () => {
    const after = buildProposalDocument(buildSelection(), [
      PRICES[0] ?? { equipmentKey: '' },
      { ...PRICES[1], equipmentKey: 'CONDENSING_UNIT:CU-1', unitPrice: 1250.5, ipiOverride: 2 },
    ]);
    expect(areaOf(compareProposalDocuments(before, after), 'PRICES')).toEqual([
      {
        area: 'PRICES',
        label: 'Preço unitário — Unidade condensadora US 12 (SKU CU-1)',
        before: `R$${NBSP}1.000,00`,
        after: `R$${NBSP}1.250,50`,
      },
      {
        area: 'PRICES',
        label: 'IPI — Unidade condensadora US 12 (SKU CU-1)',
        before: '0%',
        after: '2%',
      },
      {
        area: 'PRICES',
        label: 'Total dos produtos',
        before: `R$${NBSP}9.000,00`,
        after: `R$${NBSP}9.250,50`,
      },
      {
        area: 'PRICES',
        label: 'Valor do IPI',
        before: `R$${NBSP}400,00`,
        after: `R$${NBSP}425,01`,
      },
      {
        area: 'PRICES',
        label: 'Total da nota',
        before: `R$${NBSP}9.400,00`,
        after: `R$${NBSP}9.675,51`,
      },
    ]);
  });

  it('tells each changed text with its Markdown before and after', () => {
    const after = copy();
    after.presentation = { templateId: null, text: 'Prezados, segue a **revisão**.' };
    after.commercialConditions = {
      ...before.commercialConditions!,
      warranty: { templateId: 3, text: '- 12 meses\n- peças' },
    };
    after.equipmentCharacteristics.descriptions[0]!.complementaryDescription = '*Aço inox*';
    after.equipmentCharacteristics.additionalInformation = 'Frete FOB.';
    expect(areaOf(compareProposalDocuments(before, after), 'TEXTS')).toEqual([
      {
        area: 'TEXTS',
        label: 'APRESENTAÇÃO',
        before: 'Prezados, apresentamos nossa proposta.',
        after: 'Prezados, segue a **revisão**.',
      },
      {
        area: 'TEXTS',
        label: 'CARACTERÍSTICAS DOS EQUIPAMENTOS — Evaporador HP 3-45 — SKU EVP-A (2 un.)',
        before: 'Gabinete em aço.',
        after: '*Aço inox*',
      },
      {
        area: 'TEXTS',
        label: 'CARACTERÍSTICAS DOS EQUIPAMENTOS — Informações adicionais',
        before: '',
        after: 'Frete FOB.',
      },
      {
        area: 'TEXTS',
        label: 'CONDIÇÕES COMERCIAIS — Garantia',
        before: 'Texto de warranty.',
        after: '- 12 meses\n- peças',
      },
    ]);
  });

  it('skips the editor sections null on either side', () => {
    const after = copy();
    after.presentation = { templateId: null, text: 'Outro texto.' };
    after.generalConditions = { templateId: null, text: 'Outras condições.' };
    after.commercialConditions!.prices[0]!.unitPrice = 1;
    const hidden = {
      ...before,
      presentation: null,
      generalConditions: null,
      commercialConditions: null,
    };
    expect(compareProposalDocuments(hidden, after)).toEqual([]);
    expect(compareProposalDocuments(after, hidden)).toEqual([]);
  });

  it('tells room heat load, temperature and dimensions changed, rooms added and removed', () => {
    const after = copy();
    const [first, second] = after.proposal.rooms;
    if (!first || !second) throw new Error('fixture');
    after.proposal.rooms = [
      { ...first, heatLoad: 8100.4, roomTemperature: -18, length: 12.5 },
      { ...second, id: 7, name: 'Câmara 7' },
    ];
    expect(areaOf(compareProposalDocuments(before, after), 'ROOMS')).toEqual([
      {
        area: 'ROOMS',
        label: 'Dimensão interna — Câmara 1',
        before: '10 × 8 × 6 m',
        after: '12,5 × 8 × 6 m',
      },
      {
        area: 'ROOMS',
        label: 'Temperatura da câmara — Câmara 1',
        before: '-20 °C',
        after: '-18 °C',
      },
      {
        area: 'ROOMS',
        label: 'Carga térmica — Câmara 1',
        before: '7.567 kcal/h',
        after: '8.100 kcal/h',
      },
      { area: 'ROOMS', label: 'Câmara incluída', before: null, after: 'Câmara 7 — 12.000 kcal/h' },
      { area: 'ROOMS', label: 'Câmara removida', before: 'Câmara 2 — 12.000 kcal/h', after: null },
    ]);
  });

  it('ignores a difference that does not show', () => {
    const after = copy();
    after.proposal.rooms[0]!.heatLoad = 7566.6000001;
    expect(compareProposalDocuments(before, after)).toEqual([]);
  });

  it('tells the resulting DT and capacity changed, and systems added', () => {
    const after = copy();
    const [system] = after.proposal.systems;
    if (!system) throw new Error('fixture');
    after.proposal.systems = [
      { ...system, resultingDt: 6.2, resultingCapacity: null },
      { ...system, id: 11, name: 'Sistema 2' },
    ];
    expect(areaOf(compareProposalDocuments(before, after), 'SYSTEMS')).toEqual([
      { area: 'SYSTEMS', label: 'DT resultante — Sistema 1', before: '5,8 K', after: '6,2 K' },
      {
        area: 'SYSTEMS',
        label: 'Capacidade resultante — Sistema 1',
        before: '21.000 kcal/h',
        after: '—',
      },
      { area: 'SYSTEMS', label: 'Sistema incluído', before: null, after: 'Sistema 2' },
    ]);
  });
});
