/** The PDF's margins and colours, shared by render-pdf.ts and its parts. */

/** A4 in pt, margins [left, top, right, bottom]. */
export const MARGINS: [number, number, number, number] = [50, 72, 50, 56];
export const MUTED = '#5f6b76';
export const LINK = '#175c9e';
/** Alerts: Mantine red.9, 6,0:1 on white. */
export const ALERT = '#c92a2a';
export const RULE = '#9aa5b1';
export const HEADER_FILL = '#e6edf5';
