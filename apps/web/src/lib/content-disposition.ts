/**
 * The file name of a Content-Disposition header (RFC 6266): `filename*` (RFC 8187, UTF-8 or
 * ISO-8859-1, percent-encoded) first, then `filename` (quoted or a token); null when neither.
 * Path separators are dropped, as a browser would.
 */
export function readContentDispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /(?:^|;)\s*filename\*\s*=\s*([\w!#$%&+^`{}~.-]+)'[^']*'([^;\s]+)/i.exec(header);
  if (extended) {
    const [, charset = '', encoded = ''] = extended;
    const decoded = decodeExtendedValue(charset, encoded);
    if (decoded) return sanitiseFileName(decoded);
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
  if (!plain) return null;
  const value = plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : (plain[2] ?? '');
  return value ? sanitiseFileName(value) : null;
}

function decodeExtendedValue(charset: string, encoded: string): string | null {
  try {
    if (charset.toLowerCase() === 'utf-8') return decodeURIComponent(encoded);
    if (charset.toLowerCase() === 'iso-8859-1') {
      return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    }
  } catch {
    // a malformed percent-encoding: fall back to `filename`
  }
  return null;
}

function sanitiseFileName(name: string): string | null {
  const base = name.replace(/[/\\]/g, '_').trim();
  return base || null;
}
