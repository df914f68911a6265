import type { Content, ContentStack, ContentText } from 'pdfmake/interfaces';
import { FONT_NAMES } from './fonts.ts';
import type { ReportInline, ReportText } from './model.ts';
import { ALERT, LINK, MUTED } from './pdf-style.ts';
import { pdfTextNodes } from './pdf-text-nodes.ts';
import { BREAK_OPPORTUNITY } from './text-pieces.ts';

export type InlineContent = Exclude<Content, string>;

function runColour(run: ReportText): { link?: string; color?: string } {
  if (run.link) return { link: run.link, color: LINK };
  if (run.alert) return { color: ALERT };
  return run.muted ? { color: MUTED } : {};
}

export function inlineContent(runs: ReportInline[], baseSize: number): InlineContent[] {
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
      ...runColour(run),
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
export function textContent(
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
