import { toSingleLine } from '@camara-fria/contracts';

/**
 * The file name as plain ASCII for old clients (accents dropped, anything else unsafe as `_`);
 * `filename*` carries the real one in UTF-8 (RFC 6266 / 5987).
 */
export function asciiFileName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[—–]/g, '-')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
}

/** RFC 5987 `ext-value` characters need no escape: the rest is percent-encoded UTF-8. */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `attachment; filename="ASCII"; filename*=UTF-8''…` (RFC 6266 §4.3, RFC 5987), the name as one
 * line without direction controls (toSingleLine): the file names already are (reports
 * `proposalFileName`), this keeps any other name from spoofing what the browser shows.
 */
export function attachmentDisposition(name: string): string {
  const line = toSingleLine(name);
  return `attachment; filename="${asciiFileName(line)}"; filename*=UTF-8''${encodeExtValue(line)}`;
}
