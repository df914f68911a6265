/**
 * The node tree of a proposal text (the one dialect of docs/decisions/031-rich-text-dialect.md).
 * `parseRichText` builds it from Markdown; the web renders it to HTML and feeds the editor with
 * it, the documents (PDF, DOCX) walk it. Every value is from a closed list: a walker needs no
 * default branch for anything unknown.
 */

/** Block alignment. Left is the default and is never stored (`align` is then absent). */
export const RICH_TEXT_ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type RichTextAlign = (typeof RICH_TEXT_ALIGNMENTS)[number];

/**
 * Named font sizes (the names are also CSS `font-size` keywords). Normal size is the absence of
 * a size. `scale` is relative to the body text, for the documents.
 */
export const RICH_TEXT_FONT_SIZES = {
  small: { label: 'Pequeno', scale: 0.85 },
  large: { label: 'Grande', scale: 1.25 },
  'x-large': { label: 'Muito grande', scale: 1.5 },
} as const;
export type RichTextFontSize = keyof typeof RICH_TEXT_FONT_SIZES;

/**
 * Named font families (the names are also CSS generic families). The default (sans-serif body
 * font) is the absence of a family; the documents map each name to an embedded typeface.
 */
export const RICH_TEXT_FONT_FAMILIES = {
  serif: { label: 'Serifada' },
  monospace: { label: 'Monoespaçada' },
} as const;
export type RichTextFontFamily = keyof typeof RICH_TEXT_FONT_FAMILIES;

/** Inline marks, in the order they are always listed in `RichTextText.marks`. */
export const RICH_TEXT_MARKS = ['bold', 'italic', 'underline', 'strike', 'code'] as const;
export type RichTextMark = (typeof RICH_TEXT_MARKS)[number];

/** Heading levels of the dialect (`####` and deeper are read as level 3). */
export type RichTextHeadingLevel = 1 | 2 | 3;

/** A run of text with one set of marks. Never empty; never contains a line break. */
export interface RichTextText {
  type: 'text';
  text: string;
  /** Distinct marks in RICH_TEXT_MARKS order (empty: plain text). */
  marks: RichTextMark[];
  size?: RichTextFontSize;
  family?: RichTextFontFamily;
}

/** A line break inside a block (Markdown: a backslash or a single newline at the end of a line). */
export interface RichTextHardBreak {
  type: 'hardBreak';
}

/** A link. `href` is always http:, https: or mailto: (any other link is kept as its text). */
export interface RichTextLink {
  type: 'link';
  href: string;
  children: (RichTextText | RichTextHardBreak)[];
}

export type RichTextInline = RichTextText | RichTextHardBreak | RichTextLink;

export interface RichTextParagraph {
  type: 'paragraph';
  /** Absent means left. Paragraphs inside list items are never aligned. */
  align?: RichTextAlign;
  children: RichTextInline[];
}

export interface RichTextHeading {
  type: 'heading';
  level: RichTextHeadingLevel;
  /** Absent means left. */
  align?: RichTextAlign;
  children: RichTextInline[];
}

export interface RichTextListItem {
  /** Usually one paragraph, possibly followed by a nested list. */
  children: RichTextNode[];
}

export interface RichTextBulletList {
  type: 'bulletList';
  items: RichTextListItem[];
}

/** Numbered from 1, always. */
export interface RichTextOrderedList {
  type: 'orderedList';
  items: RichTextListItem[];
}

/** A block: what `parseRichText` returns a list of. */
export type RichTextNode =
  RichTextParagraph | RichTextHeading | RichTextBulletList | RichTextOrderedList;
