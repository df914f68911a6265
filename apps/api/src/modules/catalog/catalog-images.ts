import { buildLineImagePath, type CatalogItemKind } from '@camara-fria/domain';

/**
 * Default image path of a product line: the spec's paths for evaporators and condensing units
 * (§2.3, `buildLineImagePath`), and the same pattern for rack compressor units
 * (`/assets/images/compressores/{line}.jpg`) and remote condensers
 * (`/assets/images/condensadores/{line}.jpg`). An import may give its own `imagePath`.
 */
export function defaultLineImagePath(kind: CatalogItemKind, code: string): string | null {
  const spec = buildLineImagePath({ kind, code });
  if (spec) return spec;
  const file = `${code.replaceAll(' ', '_')}.jpg`;
  if (kind === 'COMPRESSOR_UNIT') return `/assets/images/compressores/${file}`;
  if (kind === 'REMOTE_CONDENSER') return `/assets/images/condensadores/${file}`;
  return null;
}

/** Key of a line in the image map. */
export const lineImageKey = (kind: string, code: string): string => `${kind}|${code}`;
