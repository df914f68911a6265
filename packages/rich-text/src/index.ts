// The one Markdown dialect of the proposal texts (docs/decisions/031-rich-text-dialect.md).
export * from './types.ts';
export { parseRichText } from './parse.ts';
export { serializeRichText } from './serialize.ts';
export { normalizeBlocks as normalizeRichText } from './normalize.ts';
export {
  renderRichTextHtml,
  renderBlocks as renderRichTextBlocksHtml,
  escapeHtml,
  RICH_TEXT_HTML_CLASS,
  RICH_TEXT_HTML_TAGS,
  RICH_TEXT_HTML_ATTRIBUTES,
} from './html.ts';
export {
  richTextToPlainText,
  blocksToPlainText as richTextBlocksToPlainText,
} from './plain-text.ts';
export { safeHref } from './links.ts';
