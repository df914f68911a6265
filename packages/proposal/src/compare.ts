import {
  COMMERCIAL_TEXT_FIELDS,
  COMMERCIAL_TEXT_LABELS,
  PROPOSAL_EQUIPMENT_TYPE_LABELS,
  PROPOSAL_SECTION_TITLES,
  type ProposalChange,
  type ProposalDocument,
  type ProposalEquipment,
  type ProposalRoom,
  type ProposalSystem,
} from '@camara-fria/contracts';
import { formatWithUnit } from './format.ts';
import type { ColumnChange } from './tables/column.ts';
import { formatPriceChange, PRICE_INPUT_COLUMNS } from './tables/price-columns.ts';
import { SIZING_ROWS } from './tables/sizing-rows.ts';
import { SYSTEM_CHANGE_KEYS, SYSTEM_COLUMNS } from './tables/system-columns.ts';
import { formatTotal, TOTAL_ROWS } from './tables/total-rows.ts';

/*
 * What changed between two revisions of a proposal, in Portuguese, with pt-BR values. Numbers are
 * compared as displayed (a difference the reader cannot see is not a change); texts are compared
 * as stored Markdown and shown whole. The fields of prices, totals, rooms and systems are those of
 * the proposal's tables that carry a `change` (src/tables). An empty value shows "—"; null
 * before/after means the item does not exist on that side. Editor-only sections null on either side (a non-editor's view) are
 * skipped. Order: EQUIPMENT, PRICES, TEXTS, ROOMS, SYSTEMS; inside each, the `after` order, then
 * what was removed.
 */

type Change = ProposalChange;
type Area = Change['area'];

const formatCount = (value: number | null) => formatWithUnit(value, 0, 'un.');
const formatKcalh = (value: number | null) => formatWithUnit(value, 0, 'kcal/h');

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

/** Price lines of equipment on both sides (an added or removed line is an EQUIPMENT change). */
function comparePrices(before: ProposalDocument, after: ProposalDocument, changes: Change[]) {
  const previous = before.commercialConditions;
  const next = after.commercialConditions;
  if (!previous || !next) return;
  const previousByKey = new Map(previous.prices.map((line) => [line.equipmentKey, line]));
  for (const line of next.prices) {
    const old = previousByKey.get(line.equipmentKey);
    if (!old) continue;
    for (const column of PRICE_INPUT_COLUMNS) {
      const name = `${column.name} — ${nameEquipment(line)}`;
      const [was, is] = [old[column.key], line[column.key]];
      addChange(
        changes,
        'PRICES',
        name,
        formatPriceChange(column, was),
        formatPriceChange(column, is),
      );
    }
  }
  for (const row of TOTAL_ROWS) {
    addChange(
      changes,
      'PRICES',
      row.changeLabel,
      formatTotal(row, previous.totals),
      formatTotal(row, next.totals),
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

/** What the compare reports of a column of a table: the columns with a `change`, in order. */
function changesOf<Row>(columns: readonly { change?: ColumnChange<Row> }[]): ColumnChange<Row>[] {
  return columns.flatMap((column) => (column.change ? [column.change] : []));
}

/** A room's name (the sizing table's column header), then the sizing rows it reports. */
const ROOM_FIELDS: readonly ColumnChange<ProposalRoom>[] = [
  { label: 'Nome da câmara', format: (room) => room.name },
  ...changesOf(SIZING_ROWS),
];

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

/** The system columns the compare reports, in SYSTEM_CHANGE_KEYS' order. */
const SYSTEM_FIELDS: readonly ColumnChange<ProposalSystem>[] = changesOf(
  SYSTEM_CHANGE_KEYS.map((key) => SYSTEM_COLUMNS.find((column) => column.key === key) ?? {}),
);

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
