import { EQUIPMENT_TABLE } from '@camara-fria/proposal';
import type {
  ReportAlign,
  ReportBlock,
  ReportHeadingLevel,
  ReportInline,
  ReportTableCell,
  ReportText,
} from './model.ts';
import { richTextBlocks } from './rich-text-blocks.ts';

/** The small builders of the document model the section builders share. */

export const text = (value: string, extra: Omit<ReportText, 'kind' | 'text'> = {}): ReportText => ({
  kind: 'text',
  text: value,
  ...extra,
});

export const cell = (
  value: string,
  extra: Omit<ReportTableCell, 'runs'> = {},
): ReportTableCell => ({
  runs: [text(value)],
  ...extra,
});

export const heading = (level: ReportHeadingLevel, value: string): ReportBlock => ({
  type: 'heading',
  level,
  align: 'left',
  runs: [text(value)],
});

export const paragraph = (value: string, align: ReportAlign = 'left'): ReportBlock => ({
  type: 'paragraph',
  align,
  runs: [text(value)],
});

/** The text, then " Especial" in bold when the line is special equipment. */
export function withSpecial(value: string, special: boolean): ReportInline[] {
  return special
    ? [text(value), text(' '), text(EQUIPMENT_TABLE.special, { bold: true })]
    : [text(value)];
}

/** A proposal text (Markdown) as blocks; nothing for an empty one. */
export function textBlock(markdown: string | null | undefined): ReportBlock[] {
  return markdown ? richTextBlocks(markdown) : [];
}
