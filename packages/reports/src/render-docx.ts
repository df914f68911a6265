import {
  AlignmentType,
  CharacterSet,
  Document,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  LineRuleType,
  Packer,
  Paragraph,
  type Table,
} from 'docx';
import { firstPageHeader, pageFooter, pageHeader } from './docx-page.ts';
import { runs } from './docx-runs.ts';
import {
  ALIGN,
  clean,
  halfPoints,
  LINK,
  MARGIN,
  PAGE,
  pixels,
  TITLE_COLOUR,
} from './docx-style.ts';
import { keyValueTable, tableOf } from './docx-tables.ts';
import { FONT_NAMES, fontFile } from './fonts.ts';
import {
  BODY_SIZE,
  HEADING_SIZES,
  type ProposalReport,
  type ReportBlock,
  type ReportHeadingLevel,
} from './model.ts';

const HEADING = {
  1: HeadingLevel.HEADING_1,
  2: HeadingLevel.HEADING_2,
  3: HeadingLevel.HEADING_3,
  4: HeadingLevel.HEADING_4,
  5: HeadingLevel.HEADING_5,
} as const satisfies Record<ReportHeadingLevel, unknown>;

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
          // A line height always with its rule: LibreOffice reads one without it as exact (its
          // DomainMapper's default), which cut the logo's line to 13.8 pt (docs/decisions/068).
          paragraph: { spacing: { after: 120, line: 276, lineRule: LineRuleType.AUTO } },
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
          // Page 1 opens with the maker's identity block: its header has only a draft's mark.
          titlePage: true,
        },
        headers: { default: pageHeader(report), first: firstPageHeader(report) },
        footers: { default: pageFooter(report), first: pageFooter(report) },
        children,
      },
    ],
  });
  const buffer = await Packer.toBuffer(document);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

interface WalkState {
  /** Each Word list gets its own instance, so every numbered list starts at 1. */
  listInstance: number;
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
