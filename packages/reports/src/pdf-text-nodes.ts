import type { ProposalReport, ReportBlock, ReportInline, ReportText } from './model.ts';
import { BREAKING_CHARACTERS } from './text-pieces.ts';

/**
 * pdfmake lays out one text node in time quadratic in its words (for each word it copies the
 * list of the words left: `_inlines.slice(1)` in LayoutBuilder.buildNextLine), so a paragraph
 * of 30 000 one-letter words, or of 30 000 lines, took it minutes. The PDF gives it a paragraph
 * as one node per line (split at the paragraph's line breaks, which ends a line there anyway)
 * and a line of more than {@link WORDS_PER_TEXT_NODE} words as several nodes, one under the
 * other: such a paragraph (more than a page without a line break) gets a line break every
 * {@link WORDS_PER_TEXT_NODE} words, and its layout stays linear (docs/decisions/047).
 */
export const WORDS_PER_TEXT_NODE = 2_000;

const WORD_END = new RegExp(`[${BREAKING_CHARACTERS}]`, 'gu');

/** The runs of each line: split at breaks and at line ends inside a text. */
function splitLines(runs: ReportInline[]): ReportText[][] {
  const lines: ReportText[][] = [[]];
  for (const run of runs) {
    if (run.kind === 'break') {
      lines.push([]);
      continue;
    }
    run.text.split(/\r?\n/).forEach((text, index) => {
      if (index > 0) lines.push([]);
      if (text !== '') lines.at(-1)?.push({ ...run, text });
    });
  }
  return lines;
}

/** A line's runs in pieces of at most {@link WORDS_PER_TEXT_NODE} words, cut after a word's end. */
function splitWords(line: ReportText[]): ReportText[][] {
  const nodes: ReportText[][] = [[]];
  let words = 0;
  for (const run of line) {
    let start = 0;
    for (const match of run.text.matchAll(WORD_END)) {
      words += 1;
      if (words < WORDS_PER_TEXT_NODE) continue;
      const end = match.index + match[0].length;
      nodes.at(-1)?.push({ ...run, text: run.text.slice(start, end) });
      nodes.push([]);
      start = end;
      words = 0;
    }
    if (start < run.text.length) nodes.at(-1)?.push({ ...run, text: run.text.slice(start) });
  }
  if (nodes.length > 1 && nodes.at(-1)?.length === 0) nodes.pop();
  return nodes;
}

/**
 * The text nodes of a paragraph or heading: one per line, a line of many words in several. An
 * empty line is an empty node (it keeps its height).
 */
export function pdfTextNodes(runs: ReportInline[]): ReportText[][] {
  return splitLines(runs).flatMap(splitWords);
}

/** pdfmake's words of some runs: each run's words (a run is at least one). */
function countRunWords(runs: ReportInline[]): number {
  let words = 0;
  for (const run of runs) {
    if (run.kind === 'text') words += 1 + (run.text.match(WORD_END)?.length ?? 0);
  }
  return words;
}

function countBlockWords(block: ReportBlock): number {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
      return countRunWords(block.runs);
    case 'list':
      return block.items.reduce(
        (sum, item) =>
          sum + item.blocks.reduce((inner, child) => inner + countBlockWords(child), 0),
        0,
      );
    case 'table':
      return block.rows.reduce(
        (sum, row) => sum + row.reduce((inner, cell) => inner + countRunWords(cell.runs), 0),
        0,
      );
    case 'keyValue':
      return block.entries.length * 4;
    case 'pageBreak':
    case 'image':
      return 1;
  }
}

/** About the words pdfmake lays out for the report's body (what one layout of it costs). */
export function countReportWords(report: ProposalReport): number {
  return report.blocks.reduce((sum, block) => sum + countBlockWords(block), 0);
}
