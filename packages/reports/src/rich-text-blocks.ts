import {
  parseRichText,
  RICH_TEXT_FONT_SIZES,
  type RichTextInline,
  type RichTextNode,
} from '@camara-fria/rich-text';
import type { ReportBlock, ReportHeadingLevel, ReportInline, ReportText } from './model.ts';

/**
 * A section's Markdown text as report blocks, through `parseRichText` only (the one dialect of
 * ADR 031): headings, paragraphs with alignment, lists, marks, sizes and families. Whatever the
 * parser does not turn into structure reaches the document as the characters typed.
 */
export function richTextBlocks(markdown: string): ReportBlock[] {
  return parseRichText(markdown).map(block);
}

function block(node: RichTextNode): ReportBlock {
  switch (node.type) {
    case 'paragraph':
      return { type: 'paragraph', align: node.align ?? 'left', runs: inlines(node.children) };
    case 'heading':
      return {
        type: 'heading',
        level: (node.level + 2) as ReportHeadingLevel,
        align: node.align ?? 'left',
        runs: inlines(node.children),
      };
    case 'bulletList':
    case 'orderedList':
      return {
        type: 'list',
        ordered: node.type === 'orderedList',
        items: node.items.map((item) => ({ blocks: item.children.map(block) })),
      };
  }
}

function inlines(nodes: RichTextInline[], link?: string): ReportInline[] {
  return nodes.flatMap((node): ReportInline[] => {
    switch (node.type) {
      case 'hardBreak':
        return [{ kind: 'break' }];
      case 'link':
        return inlines(node.children, node.href);
      case 'text': {
        const run: ReportText = { kind: 'text', text: node.text };
        for (const mark of node.marks) {
          if (mark === 'code') run.family = 'monospace';
          else if (mark === 'bold') run.bold = true;
          else if (mark === 'italic') run.italic = true;
          else if (mark === 'underline') run.underline = true;
          else run.strike = true;
        }
        if (node.size) run.scale = RICH_TEXT_FONT_SIZES[node.size].scale;
        if (node.family && !run.family) run.family = node.family;
        if (link) run.link = link;
        return [run];
      }
    }
  });
}
