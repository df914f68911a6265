import {
  COMMERCIAL_TEXT_FIELDS,
  COMMERCIAL_TEXT_LABELS,
  PROPOSAL_EQUIPMENT_TYPE_LABELS,
  PROPOSAL_SECTION_TITLES,
  type PriceDto,
  type ProposalChange,
  type ProposalDocument,
  type ProposalEquipment,
  type ProposalRoom,
  type ProposalSystem,
  type ProposalTotals,
} from '@camara-fria/contracts';

/*
 * What changed between two revisions of a proposal, in Portuguese, with pt-BR values. Numbers are
 * compared as displayed (a difference the reader cannot see is not a change); texts are compared
 * as stored Markdown and shown whole. An empty value shows "—"; null before/after means the item
 * does not exist on that side. Editor-only sections null on either side (a non-editor's view) are
 * skipped. Order: EQUIPMENT, PRICES, TEXTS, ROOMS, SYSTEMS; inside each, the `after` order, then
 * what was removed.
 */

type Change = ProposalChange;
type Area = Change['area'];

const EMPTY = '—';
const CURRENCY = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const PERCENT = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 2 });

function formatNumber(value: number, maximumFractionDigits: number): string {
  return value.toLocaleString('pt-BR', { maximumFractionDigits });
}

const formatMoney = (value: number | null) => (value === null ? EMPTY : CURRENCY.format(value));
const formatRate = (value: number | null) => (value === null ? EMPTY : PERCENT.format(value / 100));
const formatCount = (value: number | null) =>
  value === null ? EMPTY : `${formatNumber(value, 0)} un.`;
const formatKcalh = (value: number | null) =>
  value === null ? EMPTY : `${formatNumber(value, 0)} kcal/h`;
const formatCelsius = (value: number | null) =>
  value === null ? EMPTY : `${formatNumber(value, 1)} °C`;
const formatKelvin = (value: number | null) =>
  value === null ? EMPTY : `${formatNumber(value, 1)} K`;
const formatDimensions = (room: ProposalRoom) =>
  `${[room.length, room.width, room.height].map((side) => formatNumber(side, 2)).join(' × ')} m`;

/** "Evaporador HP 3-45 (SKU EVP-A)"; a special line "(especial)". */
function nameEquipment(
  line: Pick<ProposalEquipment, 'type' | 'model' | 'specialEquipment'> & {
    readonly sku: string | null;
  },
): string {
  const identity = line.sku ? `SKU ${line.sku}` : line.specialEquipment ? 'especial' : null;
  const label = `${PROPOSAL_EQUIPMENT_TYPE_LABELS[line.type]} ${line.model}`;
  return identity ? `${label} (${identity})` : label;
}
const nameEquipmentLine = (line: ProposalEquipment) =>
  nameEquipment({ ...line, sku: line.sku?.sku ?? null });

/** Pushes a change when the displayed values differ. */
function addChange(changes: Change[], area: Area, label: string, before: string, after: string) {
  if (before !== after) changes.push({ area, label, before, after });
}

/**
 * Pairs items of both sides by id: `compare` for those on both sides, `describe` for those on one
 * side only (added, in the `after` order, then removed).
 */
function compareById<T>(
  before: readonly T[],
  after: readonly T[],
  idOf: (item: T) => string | number,
  compare: (previous: T, next: T) => void,
  describe: (item: T, side: 'added' | 'removed') => void,
): void {
  const previousById = new Map(before.map((item) => [idOf(item), item]));
  const nextIds = new Set(after.map(idOf));
  for (const next of after) {
    const previous = previousById.get(idOf(next));
    if (previous === undefined) describe(next, 'added');
    else compare(previous, next);
  }
  for (const previous of before) if (!nextIds.has(idOf(previous))) describe(previous, 'removed');
}

function compareEquipment(before: ProposalDocument, after: ProposalDocument, changes: Change[]) {
  compareById(
    before.proposal.equipments,
    after.proposal.equipments,
    (line) => line.key,
    (previous, next) =>
      addChange(
        changes,
        'EQUIPMENT',
        `Quantidade — ${nameEquipmentLine(next)}`,
        formatCount(previous.count),
        formatCount(next.count),
      ),
    (line, side) => {
      const value = `${nameEquipmentLine(line)} — ${formatCount(line.count)}`;
      changes.push({
        area: 'EQUIPMENT',
        label: side === 'added' ? 'Equipamento incluído' : 'Equipamento removido',
        before: side === 'added' ? null : value,
        after: side === 'added' ? value : null,
      });
    },
  );
}

const PRICE_FIELDS = [
  { field: 'quantity', label: 'Quantidade', format: formatCount },
  { field: 'unitPrice', label: 'Preço unitário', format: formatMoney },
  { field: 'icms', label: 'ICMS', format: formatRate },
  { field: 'pisCofins', label: 'PIS/COFINS', format: formatRate },
  { field: 'ipi', label: 'IPI', format: formatRate },
] as const satisfies readonly {
  field: keyof PriceDto;
  label: string;
  format: (value: number | null) => string;
}[];

const TOTAL_FIELDS = [
  { field: 'total', label: 'Valor total' },
  { field: 'ipi', label: 'Valor do IPI' },
  { field: 'totalWithIpi', label: 'Valor total com IPI' },
] as const satisfies readonly { field: keyof ProposalTotals; label: string }[];

/** Price lines of equipment on both sides (an added or removed line is an EQUIPMENT change). */
function comparePrices(before: ProposalDocument, after: ProposalDocument, changes: Change[]) {
  const previous = before.commercialConditions;
  const next = after.commercialConditions;
  if (!previous || !next) return;
  const previousByKey = new Map(previous.prices.map((line) => [line.equipmentKey, line]));
  for (const line of next.prices) {
    const old = previousByKey.get(line.equipmentKey);
    if (!old) continue;
    for (const { field, label, format } of PRICE_FIELDS) {
      const name = `${label} — ${nameEquipment(line)}`;
      addChange(changes, 'PRICES', name, format(old[field]), format(line[field]));
    }
  }
  for (const { field, label } of TOTAL_FIELDS) {
    addChange(
      changes,
      'PRICES',
      label,
      formatMoney(previous.totals[field]),
      formatMoney(next.totals[field]),
    );
  }
}

function addTextChange(changes: Change[], label: string, before: string, after: string) {
  if (before !== after) changes.push({ area: 'TEXTS', label, before, after });
}

function compareTexts(before: ProposalDocument, after: ProposalDocument, changes: Change[]) {
  const titles = PROPOSAL_SECTION_TITLES;
  if (before.presentation && after.presentation) {
    addTextChange(changes, titles.presentation, before.presentation.text, after.presentation.text);
  }
  const previousDescriptions = new Map(
    before.equipmentCharacteristics.descriptions.map((item) => [item.id, item]),
  );
  for (const description of after.equipmentCharacteristics.descriptions) {
    const old = previousDescriptions.get(description.id);
    if (!old) continue;
    const label = `${titles.equipmentCharacteristics} — ${description.title}`;
    addTextChange(
      changes,
      label,
      old.complementaryDescription,
      description.complementaryDescription,
    );
  }
  addTextChange(
    changes,
    `${titles.equipmentCharacteristics} — Informações adicionais`,
    before.equipmentCharacteristics.additionalInformation,
    after.equipmentCharacteristics.additionalInformation,
  );
  const previousCommercial = before.commercialConditions;
  const nextCommercial = after.commercialConditions;
  if (previousCommercial && nextCommercial) {
    for (const field of COMMERCIAL_TEXT_FIELDS) {
      const label = `${titles.commercialConditions} — ${COMMERCIAL_TEXT_LABELS[field]}`;
      addTextChange(changes, label, previousCommercial[field].text, nextCommercial[field].text);
    }
  }
  for (const key of ['generalConditions', 'responsible'] as const) {
    const previous = before[key];
    const next = after[key];
    if (previous && next) addTextChange(changes, titles[key], previous.text, next.text);
  }
}

const ROOM_FIELDS = [
  { label: 'Nome da câmara', format: (room: ProposalRoom) => room.name },
  { label: 'Dimensão interna', format: formatDimensions },
  {
    label: 'Temperatura da câmara',
    format: (room: ProposalRoom) => formatCelsius(room.roomTemperature),
  },
  {
    label: 'Temperatura ambiente',
    format: (room: ProposalRoom) => formatCelsius(room.ambientTemperature),
  },
  {
    label: 'Margem de segurança',
    format: (room: ProposalRoom) => formatRate(room.safetyMargin),
  },
  { label: 'Carga térmica', format: (room: ProposalRoom) => formatKcalh(room.heatLoad) },
] as const;

function compareRooms(before: ProposalDocument, after: ProposalDocument, changes: Change[]) {
  compareById(
    before.proposal.rooms,
    after.proposal.rooms,
    (room) => room.id,
    (previous, next) => {
      for (const { label, format } of ROOM_FIELDS) {
        addChange(changes, 'ROOMS', `${label} — ${next.name}`, format(previous), format(next));
      }
    },
    (room, side) =>
      changes.push({
        area: 'ROOMS',
        label: side === 'added' ? 'Câmara incluída' : 'Câmara removida',
        before: side === 'added' ? null : `${room.name} — ${formatKcalh(room.heatLoad)}`,
        after: side === 'added' ? `${room.name} — ${formatKcalh(room.heatLoad)}` : null,
      }),
  );
}

const SYSTEM_FIELDS = [
  { label: 'DT resultante', format: (system: ProposalSystem) => formatKelvin(system.resultingDt) },
  {
    label: 'Capacidade resultante',
    format: (system: ProposalSystem) => formatKcalh(system.resultingCapacity),
  },
  {
    label: 'Capacidade requerida',
    format: (system: ProposalSystem) => formatKcalh(system.requiredCapacity),
  },
] as const;

function compareSystems(before: ProposalDocument, after: ProposalDocument, changes: Change[]) {
  compareById(
    before.proposal.systems,
    after.proposal.systems,
    (system) => system.id,
    (previous, next) => {
      for (const { label, format } of SYSTEM_FIELDS) {
        addChange(changes, 'SYSTEMS', `${label} — ${next.name}`, format(previous), format(next));
      }
    },
    (system, side) =>
      changes.push({
        area: 'SYSTEMS',
        label: side === 'added' ? 'Sistema incluído' : 'Sistema removido',
        before: side === 'added' ? null : system.name,
        after: side === 'added' ? system.name : null,
      }),
  );
}

/**
 * What changed from `before` to `after` (equipment, prices, texts, rooms, systems), labelled in
 * Portuguese with pt-BR values ("R$ 12.500,00", "12%", "2 un."); [] for identical documents.
 */
export function compareProposalDocuments(
  before: ProposalDocument,
  after: ProposalDocument,
): ProposalChange[] {
  const changes: Change[] = [];
  compareEquipment(before, after, changes);
  comparePrices(before, after, changes);
  compareTexts(before, after, changes);
  compareRooms(before, after, changes);
  compareSystems(before, after, changes);
  return changes;
}
