import { parseRichText } from './parse.ts';
import type { RichTextInline, RichTextNode } from './types.ts';

/**
 * The text without formatting: blocks separated by a blank line, list items as "- " or "1. "
 * lines (nested ones indented), line breaks kept. For e-mail bodies, previews and comparisons.
 */
export function richTextToPlainText(source: string): string {
  return blocksToPlainText(parseRichText(source));
}

export function blocksToPlainText(blocks: RichTextNode[]): string {
  return blocks.map((block) => blockText(block)).join('\n\n');
}

function blockText(block: RichTextNode): string {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return inlineText(block.children);
    case 'bulletList':
    case 'orderedList':
      return block.items
        .map((item, index) => {
          const marker = block.type === 'bulletList' ? '- ' : `${index + 1}. `;
          const body = item.children.map(blockText).join('\n');
          return marker + body.replaceAll('\n', `\n${' '.repeat(marker.length)}`);
        })
        .join('\n');
  }
}

function inlineText(nodes: RichTextInline[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return node.text;
        case 'hardBreak':
          return '\n';
        case 'link':
          return inlineText(node.children);
      }
    })
    .join('');
}
