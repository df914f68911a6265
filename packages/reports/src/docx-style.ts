import { AlignmentType } from 'docx';

/** The DOCX's page, colours, alignments and units, shared by render-docx.ts and its parts. */

/** A4 and the PDF's margins, in twentieths of a point. */
export const PAGE = { width: 11906, height: 16838 };
export const MARGIN = {
  left: 1000,
  right: 1000,
  top: 1440,
  bottom: 1120,
  header: 480,
  footer: 400,
};
export const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
export const MUTED = '5F6B76';
export const LINK = '175C9E';
/** Alerts: Mantine red.9, as in the PDF. */
export const ALERT = 'C92A2A';
export const RULE = '9AA5B1';
export const HEADER_FILL = 'E6EDF5';
export const TITLE_COLOUR = '12406E';

export const ALIGN = {
  left: AlignmentType.LEFT,
  center: AlignmentType.CENTER,
  right: AlignmentType.RIGHT,
  justify: AlignmentType.JUSTIFIED,
} as const;

/** Half-points of a size in points. */
export const halfPoints = (points: number) => Math.round(points * 2);
/** docx sizes images in pixels at 96 dpi. */
export const pixels = (points: number) => Math.round((points * 96) / 72);

/** Characters XML 1.0 cannot hold (docx escapes markup, not these): dropped. */
const XML_INVALID =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
export const clean = (text: string) => text.replace(XML_INVALID, '');
