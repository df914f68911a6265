// The reference travels with this file into every program that imports the package (web, api).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./markdown-it-ins.d.ts" />
import MarkdownIt, { type MarkdownIt as MarkdownItInstance } from 'markdown-it';
import markdownItAttrs from 'markdown-it-attrs';
import bracketedSpans from 'markdown-it-bracketed-spans';
import ins from 'markdown-it-ins';

// Typed here: the plugins' declarations name `PluginSimple`, which markdown-it 15's own types lack.
type Plugin = (md: MarkdownItInstance) => void;
// eslint-disable-next-line @typescript-eslint/no-unsafe-assignment
const markdownItBracketedSpans: Plugin = bracketedSpans;
const markdownItIns: Plugin = ins;

/**
 * The markdown-it instance of the dialect, used only as a tokenizer: HTML is never produced by
 * markdown-it's renderer but from the node tree (html.ts). Preset 'zero' with only the rules the
 * dialect has, so that anything else (raw HTML, images, block quotes, code blocks, tables, rules,
 * autolinks) stays literal text.
 */
export const markdown = new MarkdownIt('zero', {
  html: false,
  linkify: false,
  typographer: false,
  // A single newline inside a paragraph is a line break, as people type it in the templates.
  breaks: true,
})
  .enable([
    // block
    'paragraph',
    'heading',
    'list',
    // inline
    'text',
    'newline',
    'escape',
    'backticks',
    'emphasis',
    'strikethrough',
    'link',
    'entity',
    // core
    'text_join',
  ])
  .use(markdownItBracketedSpans)
  .use(markdownItAttrs, { allowedAttributes: ['class'] })
  .use(markdownItIns);

/** The class names the attribute syntax accepts (`{.align-center}`, `[x]{.size-large}`). */
export const ALIGN_CLASS_PREFIX = 'align-';
export const SIZE_CLASS_PREFIX = 'size-';
export const FAMILY_CLASS_PREFIX = 'font-';
