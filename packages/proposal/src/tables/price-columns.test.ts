import { PriceInputSchema, PriceSchema, type PriceInput } from '@camara-fria/contracts';
import { describe, expect, it } from 'vitest';
import { compareProposalDocuments } from '../compare.ts';
import { mergePrices } from '../prices.ts';
import { buildProposalSelection } from '../selection/selection.ts';
import {
  buildEquipment,
  buildProposalDocument,
  buildSelectionSource,
} from '../testing/document-builders.ts';
import { buildComputedRoomDto, buildSystemRoom } from '../testing/room-builders.ts';
import {
  buildCatalogEvaporator,
  buildConfiguration,
  buildSystem,
} from '../testing/system-builders.ts';
import {
  PRICE_COLUMNS,
  PRICE_INPUT_COLUMNS,
  priceCellHeader,
  priceFieldHeader,
} from './price-columns.ts';
import { SYSTEM_CHANGE_KEYS, SYSTEM_COLUMNS } from './system-columns.ts';
import { TOTAL_ROWS } from './total-rows.ts';

/*
 * A price column cannot be forgotten (ADR 048): the table holds every value of the contracts'
 * price line, and every output maps over it. The documents' and the screen's tables are checked
 * against PRICE_COLUMNS in packages/reports (build-report.test.ts) and apps/web
 * (commercial-view.test.tsx); the compare and the merge are checked here.
 */

/** The fields of an answered price line that name it rather than price it. */
const LINE_IDENTITY = [
  'equipmentKey',
  'type',
  'model',
  'sku',
  'specialEquipment',
  'classification',
];
/** The values of a line that are no column: an override's reason, Convênio 52/91 (ADR 072). */
const LINE_EXTRAS = ['overrideReason', 'conv5291'];

/** A stored line whose every typed column holds `value` (rates typed over the computed ones). */
function buildStoredLine(equipmentKey: string, value: number): PriceInput {
  return {
    equipmentKey,
    ...Object.fromEntries(PRICE_INPUT_COLUMNS.map((column) => [column.input, value])),
    overrideReason: 'Alíquota informada pelo cliente',
  };
}

describe('the price columns', () => {
  it("are the contracts' price line values, each once, in the schema's order", () => {
    const typed = Object.keys(PriceInputSchema.shape).filter(
      (key) => !['equipmentKey', ...LINE_EXTRAS].includes(key),
    );
    expect(PRICE_INPUT_COLUMNS.map((column) => column.input)).toEqual(typed);
    const answered = Object.keys(PriceSchema.shape).filter(
      (key) => !LINE_IDENTITY.includes(key) && !typed.includes(key) && !LINE_EXTRAS.includes(key),
    );
    expect(PRICE_COLUMNS.map((column) => column.key).sort()).toEqual(
      [...answered, 'quantity', 'unitPrice'].sort(),
    );
  });

  it('each has its own header, over typed fields and over written cells', () => {
    for (const header of [priceFieldHeader, priceCellHeader]) {
      const headers = PRICE_COLUMNS.map(header);
      expect(new Set(headers).size).toBe(PRICE_COLUMNS.length);
      expect(headers.every((text) => text.trim() !== '')).toBe(true);
    }
  });

  it('are all carried from the stored line into the answered one', () => {
    const [line] = mergePrices([buildEquipment('EVP-A')], [buildStoredLine('EVAPORATOR:EVP-A', 3)]);
    for (const column of PRICE_INPUT_COLUMNS) expect(line?.[column.input]).toBe(3);
    // Without the taxes computed, the applied rates are the typed ones.
    for (const column of PRICE_INPUT_COLUMNS) expect(line?.[column.key]).toBe(3);
  });

  it('are all reported by the revision compare, and so are the totals', () => {
    const system = buildSystem(10, 'Sistema 1', {
      configurations: [
        buildConfiguration(buildSystemRoom(1, 'Câmara 1'), buildCatalogEvaporator('EVP-A')),
      ],
    });
    const selection = buildProposalSelection(
      buildSelectionSource([buildComputedRoomDto(1, 'Câmara 1')], [system]),
    );
    const key = selection.equipments[0]?.key ?? '';
    const before = buildProposalDocument(selection, [buildStoredLine(key, 1)]);
    const after = buildProposalDocument(selection, [buildStoredLine(key, 2)]);
    const labels = compareProposalDocuments(before, after)
      .filter((change) => change.area === 'PRICES')
      .map((change) => change.label.split(' — ')[0]);
    expect(labels).toEqual([
      ...PRICE_INPUT_COLUMNS.map((column) => column.name),
      ...TOTAL_ROWS.filter((row) => row.isShown(after.proposal.totals)).map(
        (row) => row.changeLabel,
      ),
    ]);
  });
});

describe('the system columns', () => {
  it('the compare reports exactly those that say how (SYSTEM_CHANGE_KEYS)', () => {
    const withChange = SYSTEM_COLUMNS.filter((column) => column.change).map(({ key }) => key);
    expect([...SYSTEM_CHANGE_KEYS].sort()).toEqual(withChange.sort());
  });
});
