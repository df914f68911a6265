import fs from 'node:fs';
import path from 'node:path';
import type { ProposalDocument } from '@camara-fria/contracts';
import { strFromU8, unzipSync } from 'fflate';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import {
  buildProposalReport,
  DEMO_MAKER,
  renderProposalDocx,
  renderProposalPdf,
  type ProposalReport,
} from '../src/index.ts';
import { CELL_PADDING, measureText } from '../src/table-layout.ts';
import { CONTEXT, tenRoomDocument } from './proposal-fixture.ts';
import { pdftotext, run, useScratchDirectory } from './scratch.ts';

/*
 * Issue 29 item 9 (docs/decisions/068): the DOCX logo is not cut by LibreOffice and keeps the
 * image's aspect; no table header word is split without a hyphen and an SKU of the
 * demonstration catalogue is never broken, in the PDF (as pdftotext lays it out) and the DOCX.
 */

const scratch = useScratchDirectory('reports-layout-');

/** The longest SKUs of the demonstration catalogue (`generateDemoCatalog(1)`). */
const DEMO_SKUS = {
  evaporator: 'FXB+-2X560-100-50HZ220V3F-EL-STD',
  unit: 'UCM-100M-50HZ220V3F-CC',
} as const;

/** The ten-room proposal with the demonstration catalogue's longest SKUs. */
function demoSkuDocument(): ProposalDocument {
  const document = tenRoomDocument();
  const bySku = new Map<string, string>([
    ['EVP-HP-345', DEMO_SKUS.evaporator],
    ['UC-SC-120', DEMO_SKUS.unit],
  ]);
  for (const equipment of document.proposal.equipments)
    if (equipment.sku)
      equipment.sku = { ...equipment.sku, sku: bySku.get(equipment.sku.sku) ?? equipment.sku.sku };
  for (const line of document.commercialConditions?.prices ?? [])
    if (line.sku) line.sku = bySku.get(line.sku) ?? line.sku;
  return document;
}

async function pdfLayoutText(pdf: Uint8Array, name: string): Promise<string> {
  return pdftotext(pdf, path.join(scratch(), `${name}.pdf`), { layout: true });
}

function docxParts(docx: Uint8Array): Map<string, string> {
  const parts = new Map<string, string>();
  for (const [name, bytes] of Object.entries(unzipSync(docx)))
    if (name.endsWith('.xml') || name.endsWith('.rels')) parts.set(name, strFromU8(bytes));
  return parts;
}

/** The words of a text, as spaces separate them ('(%)', 'PIS/COFINS'). */
function wordsOf(text: string): string[] {
  return text.split(/[\s\u200b]+/).filter((word) => word !== '');
}

/**
 * Every word of the report's tables, and their header rows' words that no body cell holds (a
 * body cell, such as a room's name, may break a long word of the user's own).
 */
function tableWords(report: ProposalReport): { all: Set<string>; headers: Set<string> } {
  const all = new Set<string>();
  const headers = new Set<string>();
  const body = new Set<string>();
  for (const block of report.blocks) {
    if (block.type !== 'table') continue;
    block.rows.forEach((row, rowIndex) => {
      for (const cell of row) {
        const text = cell.runs.map((run) => (run.kind === 'text' ? run.text : ' ')).join('');
        for (const word of wordsOf(text)) {
          all.add(word);
          (rowIndex < block.headerRows ? headers : body).add(word);
        }
      }
    });
  }
  return { all, headers: new Set([...headers].filter((word) => !body.has(word))) };
}

/**
 * The pieces of header words the text shows as words of their own: a line that ends inside a
 * word without a hyphen ('Temperatur' / 'a'). A piece that is itself a word of the tables
 * ('Câmara' of 'Câmaras') is not one.
 */
function findSplitHeaderWords(text: string, report: ProposalReport): string[] {
  const { all, headers } = tableWords(report);
  const shown = new Set(wordsOf(text));
  const split: string[] = [];
  for (const word of headers) {
    for (let end = 2; end < word.length; end += 1) {
      const piece = word.slice(0, end);
      if (shown.has(piece) && !all.has(piece)) split.push(`${word} → ${piece}…`);
    }
  }
  return split;
}

function pngOf(width: number, height: number): Uint8Array {
  const png = new PNG({ width, height });
  png.data.fill(0x40);
  return new Uint8Array(PNG.sync.write(png));
}

describe('the documents’ tables (issue 29 item 9)', () => {
  const report = buildProposalReport(demoSkuDocument(), CONTEXT);

  it('the PDF splits no header word without a hyphen and keeps each SKU whole on a line', async () => {
    const text = await pdfLayoutText(await renderProposalPdf(report), 'tables');
    expect(findSplitHeaderWords(text, report)).toEqual([]);
    const lines = text.replace(/\u00a0/g, ' ').split('\n');
    for (const sku of Object.values(DEMO_SKUS)) {
      // The equipment list and the price table.
      expect(lines.filter((line) => line.includes(sku)).length, sku).toBeGreaterThanOrEqual(2);
    }
    // The price table's figures are whole too.
    for (const figure of ['R$ 125.000,00', 'R$ 48.000,00', 'R$ 12.500,00'])
      expect(
        lines.some((line) => line.includes(figure)),
        figure,
      ).toBe(true);
  });

  it('the check finds a header word split without a hyphen', () => {
    const shown = 'Sistema Fluido Cobertur Preço unitári\n refrigeran a o';
    expect(findSplitHeaderWords(shown, report).sort()).toEqual([
      'Cobertura → Cobertur…',
      'refrigerante → refrigeran…',
      'unitário → unitári…',
    ]);
  });
});

const decodeXml = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

/** The DOCX's tables: each column's width (pt) and each row's cells (text, pt, bold). */
function docxTables(xml: string) {
  return [...xml.matchAll(/<w:tbl>([\s\S]*?)<\/w:tbl>/g)].map(([, table = '']) => ({
    widths: [...table.matchAll(/<w:gridCol w:w="(\d+)"\/>/g)].map((match) => Number(match[1]) / 20),
    rows: [...table.matchAll(/<w:tr>([\s\S]*?)<\/w:tr>/g)].map(([, row = '']) => ({
      isHeader: row.includes('<w:tblHeader/>'),
      cells: [...row.matchAll(/<w:tc>([\s\S]*?)<\/w:tc>/g)].map(([, cell = '']) => ({
        text: [...cell.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)]
          .map((match) => decodeXml(match[1] ?? ''))
          .join(''),
        size: Number(/<w:sz w:val="(\d+)"\/>/.exec(cell)?.[1] ?? 20) / 2,
        isBold: cell.includes('<w:b/>'),
      })),
    })),
  }));
}

describe('the DOCX tables (issue 29 item 9)', () => {
  it('give every header word and every SKU the width it takes on one line', async () => {
    const report = buildProposalReport(demoSkuDocument(), CONTEXT);
    const xml = docxParts(await renderProposalDocx(report)).get('word/document.xml') ?? '';
    const tables = docxTables(xml).filter((table) => table.rows[0]?.isHeader);
    expect(tables.length).toBeGreaterThan(4);
    const tooNarrow: string[] = [];
    let skuCells = 0;
    for (const table of tables)
      for (const row of table.rows)
        row.cells.forEach((cell, column) => {
          const room = (table.widths[column] ?? 0) - 2 * CELL_PADDING;
          const isSku = (Object.values(DEMO_SKUS) as string[]).includes(cell.text);
          if (isSku) skuCells += 1;
          const pieces = row.isHeader ? cell.text.split(/\s+/) : isSku ? [cell.text] : [];
          for (const piece of pieces) {
            const width = measureText(piece, cell.size, cell.isBold ? 'bold' : 'normal');
            if (width > room)
              tooNarrow.push(`${piece}: ${width.toFixed(1)} > ${room.toFixed(1)} pt`);
          }
        });
    expect(skuCells).toBe(4);
    expect(tooNarrow).toEqual([]);
  });
});

describe('the DOCX logo (issue 29 item 9)', () => {
  it('no paragraph gives a line height without its rule (LibreOffice reads one as exact)', async () => {
    const report = buildProposalReport(tenRoomDocument(), CONTEXT);
    const parts = docxParts(await renderProposalDocx(report));
    const spacings = [...parts.entries()].flatMap(([name, xml]) =>
      [...xml.matchAll(/<w:spacing\b[^>]*>/g)].map((match) => `${name}: ${match[0]}`),
    );
    const withLine = spacings.filter((spacing) => spacing.includes('w:line='));
    expect(withLine.length).toBeGreaterThan(0);
    expect(withLine.filter((spacing) => !/w:lineRule="(auto|atLeast)"/.test(spacing))).toEqual([]);
  });

  it('keeps the image’s aspect on page 1 and in the header, for a square and a wide logo', async () => {
    for (const [width, height] of [
      [96, 96],
      [400, 100],
      [60, 180],
    ] as const) {
      const maker = { ...DEMO_MAKER, logo: { png: pngOf(width, height) } };
      const report = buildProposalReport(tenRoomDocument(), { ...CONTEXT, maker });
      const parts = docxParts(await renderProposalDocx(report));
      const extents = [...parts.entries()]
        .filter(([name]) => /^word\/(document|header\d+)\.xml$/.test(name))
        .flatMap(([name, xml]) =>
          [...xml.matchAll(/<wp:extent cx="(\d+)" cy="(\d+)"\/>/g)].map((match) => ({
            name,
            cx: Number(match[1]),
            cy: Number(match[2]),
          })),
        );
      expect(extents.map((extent) => extent.name).sort()).toEqual(
        expect.arrayContaining(['word/document.xml', expect.stringMatching(/^word\/header/)]),
      );
      for (const extent of extents)
        expect(extent.cx / extent.cy, `${width} × ${height} in ${extent.name}`).toBeCloseTo(
          width / height,
          1,
        );

      // The PDF draws it at the same horizontal and vertical resolution (not stretched).
      const file = path.join(scratch(), `logo-${width}x${height}.pdf`);
      fs.writeFileSync(file, await renderProposalPdf(report));
      const { stdout } = await run('pdfimages', ['-list', file]);
      const rows = stdout
        .split('\n')
        .slice(2)
        .filter((line) => line.trim())
        .map((line) => line.trim().split(/\s+/));
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const [xPpi, yPpi] = [Number(row[12]), Number(row[13])];
        expect(Math.abs(xPpi - yPpi), `${width} × ${height}: ${row.join(' ')}`).toBeLessThanOrEqual(
          1,
        );
      }
    }
  });
});
