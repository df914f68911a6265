import {
  normalizeRichText,
  parseRichText,
  RICH_TEXT_ALIGNMENTS,
  RICH_TEXT_FONT_FAMILIES,
  RICH_TEXT_FONT_SIZES,
  RICH_TEXT_MARKS,
  safeHref,
  serializeRichText,
  type RichTextAlign,
  type RichTextFontFamily,
  type RichTextFontSize,
  type RichTextHardBreak,
  type RichTextInline,
  type RichTextMark,
  type RichTextNode,
  type RichTextText,
} from '@camara-fria/rich-text';
import type { JSONContent } from '@tiptap/core';

/**
 * The editor's document (tiptap/ProseMirror JSON) to and from the dialect's node tree, so that
 * Markdown goes into the editor and comes out of it through the one parser and serialiser of
 * @camara-fria/rich-text (no second Markdown implementation, no HTML on the way). Types only from
 * tiptap: this module stays out of the editor's lazy chunk's way.
 */

/** Markdown of the dialect → the editor's document. */
export function markdownToEditorDocument(markdown: string): JSONContent {
  const content = parseRichText(markdown).map(blockToEditor);
  return { type: 'doc', content: content.length > 0 ? content : [{ type: 'paragraph' }] };
}

/** The editor's document → canonical Markdown of the dialect. */
export function editorDocumentToMarkdown(document: JSONContent): string {
  return serializeRichText(editorToBlocks(document.content ?? []));
}

// ------------------------------------------------------------------ tree → editor

function alignAttrs(align: RichTextAlign | undefined): Record<string, unknown> {
  return align ? { textAlign: align } : {};
}

function blockToEditor(block: RichTextNode): JSONContent {
  switch (block.type) {
    case 'paragraph':
      return withContent({ type: 'paragraph', attrs: alignAttrs(block.align) }, block.children);
    case 'heading':
      return withContent(
        { type: 'heading', attrs: { level: block.level, ...alignAttrs(block.align) } },
        block.children,
      );
    case 'bulletList':
    case 'orderedList':
      return {
        type: block.type,
        content: block.items.map((item) => ({
          type: 'listItem',
          // A list item starts with a paragraph in the editor's schema.
          content:
            item.children[0]?.type === 'paragraph'
              ? item.children.map(blockToEditor)
              : [{ type: 'paragraph' }, ...item.children.map(blockToEditor)],
        })),
      };
  }
}

function withContent(node: JSONContent, children: RichTextInline[]): JSONContent {
  const content = children.flatMap((child) => inlineToEditor(child, undefined));
  return content.length > 0 ? { ...node, content } : node;
}

function inlineToEditor(node: RichTextInline, href: string | undefined): JSONContent[] {
  switch (node.type) {
    case 'hardBreak':
      return [{ type: 'hardBreak' }];
    case 'link':
      return node.children.flatMap((child) => inlineToEditor(child, node.href));
    case 'text': {
      const marks: JSONContent['marks'] = node.marks.map((mark) => ({ type: mark }));
      if (node.size || node.family) {
        marks.push({
          type: 'textStyle',
          attrs: { fontSize: node.size ?? null, fontFamily: node.family ?? null },
        });
      }
      if (href) marks.push({ type: 'link', attrs: { href } });
      return [{ type: 'text', text: node.text, ...(marks.length > 0 ? { marks } : {}) }];
    }
  }
}

// ------------------------------------------------------------------ editor → tree

function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

function alignOf(node: JSONContent): RichTextAlign | undefined {
  const value: unknown = node.attrs?.textAlign;
  return isOneOf(RICH_TEXT_ALIGNMENTS, value) && value !== 'left' ? value : undefined;
}

function editorToBlocks(nodes: JSONContent[]): RichTextNode[] {
  return normalizeRichText(nodes.flatMap(editorToBlock));
}

function editorToBlock(node: JSONContent): RichTextNode[] {
  switch (node.type) {
    case 'paragraph': {
      const align = alignOf(node);
      return [{ type: 'paragraph', ...(align ? { align } : {}), children: editorInline(node) }];
    }
    case 'heading': {
      const align = alignOf(node);
      const level = Math.min(Math.max(Number(node.attrs?.level) || 1, 1), 3) as 1 | 2 | 3;
      return [
        { type: 'heading', level, ...(align ? { align } : {}), children: editorInline(node) },
      ];
    }
    case 'bulletList':
    case 'orderedList':
      return [
        {
          type: node.type,
          items: (node.content ?? []).map((item) => ({
            children: (item.content ?? []).flatMap(editorToBlock),
          })),
        },
      ];
    default:
      // Not in the editor's schema; keep any text as a paragraph.
      return node.content ? [{ type: 'paragraph', children: editorInline(node) }] : [];
  }
}

const SIZES = Object.keys(RICH_TEXT_FONT_SIZES) as RichTextFontSize[];
const FAMILIES = Object.keys(RICH_TEXT_FONT_FAMILIES) as RichTextFontFamily[];

function editorInline(node: JSONContent): RichTextInline[] {
  const out: RichTextInline[] = [];
  for (const child of node.content ?? []) {
    let inline: RichTextText | RichTextHardBreak;
    let href: string | null = null;
    if (child.type === 'hardBreak') {
      inline = { type: 'hardBreak' };
    } else if (child.type === 'text' && child.text) {
      const text: RichTextText = { type: 'text', text: child.text, marks: [] };
      for (const mark of child.marks ?? []) {
        if (isOneOf<RichTextMark>(RICH_TEXT_MARKS, mark.type)) text.marks.push(mark.type);
        if (mark.type === 'textStyle') {
          const { fontSize, fontFamily } = (mark.attrs ?? {}) as Record<string, unknown>;
          if (isOneOf(SIZES, fontSize)) text.size = fontSize;
          if (isOneOf(FAMILIES, fontFamily)) text.family = fontFamily;
        }
        if (mark.type === 'link') href = safeHref(String(mark.attrs?.href ?? ''));
      }
      inline = text;
    } else {
      continue;
    }
    out.push(href ? { type: 'link', href, children: [inline] } : inline);
  }
  return out;
}
