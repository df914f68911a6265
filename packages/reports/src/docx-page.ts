import {
  Footer,
  Header,
  ImageRun,
  PageNumber,
  Paragraph,
  TabStopType,
  TextRun,
  type ParagraphChild,
} from 'docx';
import { clean, CONTENT_WIDTH, halfPoints, MUTED, pixels } from './docx-style.ts';
import { PAGE_LABEL, type ProposalReport } from './model.ts';

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
