import { parseRichText } from './parse.ts';
import type { RichTextInline, RichTextNode, RichTextText } from './types.ts';

/** Class names of the rendered HTML (the web's CSS styles them; see rich-text.css). */
export const RICH_TEXT_HTML_CLASS = {
  align: (align: string) => `rt-align-${align}`,
  size: (size: string) => `rt-size-${size}`,
  family: (family: string) => `rt-font-${family}`,
} as const;

/** Tags `renderRichTextHtml` can produce: nothing else, whatever the input. */
export const RICH_TEXT_HTML_TAGS = [
  'p',
  'h1',
  'h2',
  'h3',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'u',
  's',
  'code',
  'span',
  'a',
  'br',
] as const;

/** Attributes it can produce (href only on `a`, and only http, https and mailto). */
export const RICH_TEXT_HTML_ATTRIBUTES = ['href', 'class'] as const;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/**
 * HTML of a stored text, written from the node tree (never from markdown-it's renderer): only the
 * tags of RICH_TEXT_HTML_TAGS, only `class` (fixed names) and `href` (checked). Styling is by class,
 * never inline styles. The web still passes it through DOMPurify (defence in depth).
 */
export function renderRichTextHtml(source: string): string {
  return renderBlocks(parseRichText(source));
}

export function renderBlocks(blocks: RichTextNode[]): string {
  return blocks.map(renderBlock).join('');
}

function classAttr(classes: string[]): string {
  return classes.length === 0 ? '' : ` class="${classes.join(' ')}"`;
}

function renderBlock(block: RichTextNode): string {
  switch (block.type) {
    case 'paragraph':
    case 'heading': {
      const tag = block.type === 'paragraph' ? 'p' : `h${block.level}`;
      const classes = block.align ? [RICH_TEXT_HTML_CLASS.align(block.align)] : [];
      return `<${tag}${classAttr(classes)}>${renderInline(block.children)}</${tag}>`;
    }
    case 'bulletList':
    case 'orderedList': {
      const tag = block.type === 'bulletList' ? 'ul' : 'ol';
      const items = block.items.map((item) => `<li>${renderBlocks(item.children)}</li>`);
      return `<${tag}>${items.join('')}</${tag}>`;
    }
  }
}

const MARK_TAGS: [RichTextText['marks'][number], string][] = [
  ['strike', 's'],
  ['underline', 'u'],
  ['bold', 'strong'],
  ['italic', 'em'],
  ['code', 'code'],
];

function renderText(node: RichTextText): string {
  let html = escapeHtml(node.text);
  for (const [mark, tag] of [...MARK_TAGS].reverse()) {
    if (node.marks.includes(mark)) html = `<${tag}>${html}</${tag}>`;
  }
  const classes = [
    ...(node.size ? [RICH_TEXT_HTML_CLASS.size(node.size)] : []),
    ...(node.family ? [RICH_TEXT_HTML_CLASS.family(node.family)] : []),
  ];
  return classes.length === 0 ? html : `<span${classAttr(classes)}>${html}</span>`;
}

function renderInline(nodes: RichTextInline[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return renderText(node);
        case 'hardBreak':
          return '<br>';
        case 'link':
          return `<a href="${escapeHtml(node.href)}">${renderInline(node.children)}</a>`;
      }
    })
    .join('');
}
