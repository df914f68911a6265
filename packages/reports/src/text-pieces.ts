import type { ProposalReport, ReportBlock, ReportInline } from './model.ts';

/**
 * Text as pieces a layout can place in time linear in its length (issue 26, docs/decisions/047).
 * A layout engine cuts a word wider than the line by measuring it again for every line it cuts
 * off, so one unbroken word of n characters costs it n² (pdfmake: 4.8 s at 8 000 characters,
 * minutes and gigabytes at 60 000). Every word longer than {@link LONGEST_WORD} characters gets a
 * break opportunity after every {@link LONGEST_WORD} characters: a zero-width space (U+200B),
 * which prints nothing, lets the line break there in PDF and DOCX alike, and leaves the text
 * readable (and searchable) as typed.
 */

/** No word of a language is longer (Portuguese's longest, a disease, has 46 letters). */
export const LONGEST_WORD = 50;

/** U+200B ZERO WIDTH SPACE: a break opportunity that prints nothing (UAX #14 class ZW). */
export const BREAK_OPPORTUNITY = '\u200b';

/**
 * Where a line may already break: spaces, tabs, line ends and the zero-width space. No-break
 * spaces (U+00A0, U+2007, U+202F) glue a word together, so they count as part of it.
 */
export const BREAKING_CHARACTERS = '\\t\\n\\r \\u1680\\u2000-\\u2006\\u2008-\\u200b\\u205f\\u3000';
const LONG_WORD = new RegExp(`[^${BREAKING_CHARACTERS}]{${LONGEST_WORD + 1},}`, 'gu');

const graphemes = new Intl.Segmenter('pt-BR', { granularity: 'grapheme' });

/**
 * The text with a break opportunity after every {@link LONGEST_WORD} characters of a longer
 * word; shorter words are left as typed. Pieces end between whole characters as a reader sees
 * them (a letter keeps its accents, an emoji its parts); a single "character" longer than a word
 * (a letter under thousands of combining marks) is cut between its code points.
 */
export function breakLongWords(text: string): string {
  if (text.length <= LONGEST_WORD) return text;
  return text.replace(LONG_WORD, (word) => {
    const pieces: string[] = [];
    let piece = '';
    let count = 0;
    for (const { segment } of graphemes.segment(word)) {
      for (const part of segment.length > LONGEST_WORD ? Array.from(segment) : [segment]) {
        if (count === LONGEST_WORD) {
          pieces.push(piece);
          piece = '';
          count = 0;
        }
        piece += part;
        count += 1;
      }
    }
    pieces.push(piece);
    return pieces.join(BREAK_OPPORTUNITY);
  });
}

function breakRuns(runs: ReportInline[]): ReportInline[] {
  return runs.map((run) =>
    run.kind === 'text' ? { ...run, text: breakLongWords(run.text) } : run,
  );
}

function breakBlock(block: ReportBlock): ReportBlock {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
      return { ...block, runs: breakRuns(block.runs) };
    case 'list':
      return {
        ...block,
        items: block.items.map((item) => ({ blocks: item.blocks.map(breakBlock) })),
      };
    case 'table':
      return {
        ...block,
        rows: block.rows.map((row) => row.map((cell) => ({ ...cell, runs: breakRuns(cell.runs) }))),
      };
    case 'keyValue':
      return {
        ...block,
        entries: block.entries.map((entry) => ({
          label: breakLongWords(entry.label),
          value: breakLongWords(entry.value),
        })),
      };
    case 'pageBreak':
    case 'image':
      return block;
  }
}

/**
 * Every text the report lays out (blocks, running header and footer) with its long words broken
 * into pieces; the metadata (the PDF's title and subject, never laid out) stays as typed.
 */
export function breakReportText(report: ProposalReport): ProposalReport {
  return {
    ...report,
    pageHeader: {
      ...report.pageHeader,
      name: breakLongWords(report.pageHeader.name),
      right: breakLongWords(report.pageHeader.right),
    },
    pageFooter: {
      left: breakLongWords(report.pageFooter.left),
      catalogue: report.pageFooter.catalogue && breakLongWords(report.pageFooter.catalogue),
    },
    blocks: report.blocks.map(breakBlock),
  };
}
