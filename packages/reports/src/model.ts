/**
 * The ONE document model of a proposal (docs/decisions/032-proposal-documents.md): a neutral tree
 * of blocks that `buildProposalReport` fills from a ProposalDocument and that both renderers (PDF,
 * DOCX) walk, so both files say the same things in the same order. Every text here is plain
 * text: a renderer writes it as characters, never reads markup from it.
 */

export type ReportAlign = 'left' | 'center' | 'right' | 'justify';

/** The embedded typefaces (DejaVu Sans, DejaVu Serif, DejaVu Sans Mono). */
export type ReportFamily = 'sans' | 'serif' | 'monospace';

/** A run of text with one set of marks. */
export interface ReportText {
  kind: 'text';
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strike?: boolean;
  /** Relative to the block's base size (1: the base). */
  scale?: number;
  /** Absent: sans. */
  family?: ReportFamily;
  /** http:, https: or mailto: only (rich-text's `safeHref`). */
  link?: string;
  /** A secondary text (notes, labels): grey. */
  muted?: boolean;
  /**
   * A defect the reader must see (a room short of its load, docs/decisions/061): red. Always
   * beside words that say it; the colour is never the only sign.
   */
  alert?: boolean;
}

/** A line break inside a block. */
export interface ReportBreak {
  kind: 'break';
}

export type ReportInline = ReportText | ReportBreak;

/**
 * Heading levels: 1 the document's title, 2 a section, 3 a part of a section (and rich-text
 * level-1 headings), 4 and 5 the rich-text levels 2 and 3.
 */
export type ReportHeadingLevel = 1 | 2 | 3 | 4 | 5;

export interface ReportHeading {
  type: 'heading';
  level: ReportHeadingLevel;
  align: ReportAlign;
  runs: ReportInline[];
}

export interface ReportParagraph {
  type: 'paragraph';
  align: ReportAlign;
  runs: ReportInline[];
  /** A small note (the sizing table's footnote). */
  small?: boolean;
}

export interface ReportListItem {
  /** Paragraphs and nested lists. */
  blocks: ReportBlock[];
}

export interface ReportList {
  type: 'list';
  ordered: boolean;
  items: ReportListItem[];
}

export interface ReportTableCell {
  runs: ReportInline[];
  /** Absent: the column's alignment. */
  align?: ReportAlign;
}

export interface ReportTableColumn {
  /** Relative width (the columns share the page's width in proportion). */
  width: number;
  align: ReportAlign;
  /** Its body cells are never broken across lines (SKUs): the column is as wide as they are. */
  noWrap?: boolean;
}

export interface ReportTable {
  type: 'table';
  /** Read by assistive technology and named in tests; not printed. */
  caption: string;
  columns: ReportTableColumn[];
  /** The first `headerRows` rows are headers (bold, shaded, repeated on each page). */
  headerRows: number;
  rows: ReportTableCell[][];
  /** The first column holds row headers (bold). */
  rowHeaders?: boolean;
  /** Relative to the body size (tables are set smaller). */
  scale: number;
  /** Right-aligned narrow table (the totals). */
  compact?: boolean;
}

/** Label / value pairs (the client's data, the maker's contacts). */
export interface ReportKeyValue {
  type: 'keyValue';
  entries: { label: string; value: string }[];
}

export interface ReportPageBreak {
  type: 'pageBreak';
}

export interface ReportImage {
  type: 'image';
  png: Uint8Array;
  /** Printed size, pt. */
  width: number;
  height: number;
  align: ReportAlign;
}

export type ReportBlock =
  | ReportHeading
  | ReportParagraph
  | ReportList
  | ReportTable
  | ReportKeyValue
  | ReportPageBreak
  | ReportImage;

/** The proposal as a document: metadata, the running header and footer, the body. */
export interface ProposalReport {
  meta: {
    /** "Proposta 2026-0042-R1". */
    title: string;
    /** "2026-0042-R1". */
    code: string;
    projectName: string;
    makerName: string;
    /** pt-BR date of generation in the context's time zone, "24/11/2026". */
    date: string;
    generatedAt: string;
  };
  /** Printed at the top of every page. */
  pageHeader: {
    logo: { png: Uint8Array; width: number; height: number } | null;
    name: string;
    /** Right side: "Proposta 2026-0042-R1". */
    right: string;
  };
  /** Printed at the bottom of every page beside "Página N de M". */
  pageFooter: {
    left: string;
    /**
     * The catalogue the equipment comes from, on its own line under the left text of every page
     * (docs/decisions/053); null when no system has equipment.
     */
    catalogue: string | null;
  };
  /**
   * {@link DRAFT_MARK} on a revision still being edited (a draft), printed across every page;
   * null on an issued revision (docs/decisions/063).
   */
  draftMark: string | null;
  blocks: ReportBlock[];
}

/** The mark every page of a draft's documents carries: it is not a proposal until issued. */
export const DRAFT_MARK = 'RASCUNHO';

/** Base size of the body text, pt. */
export const BODY_SIZE = 10;
/** Sizes of the heading levels, pt. */
export const HEADING_SIZES: Record<ReportHeadingLevel, number> = {
  1: 18,
  2: 13,
  3: 11.5,
  4: 10.5,
  5: 10,
};
/** "Página N de M": the words around the numbers, shared by both renderers. */
export const PAGE_LABEL = { before: 'Página ', between: ' de ' } as const;
