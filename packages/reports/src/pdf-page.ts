import type { Column, Content } from 'pdfmake/interfaces';
import { PAGE_LABEL, type ProposalReport } from './model.ts';
import { ALERT, MARGINS, MUTED } from './pdf-style.ts';

/**
 * A draft's mark (docs/decisions/063), centred at the top of every page on its own line (a text
 * extraction reads it as one word, which a diagonal watermark's letters are not).
 */
function draftMarkContent(report: ProposalReport): Content[] {
  if (report.draftMark === null) return [];
  return [
    {
      text: report.draftMark,
      alignment: 'center',
      bold: true,
      fontSize: 13,
      characterSpacing: 3,
      color: ALERT,
      margin: [MARGINS[0], 8, MARGINS[2], 0],
    },
  ];
}

/**
 * The running header of each page: a draft's mark, then the logo (registered as `logoKey`) and
 * the maker's name, the right-hand text at the right margin. Page 1 opens with the maker's
 * identity block (logo, name, address): only a draft's mark there.
 */
export function pageHeader(report: ProposalReport, logoKey: string | null) {
  const logo = report.pageHeader.logo;
  const mark = draftMarkContent(report);
  return (currentPage: number): Content => {
    if (currentPage === 1) return mark.length > 0 ? { stack: mark } : { text: '' };
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
    const running: Content = {
      margin: [MARGINS[0], mark.length > 0 ? 2 : 24, MARGINS[2], 0],
      columns,
    };
    return mark.length > 0 ? { stack: [...mark, running] } : running;
  };
}

/**
 * The running footer of each page: its left-hand text and "Página N de M", and under them the
 * catalogue the equipment comes from (docs/decisions/053), when there is one.
 */
export function pageFooter(report: ProposalReport) {
  const { left, catalogue } = report.pageFooter;
  const under: Content[] = catalogue === null ? [] : [{ text: catalogue, margin: [0, 2, 0, 0] }];
  return (currentPage: number, pageCount: number): Content => ({
    margin: [MARGINS[0], catalogue === null ? 20 : 12, MARGINS[2], 0],
    fontSize: 8,
    color: MUTED,
    stack: [
      {
        columns: [
          { width: '*', text: left },
          {
            width: 'auto',
            text: `${PAGE_LABEL.before}${currentPage}${PAGE_LABEL.between}${pageCount}`,
            alignment: 'right',
          },
        ],
      },
      ...under,
    ],
  });
}
