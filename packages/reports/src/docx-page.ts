import {
  AlignmentType,
  Footer,
  Header,
  ImageRun,
  PageNumber,
  Paragraph,
  TabStopType,
  TextRun,
  type ParagraphChild,
} from 'docx';
import { ALERT, clean, CONTENT_WIDTH, halfPoints, MUTED, pixels } from './docx-style.ts';
import { PAGE_LABEL, type ProposalReport } from './model.ts';

/**
 * A draft's mark (docs/decisions/063), first in every header, so Word and LibreOffice print it on
 * every page: none for an issued revision.
 */
function draftMarkParagraphs(report: ProposalReport): Paragraph[] {
  if (report.draftMark === null) return [];
  return [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [
        new TextRun({
          text: clean(report.draftMark),
          bold: true,
          size: halfPoints(14),
          color: ALERT,
          characterSpacing: 60,
        }),
      ],
    }),
  ];
}

/**
 * The header of page 1, which opens with the maker's identity block: only a draft's mark (empty
 * for an issued revision, as in the PDF).
 */
export function firstPageHeader(report: ProposalReport): Header {
  return new Header({ children: draftMarkParagraphs(report) });
}

/** The running header: the logo and the maker's name, the right-hand text at the right margin. */
export function pageHeader(report: ProposalReport): Header {
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
      ...draftMarkParagraphs(report),
      new Paragraph({
        children,
        tabStops: [{ type: TabStopType.RIGHT, position: CONTENT_WIDTH }],
      }),
    ],
  });
}

/**
 * The running footer: its left-hand text and "Página N de M" (PAGE and NUMPAGES fields), and
 * under them the catalogue the equipment comes from (docs/decisions/053), when there is one.
 */
export function pageFooter(report: ProposalReport): Footer {
  const small = { size: halfPoints(8), color: MUTED };
  const { catalogue } = report.pageFooter;
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
      ...(catalogue === null
        ? []
        : [new Paragraph({ children: [new TextRun({ text: clean(catalogue), ...small })] })]),
    ],
  });
}
