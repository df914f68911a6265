import {
  RICH_TEXT_MARKS,
  type RichTextHardBreak,
  type RichTextInline,
  type RichTextNode,
  type RichTextText,
} from './types.ts';

/**
 * The canonical form of a tree: the parser's output, and what a tree becomes through Markdown.
 * Adjacent texts with the same marks are merged, adjacent links to the same href merged, marks
 * sorted and distinct; what Markdown cannot hold (or holds badly) goes: empty texts, links, paragraphs, list items
 * and lists, line
 * breaks at the start or end of a block, spaces at the start or end of a line, line breaks in a
 * heading (a space).
 */
export function normalizeBlocks(blocks: RichTextNode[]): RichTextNode[] {
  return blocks.flatMap((block): RichTextNode[] => normalizeBlock(block));
}

function normalizeBlock(block: RichTextNode): RichTextNode[] {
  switch (block.type) {
    case 'paragraph': {
      const children = normalizeInline(block.children, false);
      return children.length === 0 ? [] : [{ ...block, children }];
    }
    case 'heading':
      return [{ ...block, children: normalizeInline(block.children, true) }];
    case 'bulletList':
    case 'orderedList': {
      const items = block.items
        .map((item) => ({ children: normalizeBlocks(item.children) }))
        .filter((item) => item.children.length > 0);
      return items.length === 0 ? [] : [{ ...block, items }];
    }
  }
}

export function sameStyle(a: RichTextText, b: RichTextText): boolean {
  return (
    a.size === b.size &&
    a.family === b.family &&
    a.marks.length === b.marks.length &&
    a.marks.every((mark, index) => b.marks[index] === mark)
  );
}

function normalizeText(node: RichTextText): RichTextText {
  const marks = RICH_TEXT_MARKS.filter((mark) => node.marks.includes(mark));
  const out: RichTextText = { type: 'text', text: node.text, marks };
  if (node.size) out.size = node.size;
  if (node.family) out.family = node.family;
  return out;
}

interface FlatRun {
  node: RichTextText | RichTextHardBreak;
  href: string | undefined;
}

/**
 * Canonical inline content: what Markdown can hold. Line breaks in a heading become spaces (a
 * heading is one line), spaces at the start and end of each line go (Markdown strips them), line
 * breaks at the end go, then runs with the same style and links to the same address are merged.
 */
function normalizeInline(nodes: RichTextInline[], heading: boolean): RichTextInline[] {
  let runs: FlatRun[] = nodes.flatMap((node): FlatRun[] =>
    node.type === 'link'
      ? node.children.map((child) => ({ node: child, href: node.href }))
      : [{ node, href: undefined }],
  );
  if (heading) {
    runs = runs.map((run) =>
      run.node.type === 'hardBreak'
        ? { ...run, node: { type: 'text', text: ' ', marks: [] } }
        : run,
    );
  }
  runs = trimLines(runs.filter((run) => run.node.type !== 'text' || run.node.text !== ''));
  while (runs.at(-1)?.node.type === 'hardBreak') runs.pop();
  while (runs[0]?.node.type === 'hardBreak') runs.shift();
  // A line break between two parts of one link is inside it (that is how Markdown reads it).
  runs = placeBreaksInLinks(runs);

  const out: RichTextInline[] = [];
  for (const run of runs) {
    const node: RichTextText | RichTextHardBreak =
      run.node.type === 'text' ? normalizeText(run.node) : { type: 'hardBreak' };
    const last = out.at(-1);
    const target =
      run.href === undefined
        ? out
        : last?.type === 'link' && last.href === run.href
          ? last.children
          : null;
    if (target === null) {
      out.push({ type: 'link', href: run.href!, children: [node] });
      continue;
    }
    const previous = target.at(-1);
    if (node.type === 'text' && previous?.type === 'text' && sameStyle(previous, node)) {
      previous.text += node.text;
    } else {
      target.push(node);
    }
  }
  return out;
}

/**
 * Each line break takes the link of the texts around it when both are in the same link (none
 * otherwise). One pass each way, so a text of thousands of lines stays linear.
 */
function placeBreaksInLinks(runs: FlatRun[]): FlatRun[] {
  const textBefore: (FlatRun | undefined)[] = [];
  let last: FlatRun | undefined;
  for (const run of runs) {
    textBefore.push(last);
    if (run.node.type === 'text') last = run;
  }
  const placed = [...runs];
  let next: FlatRun | undefined;
  for (let index = runs.length - 1; index >= 0; index -= 1) {
    const run = runs[index];
    if (!run) continue;
    if (run.node.type === 'text') {
      next = run;
      continue;
    }
    const before = textBefore[index];
    placed[index] = { ...run, href: before?.href === next?.href ? before?.href : undefined };
  }
  return placed;
}

/** Drops the spaces at the start and the end of every line (and the runs left empty). */
function trimLines(runs: FlatRun[]): FlatRun[] {
  const out: FlatRun[] = [];
  let lineStart = true;
  for (const run of runs) {
    if (run.node.type === 'hardBreak') {
      trimEnd(out);
      out.push(run);
      lineStart = true;
      continue;
    }
    const text = lineStart ? run.node.text.replace(/^\s+/, '') : run.node.text;
    if (text === '') continue;
    out.push({ ...run, node: { ...run.node, text } });
    lineStart = false;
  }
  trimEnd(out);
  return out;
}

function trimEnd(runs: FlatRun[]): void {
  for (let last = runs.at(-1); last?.node.type === 'text'; last = runs.at(-1)) {
    const text = last.node.text.replace(/\s+$/, '');
    if (text !== '') {
      runs[runs.length - 1] = { ...last, node: { ...last.node, text } };
      return;
    }
    runs.pop();
  }
}
