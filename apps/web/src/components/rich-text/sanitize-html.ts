import { RICH_TEXT_HTML_ATTRIBUTES, RICH_TEXT_HTML_TAGS } from '@camara-fria/rich-text';
import DOMPurify from 'dompurify';

/** The class names @camara-fria/rich-text writes; any other class is removed. */
const ALLOWED_CLASS =
  /^rt-(?:align-(?:center|right|justify)|size-(?:small|large|x-large)|font-(?:serif|monospace))$/;

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** One DOMPurify instance with the hooks of the dialect (class whitelist, safe links). */
function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'class') {
      data.attrValue = data.attrValue
        .split(/\s+/)
        .filter((name) => ALLOWED_CLASS.test(name))
        .join(' ');
      if (data.attrValue === '') data.keepAttr = false;
    }
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/**
 * The second line of defence behind @camara-fria/rich-text's renderer (which already writes only
 * these tags and attributes): only the dialect's tags, `class` with its names, `href` with http,
 * https or mailto; links open in a new tab without an opener.
 */
export function sanitizeRichTextHtml(html: string): string {
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_HTML_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_HTML_ATTRIBUTES],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
