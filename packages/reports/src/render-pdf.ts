import pdfmake from 'pdfmake';
import type {
  Column,
  Content,
  ContentStack,
  ContentText,
  TableCell,
  TDocumentDefinitions,
} from 'pdfmake/interfaces';
import { FONT_NAMES, fontFile, fontFileName, type FontFace } from './fonts.ts';
import {
  BODY_SIZE,
  HEADING_SIZES,
  PAGE_LABEL,
  type ProposalReport,
  type ReportBlock,
  type ReportFamily,
  type ReportInline,
  type ReportTable,
  type ReportText,
} from './model.ts';
import { countReportWords, pdfTextNodes } from './pdf-text-nodes.ts';
import { BREAK_OPPORTUNITY } from './text-pieces.ts';

/** A4 in pt, margins [left, top, right, bottom]. */
const MARGINS: [number, number, number, number] = [50, 72, 50, 56];
const MUTED = '#5f6b76';
const LINK = '#175c9e';
const RULE = '#9aa5b1';
const HEADER_FILL = '#e6edf5';
const FACES: FontFace[] = ['normal', 'bold', 'italics', 'bolditalics'];

/**
 * Headings moved to the next page per document at most. pdfmake lays the whole document out
 * again after each heading it moves (`pageBreakBefore`), so a text of many headings cost it one
 * layout per page; past this many moves a heading stays where it falls (docs/decisions/047).
 */
export const HEADING_MOVES_MAX = 6;

/**
 * The words the re-layouts of moved headings may lay out together: a long document gets fewer
 * moves (a document of 30 000 words one, of 60 000 or more none), so that its layout costs at
 * most about twice its first one.
 */
export const HEADING_MOVES_WORDS = 60_000;

/** pdfmake's in-memory file system (in its Node build, not in @types/pdfmake). */
const virtualFiles = (
  pdfmake as unknown as {
    virtualfs: { writeFileSync(name: string, content: Buffer): void };
  }
).virtualfs;

let configured = false;

/**
 * pdfmake is a process-wide singleton: its fonts live in its virtual file system (read once from
 * dejavu-fonts-ttf) and it may read no URL and no local file, so nothing in a document can make
 * it fetch anything.
 */
function configure(): void {
  if (configured) return;
  const fonts: Record<string, Record<FontFace, string>> = {};
  for (const family of Object.keys(FONT_NAMES) as ReportFamily[]) {
    const faces = {} as Record<FontFace, string>;
    for (const face of FACES) {
      const name = fontFileName(family, face);
      virtualFiles.writeFileSync(name, fontFile(family, face));
      faces[face] = name;
    }
    fonts[FONT_NAMES[family]] = faces;
  }
  pdfmake.setFonts(fonts);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  configured = true;
}

/** The report as a PDF (A4, embedded DejaVu fonts, header, "Página N de M" footer). */
export async function renderProposalPdf(report: ProposalReport): Promise<Uint8Array> {
  configure();
  const images = new ImageRegistry();
  const logo = report.pageHeader.logo;
  const logoKey = logo ? images.key(logo.png) : null;
  const movesAllowed = Math.min(
    HEADING_MOVES_MAX,
    Math.floor(HEADING_MOVES_WORDS / Math.max(1, countReportWords(report))),
  );
  let headingMoves = 0;
  const definition: TDocumentDefinitions = {
    pageSize: 'A4',
    pageMargins: MARGINS,
    info: {
      title: report.meta.title,
      author: report.meta.makerName,
      subject: report.meta.projectName,
      creator: 'Câmara Fria',
      producer: 'Câmara Fria',
    },
    language: 'pt-BR',
    defaultStyle: { font: FONT_NAMES.sans, fontSize: BODY_SIZE, lineHeight: 1.2 },
    // Page 1 opens with the maker's identity block (logo, name, address): no running header there.
    header: (currentPage: number): Content => {
      if (currentPage === 1) return { text: '' };
      const top = logo ? 9 : 0;
      const columns: Column[] = [];
      if (logo && logoKey)
        columns.push({
          image: logoKey,
          width: logo.width,
          height: logo.height,
          margin: [0, 0, 8, 0],
        });
      columns.push(
        {
          width: '*',
          text: report.pageHeader.name,
          bold: true,
          fontSize: 9,
          margin: [0, top, 0, 0],
        },
        {
          width: 'auto',
          text: report.pageHeader.right,
          fontSize: 9,
          color: MUTED,
          margin: [0, top, 0, 0],
        },
      );
      return { margin: [MARGINS[0], 24, MARGINS[2], 0], columns };
    },
    footer: (currentPage: number, pageCount: number): Content => ({
      margin: [MARGINS[0], 20, MARGINS[2], 0],
      fontSize: 8,
      color: MUTED,
      columns: [
        { width: '*', text: report.pageFooter.left },
        {
          width: 'auto',
          text: `${PAGE_LABEL.before}${currentPage}${PAGE_LABEL.between}${pageCount}`,
          alignment: 'right',
        },
      ],
    }),
    // A heading never ends a page: one in the last eighth of a page (or last on it) moves to the
    // next page with what it introduces (the first HEADING_MOVES_MAX of them).
    pageBreakBefore: (node, nodes) => {
      if (node.headlineLevel === undefined || headingMoves >= movesAllowed) return false;
      const isMoved =
        node.startPosition.verticalRatio > 0.87 || nodes.getFollowingNodesOnPage().length === 0;
      if (isMoved) headingMoves += 1;
      return isMoved;
    },
    content: report.blocks.map((block) => blockContent(block, images)),
    images: {},
  };
  definition.images = images.dictionary();
  const buffer = await pdfmake.createPdf(definition).getBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/** Each distinct PNG once in the document's image dictionary. */
class ImageRegistry {
  private readonly keys = new Map<Uint8Array, string>();
  key(png: Uint8Array): string {
    let key = this.keys.get(png);
    if (!key) {
      key = `image${this.keys.size}`;
      this.keys.set(png, key);
    }
    return key;
  }
  dictionary(): Record<string, string> {
    return Object.fromEntries(
      [...this.keys].map(([png, key]) => [
        key,
        `data:image/png;base64,${Buffer.from(png).toString('base64')}`,
      ]),
    );
  }
}

type InlineContent = Exclude<Content, string>;

function inlineContent(runs: ReportInline[], baseSize: number): InlineContent[] {
  return runs.flatMap((run): InlineContent[] => {
    if (run.kind === 'break') return [{ text: '\n' }];
    const decoration: ('underline' | 'lineThrough')[] = [];
    if (run.underline || run.link) decoration.push('underline');
    if (run.strike) decoration.push('lineThrough');
    const style = {
      ...(run.bold ? { bold: true } : {}),
      ...(run.italic ? { italics: true } : {}),
      ...(decoration.length > 0 ? { decoration } : {}),
      ...(run.family && run.family !== 'sans' ? { font: FONT_NAMES[run.family] } : {}),
      ...(run.scale ? { fontSize: baseSize * run.scale } : {}),
      ...(run.link ? { link: run.link, color: LINK } : run.muted ? { color: MUTED } : {}),
    };
    return run.family === 'monospace' && run.text.includes(BREAK_OPPORTUNITY)
      ? monospacePieces(run, style)
      : [{ text: run.text, ...style }];
  });
}

/**
 * DejaVu Sans Mono has no glyph for the zero-width space of a broken long word (it would print
 * a box): there the break opportunity is set in DejaVu Sans, where it has no width.
 */
function monospacePieces(run: ReportText, style: object): InlineContent[] {
  return run.text
    .split(BREAK_OPPORTUNITY)
    .flatMap((piece, index): InlineContent[] => [
      ...(index > 0 ? [{ ...style, text: BREAK_OPPORTUNITY, font: FONT_NAMES.sans }] : []),
      ...(piece === '' ? [] : [{ ...style, text: piece }]),
    ]);
}

/**
 * A paragraph or heading's text: one pdfmake text node when it is one short line, else a stack
 * of nodes (one per line, long lines in pieces: pdf-text-nodes.ts), each with `node`'s style.
 */
function textContent(
  runs: ReportInline[],
  baseSize: number,
  node: object,
): ContentText | ContentStack {
  // An empty line keeps its height as a space does (an empty node would have none).
  const content = (line: ReportInline[]) => (line.length > 0 ? inlineContent(line, baseSize) : ' ');
  const nodes = pdfTextNodes(runs);
  if (nodes.length === 1) return { ...node, text: content(nodes[0] ?? []) };
  return { stack: nodes.map((line) => ({ ...node, text: content(line) })) };
}

function blockContent(block: ReportBlock, images: ImageRegistry): Content {
  switch (block.type) {
    case 'heading': {
      const size = HEADING_SIZES[block.level];
      const style = {
        fontSize: size,
        bold: true,
        alignment: block.align,
        color: block.level <= 2 ? '#12406e' : undefined,
      };
      return {
        ...textContent(block.runs, size, style),
        margin: block.level === 2 ? [0, 16, 0, 6] : [0, 10, 0, 4],
        headlineLevel: block.level,
      };
    }
    case 'paragraph': {
      const size = block.small ? BODY_SIZE * 0.8 : BODY_SIZE;
      return {
        ...textContent(block.runs, size, { fontSize: size, alignment: block.align }),
        margin: [0, 0, 0, 6],
      };
    }
    case 'list': {
      const items = block.items.map((item) => ({
        stack: item.blocks.map((child) => blockContent(child, images)),
      }));
      return block.ordered
        ? { ol: items, margin: [0, 0, 0, 6] }
        : { ul: items, margin: [0, 0, 0, 6] };
    }
    case 'table':
      return tableContent(block);
    case 'keyValue':
      return {
        layout: 'noBorders',
        margin: [0, 0, 0, 8],
        table: {
          widths: [80, '*'],
          body: block.entries.map((entry) => [
            { text: entry.label, bold: true, color: MUTED },
            { text: entry.value },
          ]),
        },
      };
    case 'pageBreak':
      return { text: '', pageBreak: 'after' };
    case 'image':
      return {
        image: images.key(block.png),
        width: block.width,
        height: block.height,
        alignment: block.align === 'justify' ? 'left' : block.align,
        margin: [0, 0, 0, 6],
      };
  }
}

function tableContent(block: ReportTable): Content {
  const size = BODY_SIZE * block.scale;
  const total = block.columns.reduce((sum, column) => sum + column.width, 0);
  const body = block.rows.map((row, rowIndex) =>
    row.map((cell, columnIndex): TableCell => {
      const header = rowIndex < block.headerRows;
      const rowHeader = !header && block.rowHeaders === true && columnIndex === 0;
      return {
        text: inlineContent(cell.runs, size),
        alignment: header ? 'left' : (cell.align ?? block.columns[columnIndex]?.align ?? 'left'),
        ...(header || rowHeader ? { bold: true } : {}),
      };
    }),
  );
  const table: Content = {
    fontSize: size,
    margin: [0, 2, 0, 8],
    table: {
      headerRows: block.headerRows,
      dontBreakRows: true,
      widths: block.compact
        ? block.columns.map(() => 'auto')
        : block.columns.map((column) => `${((column.width / total) * 100).toFixed(3)}%`),
      body,
    },
    layout: {
      hLineWidth: () => 0.5,
      vLineWidth: () => 0.5,
      hLineColor: () => RULE,
      vLineColor: () => RULE,
      fillColor: (rowIndex: number) => (rowIndex < block.headerRows ? HEADER_FILL : null),
      paddingTop: () => 2.5,
      paddingBottom: () => 2.5,
    },
  };
  return block.compact
    ? {
        columns: [
          { width: '*', text: '' },
          { width: 'auto', ...table },
        ],
      }
    : table;
}
