import { ALIGN_CLASS_PREFIX, FAMILY_CLASS_PREFIX, SIZE_CLASS_PREFIX } from './markdown.ts';
import { normalizeBlocks } from './normalize.ts';
import type {
  RichTextAlign,
  RichTextHardBreak,
  RichTextInline,
  RichTextListItem,
  RichTextNode,
  RichTextText,
} from './types.ts';

/**
 * Writes a tree as Markdown of the dialect, the inverse of `parseRichText`: for a normalised
 * tree `parseRichText(serializeRichText(tree))` equals it (see the README for the few things
 * Markdown cannot hold: empty paragraphs, spaces at the start or end of a line, alignment inside
 * list items).
 */
export function serializeRichText(blocks: RichTextNode[]): string {
  return writeBlocks(normalizeBlocks(blocks));
}

function writeBlocks(blocks: RichTextNode[]): string {
  const parts: string[] = [];
  let previous: RichTextNode | undefined;
  let alternate = false;
  for (const block of blocks) {
    // Two lists of the same kind in a row would merge: the second uses the other marker.
    alternate = previous?.type === block.type && block.type.endsWith('List') ? !alternate : false;
    const text = writeBlock(block, alternate);
    previous = block;
    if (text !== '') parts.push(text);
  }
  return parts.join('\n\n');
}

function attrs(align: RichTextAlign | undefined): string {
  return align && align !== 'left' ? ` {.${ALIGN_CLASS_PREFIX}${align}}` : '';
}

function writeBlock(block: RichTextNode, alternate: boolean): string {
  switch (block.type) {
    case 'paragraph': {
      const text = writeInline(block.children);
      return text === '' ? '' : text + attrs(block.align);
    }
    case 'heading': {
      const text = writeInline(block.children);
      return `${'#'.repeat(block.level)}${text === '' ? '' : ` ${text}`}${attrs(block.align)}`;
    }
    case 'bulletList':
      return writeItems(block.items, () => (alternate ? '* ' : '- '));
    case 'orderedList':
      return writeItems(block.items, (index) => `${index + 1}${alternate ? ')' : '.'} `);
  }
}

function writeItems(items: RichTextListItem[], marker: (index: number) => string): string {
  return items
    .map((item, index) => {
      const prefix = marker(index);
      const indent = ' '.repeat(prefix.length);
      const body = writeItemBody(item.children);
      if (body === '') return prefix.trimEnd();
      return (
        prefix +
        body
          .split('\n')
          .map((line, lineIndex) => (lineIndex === 0 || line === '' ? line : indent + line))
          .join('\n')
      );
    })
    .join('\n');
}

/** An item's blocks: a nested list follows its paragraph directly, paragraphs need a blank line. */
function writeItemBody(children: RichTextNode[]): string {
  let out = '';
  let previous: RichTextNode | undefined;
  let alternate = false;
  for (const child of children) {
    alternate = previous?.type === child.type && child.type.endsWith('List') ? !alternate : false;
    const text = writeBlock(
      child.type === 'paragraph' || child.type === 'heading'
        ? { ...child, align: undefined }
        : child,
      alternate,
    );
    if (text === '') continue;
    if (out !== '')
      out += child.type.endsWith('List') && !previous?.type.endsWith('List') ? '\n' : '\n\n';
    out += text;
    previous = child;
  }
  return out;
}

// ---------------------------------------------------------------- inline

interface Run {
  node: RichTextText | RichTextHardBreak;
  href: string | undefined;
}

/** Outer to inner: a run's delimiters open in this order and close in the reverse one. */
const EMPHASIS: [RichTextText['marks'][number], string][] = [
  ['strike', '~~'],
  ['underline', '++'],
  ['bold', '**'],
  ['italic', '*'],
];

function layersOf(run: Run): string[] {
  const layers: string[] = [];
  if (run.href !== undefined) layers.push(`link:${run.href}`);
  if (run.node.type !== 'text') return layers;
  const { size, family, marks } = run.node;
  if (size || family) layers.push(`span:${size ?? ''}:${family ?? ''}`);
  for (const [mark] of EMPHASIS) if (marks.includes(mark)) layers.push(mark);
  return layers;
}

function openLayer(layer: string): string {
  if (layer.startsWith('link:') || layer.startsWith('span:')) return '[';
  return EMPHASIS.find(([mark]) => mark === layer)![1];
}

function closeLayer(layer: string): string {
  if (layer.startsWith('link:')) return `](${escapeHref(layer.slice('link:'.length))})`;
  if (layer.startsWith('span:')) {
    const [, size, family] = layer.split(':');
    const classes = [
      size ? `.${SIZE_CLASS_PREFIX}${size}` : '',
      family ? `.${FAMILY_CLASS_PREFIX}${family}` : '',
    ].filter(Boolean);
    return `]{${classes.join(' ')}}`;
  }
  return EMPHASIS.find(([mark]) => mark === layer)![1];
}

function commonPrefix(a: string[], b: string[]): number {
  let index = 0;
  while (index < a.length && index < b.length && a[index] === b[index]) index += 1;
  return index;
}

function writeInline(nodes: RichTextInline[]): string {
  const runs: Run[] = nodes.flatMap((node): Run[] =>
    node.type === 'link'
      ? node.children.map((child) => ({ node: child, href: node.href }))
      : [{ node, href: undefined }],
  );
  let out = '';
  let active: string[] = [];
  let lineStart = true;
  const closeTo = (length: number) => {
    while (active.length > length) out += closeLayer(active.pop()!);
  };
  const nextLayers = (from: number): string[] => {
    for (let index = from; index < runs.length; index += 1) {
      if (runs[index]!.node.type === 'text') return layersOf(runs[index]!);
    }
    return [];
  };

  runs.forEach((run, index) => {
    if (run.node.type === 'hardBreak') {
      closeTo(commonPrefix(active, nextLayers(index + 1)));
      out += '\\\n';
      lineStart = true;
      return;
    }
    const layers = layersOf(run);
    const common = commonPrefix(active, layers);
    closeTo(common);
    let text = run.node.text;
    const code = run.node.marks.includes('code');
    if (layers.length > common) {
      // Delimiters must touch the text: leading spaces go before them.
      const lead = /^\s*/.exec(text)![0];
      if (lead.length === text.length) {
        out += text;
        return;
      }
      out += lead;
      text = text.slice(lead.length);
      for (const layer of layers.slice(common)) out += openLayer(layer);
      active = layers;
      lineStart = lineStart && out.endsWith('\n') ? false : lineStart && layers.length === 0;
    }
    const keep = commonPrefix(layers, nextLayers(index + 1));
    const trail = keep < layers.length && !code ? /\s*$/.exec(text)![0] : '';
    const core = text.slice(0, text.length - trail.length);
    out += code ? writeCode(core) : escapeText(core, lineStart);
    if (core !== '') lineStart = false;
    if (trail !== '') {
      closeTo(keep);
      out += trail;
    }
  });
  closeTo(0);
  return out;
}

function writeCode(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad =
    text.startsWith('`') || text.endsWith('`') || (/^ .* $/.test(text) && text.trim() !== '');
  return pad ? `${fence} ${text} ${fence}` : `${fence}${text}${fence}`;
}

/** Escapes what the dialect would read as syntax; `lineStart`: the text begins a line. */
export function escapeText(text: string, lineStart: boolean): string {
  let out = text.replace(/[\\`*_~+[\]{}&#]/g, '\\$&');
  if (lineStart) {
    out = out.replace(/^(\s*)-/, '$1\\-').replace(/^(\s*\d{1,9})([.)])/, '$1\\$2');
  }
  return out;
}

function escapeHref(href: string): string {
  return href.replace(/[\\()<> ]/g, (char) => (char === ' ' ? '%20' : `\\${char}`));
}
