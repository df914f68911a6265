/** The PNG signature and the IHDR chunk's type, which a PNG starts with (PNG spec §5.2, §11.2.2). */
const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = [0x49, 0x48, 0x44, 0x52];

/** The pixel size a PNG's IHDR chunk gives; null when the bytes do not start as a PNG. */
export function readPngSize(png: Uint8Array): { width: number; height: number } | null {
  if (png.length < 24) return null;
  if (SIGNATURE.some((byte, index) => png[index] !== byte)) return null;
  if (IHDR.some((byte, index) => png[12 + index] !== byte)) return null;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  return width > 0 && height > 0 ? { width, height } : null;
}

/**
 * pt: the logo's printed size, as tall as `height` and at most `maxWidth` wide, with the image's
 * own aspect (a wide maker logo is not squeezed square; docs/decisions/068). Without a readable
 * size, the box is square.
 */
export function fitLogo(
  png: Uint8Array,
  height: number,
  maxWidth: number,
): { width: number; height: number } {
  const size = readPngSize(png);
  if (!size) return { width: height, height };
  const aspect = size.width / size.height;
  const width = Math.min(maxWidth, height * aspect);
  return { width, height: width / aspect };
}
