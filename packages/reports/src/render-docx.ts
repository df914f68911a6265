import {
  AlignmentType,
  BorderStyle,
  CharacterSet,
  Document,
  ExternalHyperlink,
  Footer,
  Header,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
  type IRunOptions,
  type ParagraphChild,
} from 'docx';
import { FONT_NAMES, fontFile } from './fonts.ts';
import {
  BODY_SIZE,
  HEADING_SIZES,
  PAGE_LABEL,
  type ProposalReport,
  type ReportAlign,
  type ReportBlock,
  type ReportHeadingLevel,
  type ReportInline,
  type ReportTable,
} from './model.ts';

/** A4 and the PDF's margins, in twentieths of a point. */
const PAGE = { width: 11906, height: 16838 };
const MARGIN = { left: 1000, right: 1000, top: 1440, bottom: 1120, header: 480, footer: 400 };
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const MUTED = '5F6B76';
const LINK = '175C9E';
const RULE = '9AA5B1';
const HEADER_FILL = 'E6EDF5';
const TITLE_COLOUR = '12406E';

const ALIGN = {
  left: AlignmentType.LEFT,
  center: AlignmentType.CENTER,
  right: AlignmentType.RIGHT,
  justify: AlignmentType.JUSTIFIED,
} as const;

const HEADING = {
  1: HeadingLevel.HEADING_1,
  2: HeadingLevel.HEADING_2,
  3: HeadingLevel.HEADING_3,
  4: HeadingLevel.HEADING_4,
  5: HeadingLevel.HEADING_5,
} as const satisfies Record<ReportHeadingLevel, unknown>;

/** Half-points of a size in points. */
const halfPoints = (points: number) => Math.round(points * 2);
/** docx sizes images in pixels at 96 dpi. */
const pixels = (points: number) => Math.round((points * 96) / 72);

/** Characters XML 1.0 cannot hold (docx escapes markup, not these): dropped. */
const XML_INVALID =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const clean = (text: string) => text.replace(XML_INVALID, '');

const BULLETS = 'report-bullets';
const NUMBERS = 'report-numbers';

/**
 * The report as a DOCX: heading styles, bordered tables with repeated header rows, real Word
 * lists (bulleted, numbered from 1 per list), alignment, the logo and name in the page header,
 * "Página N de M" with PAGE and NUMPAGES fields in the footer, and the DejaVu faces embedded.
 */
export async function renderProposalDocx(report: ProposalReport): Promise<Uint8Array> {
  const state: WalkState = { listInstance: 0 };
  const children = report.blocks.flatMap((block) => blockChildren(block, state, 0));
  const document = new Document({
    creator: clean(report.meta.makerName),
    title: clean(report.meta.title),
    subject: clean(report.meta.projectName),
    // DejaVu Sans regular and bold (the body, the tables, the headings) travel in the file; the
    // other faces are named only (about 0.7 MB each: ADR 032), Word draws them from those or its own.
    fonts: [
      {
        name: FONT_NAMES.sans,
        data: fontFile('sans', 'normal'),
        bold: fontFile('sans', 'bold'),
        characterSet: CharacterSet.ANSI,
      },
    ],
    styles: {
      default: {
        document: {
          run: { font: FONT_NAMES.sans, size: halfPoints(BODY_SIZE) },
          paragraph: { spacing: { after: 120, line: 276 } },
        },
        ...Object.fromEntries(
          ([1, 2, 3, 4, 5] as const).map((level) => [
            `heading${level}`,
            {
              run: {
                font: FONT_NAMES.sans,
                size: halfPoints(HEADING_SIZES[level]),
                bold: true,
                color: level <= 2 ? TITLE_COLOUR : '000000',
              },
              paragraph: {
                spacing: { before: level === 2 ? 320 : 200, after: 100 },
                keepNext: true,
              },
            },
          ]),
        ),
        hyperlink: { run: { color: LINK, underline: {} } },
      },
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [0, 1, 2, 3].map((level) => ({
            level,
            format: LevelFormat.BULLET,
            text: ['•', '◦', '▪', '•'][level] ?? '•',
            alignment: AlignmentType.LEFT,
            style: { paragraph: { indent: { left: 360 * (level + 1), hanging: 260 } } },
          })),
        },
        {
          reference: NUMBERS,
          levels: [0, 1, 2, 3].map((level) => ({
            level,
            format: LevelFormat.DECIMAL,
            text: `%${level + 1}.`,
            alignment: AlignmentType.LEFT,
            style: { paragraph: { indent: { left: 360 * (level + 1), hanging: 300 } } },
          })),
        },
      ],
    },
    sections: [
      {
        properties: {
          page: { size: PAGE, margin: MARGIN },
          // Page 1 opens with the maker's identity block: its header is empty (as in the PDF).
          titlePage: true,
        },
        headers: { default: pageHeader(report), first: new Header({ children: [] }) },
        footers: { default: pageFooter(report), first: pageFooter(report) },
        children,
      },
    ],
  });
  const buffer = await Packer.toBuffer(document);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

function pageHeader(report: ProposalReport): Header {
  const { logo, name, right } = report.pageHeader;
  const children: ParagraphChild[] = [];
  if (logo)
    children.push(
      new ImageRun({
        type: 'png',
        data: logo.png,
        transformation: { width: pixels(logo.width), height: pixels(logo.height) },
        altText: { name: 'Logotipo', description: clean(name), title: clean(name) },
      }),
      new TextRun({ text: '  ' }),
    );
  children.push(
    new TextRun({ text: clean(name), bold: true, size: halfPoints(9) }),
    new TextRun({ text: clean(right), size: halfPoints(9), color: MUTED, children: ['\t'] }),
  );
  return new Header({
    children: [
      new Paragraph({
        children,
        tabStops: [{ type: TabStopType.RIGHT, position: CONTENT_WIDTH }],
      }),
    ],
  });
}

function pageFooter(report: ProposalReport): Footer {
  const small = { size: halfPoints(8), color: MUTED };
  return new Footer({
    children: [
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: CONTENT_WIDTH }],
        children: [
          new TextRun({ text: clean(report.pageFooter.left), ...small }),
          new TextRun({
            ...small,
            children: [
              '\t',
              PAGE_LABEL.before,
              PageNumber.CURRENT,
              PAGE_LABEL.between,
              PageNumber.TOTAL_PAGES,
            ],
          }),
        ],
      }),
    ],
  });
}

interface WalkState {
  /** Each Word list gets its own instance, so every numbered list starts at 1. */
  listInstance: number;
}

function runs(
  inlines: ReportInline[],
  baseSize: number,
  extra: IRunOptions = {},
): ParagraphChild[] {
  const children: ParagraphChild[] = [];
  for (const inline of inlines) {
    if (inline.kind === 'break') {
      children.push(new TextRun({ text: '', break: 1 }));
      continue;
    }
    const options: IRunOptions = {
      ...extra,
      ...(inline.bold ? { bold: true } : {}),
      ...(inline.italic ? { italics: true } : {}),
      ...(inline.underline ? { underline: {} } : {}),
      ...(inline.strike ? { strike: true } : {}),
      ...(inline.family && inline.family !== 'sans' ? { font: FONT_NAMES[inline.family] } : {}),
      ...(inline.scale ? { size: halfPoints(baseSize * inline.scale) } : {}),
      ...(inline.muted ? { color: MUTED } : {}),
    };
    // A line break typed inside a plain text (a description) is a break, as in the PDF.
    const lines = clean(inline.text).split(/\r?\n/);
    const textRuns = lines.map(
      (line, index) => new TextRun({ ...options, text: line, ...(index > 0 ? { break: 1 } : {}) }),
    );
    if (inline.link)
      children.push(
        new ExternalHyperlink({
          link: inline.link,
          children: lines.map(
            (line, index) =>
              new TextRun({
                ...options,
                text: line,
                style: 'Hyperlink',
                ...(index > 0 ? { break: 1 } : {}),
              }),
          ),
        }),
      );
    else children.push(...textRuns);
  }
  return children;
}

function blockChildren(block: ReportBlock, state: WalkState, depth: number): (Paragraph | Table)[] {
  switch (block.type) {
    case 'heading':
      return [
        new Paragraph({
          heading: HEADING[block.level],
          alignment: ALIGN[block.align],
          children: runs(block.runs, HEADING_SIZES[block.level]),
        }),
      ];
    case 'paragraph': {
      const size = block.small ? BODY_SIZE * 0.8 : BODY_SIZE;
      return [
        new Paragraph({
          alignment: ALIGN[block.align],
          children: runs(block.runs, size, block.small ? { size: halfPoints(size) } : {}),
        }),
      ];
    }
    case 'list': {
      state.listInstance += 1;
      const instance = state.listInstance;
      const reference = block.ordered ? NUMBERS : BULLETS;
      return block.items.flatMap((item) =>
        item.blocks.flatMap((child, index) => {
          if (child.type === 'paragraph' && index === 0)
            return [
              new Paragraph({
                numbering: { reference, level: Math.min(depth, 3), instance },
                spacing: { after: 60 },
                children: runs(child.runs, BODY_SIZE),
              }),
            ];
          if (child.type === 'paragraph')
            return [
              new Paragraph({
                indent: { left: 360 * (Math.min(depth, 3) + 1) },
                spacing: { after: 60 },
                children: runs(child.runs, BODY_SIZE),
              }),
            ];
          return blockChildren(child, state, depth + 1);
        }),
      );
    }
    case 'table':
      return [tableOf(block), new Paragraph({ spacing: { after: 60 }, children: [] })];
    case 'keyValue':
      return [
        keyValueTable(block.entries),
        new Paragraph({ spacing: { after: 60 }, children: [] }),
      ];
    case 'pageBreak':
      return [new Paragraph({ pageBreakBefore: true, children: [] })];
    case 'image':
      return [
        new Paragraph({
          alignment: ALIGN[block.align],
          children: [
            new ImageRun({
              type: 'png',
              data: block.png,
              transformation: { width: pixels(block.width), height: pixels(block.height) },
              altText: { name: 'Logotipo', description: 'Logotipo', title: 'Logotipo' },
            }),
          ],
        }),
      ];
  }
}

const border = { style: BorderStyle.SINGLE, size: 4, color: RULE };
const noBorder = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };

function tableOf(block: ReportTable): Table {
  const size = BODY_SIZE * block.scale;
  const total = block.columns.reduce((sum, column) => sum + column.width, 0);
  const tableWidth = block.compact ? Math.round(CONTENT_WIDTH * 0.45) : CONTENT_WIDTH;
  const widths = block.columns.map((column) => Math.round((column.width / total) * tableWidth));
  return new Table({
    width: { size: tableWidth, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    alignment: block.compact ? AlignmentType.RIGHT : AlignmentType.LEFT,
    borders: {
      top: border,
      bottom: border,
      left: border,
      right: border,
      insideHorizontal: border,
      insideVertical: border,
    },
    rows: block.rows.map((row, rowIndex) => {
      const header = rowIndex < block.headerRows;
      return new TableRow({
        tableHeader: header,
        cantSplit: true,
        children: row.map((cell, columnIndex) => {
          const bold = header || (block.rowHeaders === true && columnIndex === 0);
          const align: ReportAlign = header
            ? 'left'
            : (cell.align ?? block.columns[columnIndex]?.align ?? 'left');
          return new TableCell({
            width: { size: widths[columnIndex] ?? 0, type: WidthType.DXA },
            margins: { top: 40, bottom: 40, left: 80, right: 80 },
            ...(header
              ? { shading: { type: ShadingType.CLEAR, fill: HEADER_FILL, color: 'auto' } }
              : {}),
            children: [
              new Paragraph({
                alignment: ALIGN[align],
                spacing: { after: 0, line: 240 },
                children: runs(cell.runs, size, {
                  size: halfPoints(size),
                  ...(bold ? { bold } : {}),
                }),
              }),
            ],
          });
        }),
      });
    }),
  });
}

function keyValueTable(entries: { label: string; value: string }[]): Table {
  const widths = [1600, CONTENT_WIDTH - 1600];
  return new Table({
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    borders: {
      top: noBorder,
      bottom: noBorder,
      left: noBorder,
      right: noBorder,
      insideHorizontal: noBorder,
      insideVertical: noBorder,
    },
    rows: entries.map(
      (entry) =>
        new TableRow({
          children: [
            new TableCell({
              width: { size: widths[0] ?? 0, type: WidthType.DXA },
              children: [
                new Paragraph({
                  spacing: { after: 20 },
                  children: [new TextRun({ text: clean(entry.label), bold: true, color: MUTED })],
                }),
              ],
            }),
            new TableCell({
              width: { size: widths[1] ?? 0, type: WidthType.DXA },
              children: [
                new Paragraph({
                  spacing: { after: 20 },
                  children: [new TextRun({ text: clean(entry.value) })],
                }),
              ],
            }),
          ],
        }),
    ),
  });
}
