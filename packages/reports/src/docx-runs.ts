import { ExternalHyperlink, TextRun, type IRunOptions, type ParagraphChild } from 'docx';
import { FONT_NAMES } from './fonts.ts';
import type { ReportInline } from './model.ts';
import { ALERT, clean, halfPoints, MUTED } from './docx-style.ts';

/**
 * The runs of a paragraph, heading or table cell: bold, italics, underline, strike, family,
 * scale, muted and alert colours; a link as a hyperlink; a line break typed inside a text as a break.
 */
export function runs(
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
      ...(inline.alert ? { color: ALERT } : {}),
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
