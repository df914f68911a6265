import type { Token } from 'markdown-it';
import { safeHref } from './links.ts';
import {
  ALIGN_CLASS_PREFIX,
  FAMILY_CLASS_PREFIX,
  markdown,
  SIZE_CLASS_PREFIX,
} from './markdown.ts';
import { normalizeBlocks } from './normalize.ts';
import {
  RICH_TEXT_ALIGNMENTS,
  RICH_TEXT_FONT_FAMILIES,
  RICH_TEXT_FONT_SIZES,
  RICH_TEXT_MARKS,
  type RichTextAlign,
  type RichTextFontFamily,
  type RichTextFontSize,
  type RichTextHardBreak,
  type RichTextHeadingLevel,
  type RichTextInline,
  type RichTextListItem,
  type RichTextMark,
  type RichTextNode,
  type RichTextText,
} from './types.ts';

/**
 * Parses a stored text of the dialect into its node tree (normalised: adjacent runs with the same
 * marks merged, no empty text, marks in RICH_TEXT_MARKS order). Never throws: anything outside
 * the dialect comes out as literal text or is dropped (unknown attributes).
 */
export function parseRichText(source: string): RichTextNode[] {
  const tokens = markdown.parse(source, {});
  const reader = { tokens, index: 0 };
  return normalizeBlocks(readBlocks(reader, null, false));
}

interface Reader {
  tokens: Token[];
  index: number;
}

function classesOf(token: Token): string[] {
  return String(token.attrGet('class') ?? '')
    .split(/\s+/)
    .filter(Boolean);
}

function alignOf(token: Token): RichTextAlign | undefined {
  for (const name of classesOf(token)) {
    const value = name.slice(ALIGN_CLASS_PREFIX.length);
    if (name.startsWith(ALIGN_CLASS_PREFIX) && isOneOf(RICH_TEXT_ALIGNMENTS, value)) {
      return value === 'left' ? undefined : value;
    }
  }
  return undefined;
}

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

function hasKey<T extends object>(record: T, key: string): key is Extract<keyof T, string> {
  return Object.prototype.hasOwnProperty.call(record, key);
}

/** Reads blocks until the closing token `closeType` (or the end). */
function readBlocks(reader: Reader, closeType: string | null, inList: boolean): RichTextNode[] {
  const blocks: RichTextNode[] = [];
  while (reader.index < reader.tokens.length) {
    const token = reader.tokens[reader.index]!;
    if (closeType !== null && token.type === closeType) {
      reader.index += 1;
      return blocks;
    }
    reader.index += 1;
    switch (token.type) {
      case 'paragraph_open': {
        const children = readInlineAndClose(reader);
        const align = inList ? undefined : alignOf(token);
        blocks.push({ type: 'paragraph', ...(align ? { align } : {}), children });
        break;
      }
      case 'heading_open': {
        const level = Math.min(Number(token.tag.slice(1)), 3) as RichTextHeadingLevel;
        const children = readInlineAndClose(reader);
        const align = inList ? undefined : alignOf(token);
        blocks.push({ type: 'heading', level, ...(align ? { align } : {}), children });
        break;
      }
      case 'bullet_list_open':
      case 'ordered_list_open': {
        const close =
          token.type === 'bullet_list_open' ? 'bullet_list_close' : 'ordered_list_close';
        const items = readItems(reader, close);
        blocks.push({
          type: token.type === 'bullet_list_open' ? 'bulletList' : 'orderedList',
          items,
        });
        break;
      }
      default:
        // Nothing else is enabled; a stray token is skipped.
        break;
    }
  }
  return blocks;
}

function readItems(reader: Reader, closeType: string): RichTextListItem[] {
  const items: RichTextListItem[] = [];
  while (reader.index < reader.tokens.length) {
    const token = reader.tokens[reader.index]!;
    reader.index += 1;
    if (token.type === closeType) break;
    if (token.type === 'list_item_open') {
      items.push({ children: readBlocks(reader, 'list_item_close', true) });
    }
  }
  return items;
}

/** Reads the inline token after a block opening, and the block's closing token. */
function readInlineAndClose(reader: Reader): RichTextInline[] {
  const inline = reader.tokens[reader.index];
  let children: RichTextInline[] = [];
  if (inline?.type === 'inline') {
    children = readInline(inline.children ?? []);
    reader.index += 1;
  }
  reader.index += 1; // paragraph_close / heading_close
  return children;
}

interface SpanFrame {
  size?: RichTextFontSize;
  family?: RichTextFontFamily;
}

function spanOf(token: Token): SpanFrame {
  const frame: SpanFrame = {};
  for (const name of classesOf(token)) {
    const size = name.slice(SIZE_CLASS_PREFIX.length);
    const family = name.slice(FAMILY_CLASS_PREFIX.length);
    if (name.startsWith(SIZE_CLASS_PREFIX) && hasKey(RICH_TEXT_FONT_SIZES, size)) {
      frame.size = size;
    } else if (name.startsWith(FAMILY_CLASS_PREFIX) && hasKey(RICH_TEXT_FONT_FAMILIES, family)) {
      frame.family = family;
    }
  }
  return frame;
}

const MARK_OF_TOKEN: Record<string, RichTextMark> = {
  strong: 'bold',
  em: 'italic',
  ins: 'underline',
  s: 'strike',
};

function readInline(tokens: Token[]): RichTextInline[] {
  const out: RichTextInline[] = [];
  const markDepth = new Map<RichTextMark, number>();
  const spans: SpanFrame[] = [];
  /** The link being read (null: none, or an unsafe link read as its text). */
  let link: { href: string; children: (RichTextText | RichTextHardBreak)[] } | null = null;
  let linkDepth = 0;

  const push = (node: RichTextText | RichTextHardBreak) => {
    if (link) link.children.push(node);
    else out.push(node);
  };
  const text = (content: string, code: boolean) => {
    if (content === '') return;
    const marks = RICH_TEXT_MARKS.filter((mark) =>
      mark === 'code' ? code : (markDepth.get(mark) ?? 0) > 0,
    );
    const node: RichTextText = { type: 'text', text: content, marks };
    for (const frame of spans) {
      if (frame.size) node.size = frame.size;
      if (frame.family) node.family = frame.family;
    }
    push(node);
  };

  for (const token of tokens) {
    const [base, edge] = splitType(token.type);
    if (base !== null && hasKey(MARK_OF_TOKEN, base)) {
      const mark = MARK_OF_TOKEN[base]!;
      markDepth.set(mark, (markDepth.get(mark) ?? 0) + (edge === 'open' ? 1 : -1));
      continue;
    }
    switch (token.type) {
      case 'text':
      case 'text_special':
        text(token.content, false);
        break;
      case 'code_inline':
        text(token.content, true);
        break;
      case 'softbreak':
      case 'hardbreak':
        push({ type: 'hardBreak' });
        break;
      case 'span_open':
        spans.push(spanOf(token));
        break;
      case 'span_close':
        spans.pop();
        break;
      case 'link_open': {
        linkDepth += 1;
        const href = safeHref(String(token.attrGet('href') ?? ''));
        if (href !== null && linkDepth === 1) {
          link = { href, children: [] };
        }
        break;
      }
      case 'link_close':
        linkDepth -= 1;
        if (linkDepth === 0 && link) {
          out.push({ type: 'link', href: link.href, children: link.children });
          link = null;
        }
        break;
      default:
        // Disabled constructs produce no other token; keep any content as text, never markup.
        text(token.content, false);
        break;
    }
  }
  return out;
}

function splitType(type: string): [string | null, 'open' | 'close' | null] {
  const match = /^(\w+?)_(open|close)$/.exec(type);
  return match ? [match[1]!, match[2] as 'open' | 'close'] : [null, null];
}
