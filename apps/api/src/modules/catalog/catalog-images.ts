import type { CatalogItemKind } from '@camara-fria/domain';

/**
 * Image folder of each kind: the spec's for evaporators and condensing units (§2.3), the same
 * pattern for rack compressor units and remote condensers.
 */
export const LINE_IMAGE_FOLDERS: Record<CatalogItemKind, string> = {
  EVAPORATOR: 'evaporadores',
  CONDENSING_UNIT: 'unidades-condensadoras',
  COMPRESSOR_UNIT: 'compressores',
  REMOTE_CONDENSER: 'condensadores',
};

/** The kind whose images live in a folder, if any. */
export function findKindOfImageFolder(folder: string): CatalogItemKind | undefined {
  const entry = Object.entries(LINE_IMAGE_FOLDERS).find(([, name]) => name === folder);
  return entry?.[0] as CatalogItemKind | undefined;
}

/** The file name of a line's image without its extension: spaces as underscores (spec §2.3). */
export const lineImageName = (code: string): string => code.replaceAll(' ', '_');

/**
 * Default image path of a product line: our drawing of the line, served by GET
 * /assets/images/{folder}/{line}.svg (docs/decisions/028-line-illustrations.md; the spec's
 * folders, `.svg` instead of `.jpg`). An import may give its own `imagePath`.
 */
export function defaultLineImagePath(kind: CatalogItemKind, code: string): string {
  return `/assets/images/${LINE_IMAGE_FOLDERS[kind]}/${lineImageName(code)}.svg`;
}

/** Key of a line in the image map. */
export const lineImageKey = (kind: string, code: string): string => `${kind}|${code}`;
