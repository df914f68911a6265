/** Schemes a link may have: anything else is shown as the link's text. */
const SAFE_HREF = /^(?:https?:\/\/[^\s]+|mailto:[^\s]+)$/i;

/** The href if the dialect allows it (http, https, mailto; no spaces or control characters). */
export function safeHref(href: string): string | null {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(href)) return null;
  return SAFE_HREF.test(href) ? href : null;
}
