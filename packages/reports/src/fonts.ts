import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ReportFamily } from './model.ts';

/**
 * The embedded typefaces: DejaVu Sans, Serif and Sans Mono from the npm package
 * `dejavu-fonts-ttf` (Bitstream Vera licence + public-domain DejaVu changes; see README.md). They
 * cover every Portuguese glyph (ç ã õ á é ê í ó ô ú à) and the symbols of the tables (× ² ° —).
 * Read once per process, on first use.
 */
export const FONT_NAMES: Record<ReportFamily, string> = {
  sans: 'DejaVu Sans',
  serif: 'DejaVu Serif',
  monospace: 'DejaVu Sans Mono',
};

export type FontFace = 'normal' | 'bold' | 'italics' | 'bolditalics';

const FILES: Record<ReportFamily, Record<FontFace, string>> = {
  sans: {
    normal: 'DejaVuSans.ttf',
    bold: 'DejaVuSans-Bold.ttf',
    italics: 'DejaVuSans-Oblique.ttf',
    bolditalics: 'DejaVuSans-BoldOblique.ttf',
  },
  serif: {
    normal: 'DejaVuSerif.ttf',
    bold: 'DejaVuSerif-Bold.ttf',
    italics: 'DejaVuSerif-Italic.ttf',
    bolditalics: 'DejaVuSerif-BoldItalic.ttf',
  },
  monospace: {
    normal: 'DejaVuSansMono.ttf',
    bold: 'DejaVuSansMono-Bold.ttf',
    italics: 'DejaVuSansMono-Oblique.ttf',
    bolditalics: 'DejaVuSansMono-BoldOblique.ttf',
  },
};

const fontDirectory = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);

const cache = new Map<string, Buffer>();

/** The TTF bytes of one face (read once). */
export function fontFile(family: ReportFamily, face: FontFace): Buffer {
  const name = FILES[family][face];
  let bytes = cache.get(name);
  if (!bytes) {
    bytes = fs.readFileSync(path.join(fontDirectory, name));
    cache.set(name, bytes);
  }
  return bytes;
}

/** The file name of a face (the key pdfmake's virtual file system stores it under). */
export function fontFileName(family: ReportFamily, face: FontFace): string {
  return FILES[family][face];
}
