import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { richTextExtensions } from './editor-extensions.ts';
import { editorDocumentToMarkdown, markdownToEditorDocument } from './editor-markdown.ts';

let editor: Editor | null = null;
afterEach(() => {
  editor?.destroy();
  editor = null;
});

/** Opens a real tiptap editor (the same schema as the screen's) on a Markdown text. */
function openEditor(markdown: string): Editor {
  editor = new Editor({
    element: document.createElement('div'),
    extensions: richTextExtensions(),
    content: markdownToEditorDocument(markdown),
  });
  return editor;
}

const markdownOf = (current: Editor) => editorDocumentToMarkdown(current.getJSON());

/** Every construct of the dialect, in its canonical Markdown. */
const CONSTRUCTS: [string, string][] = [
  ['paragraphs', 'Condições de pagamento\n\nSegundo parágrafo'],
  ['bold, italic, underline, strike', 'a **b** *c* ++d++ ~~e~~ f'],
  ['code', 'modelo `UC-200` e `` a`b ``'.replace('`` a`b ``', '``a`b``')],
  ['combined marks', '~~++***tudo***++~~ e **negrito *com itálico*** fim'],
  ['font size', '[pequeno]{.size-small} [grande]{.size-large} [enorme]{.size-x-large}'],
  ['font family', '[serifada]{.font-serif} e [mono **negrito**]{.font-monospace}'],
  ['size and family', '[ambos]{.size-large .font-serif}'],
  [
    'links',
    'ver [site](https://exemplo.com.br/a?b=1) ou [**e-mail**](mailto:vendas@exemplo.com.br)',
  ],
  ['link with a size', '[[a]{.size-large}](http://x.com)'],
  ['hard break', 'Rua A, 1\\\nSão Paulo'],
  ['headings', '# Um\n\n## Dois\n\n### Três'],
  ['alignment', '## Garantia {.align-center}\n\na {.align-right}\n\nb {.align-justify}'],
  ['bullet list', '- um\n- **dois**'],
  ['ordered list', '1. um\n2. dois'],
  ['nested lists', '- a\n  1. b\n  2. c\n- d'],
  ['lists in a row', '- a\n\n* b\n\n1. c\n\n1) d'],
  ['syntax as text', '\\*\\_\\~\\+\\[x\\]\\{y\\} \\& \\# \\` \\\\ <b>'],
  ['empty', ''],
];

describe('Markdown → editor → Markdown (a real tiptap editor in jsdom)', () => {
  it.each(CONSTRUCTS)('%s', (_name, markdown) => {
    expect(markdownOf(openEditor(markdown))).toBe(markdown);
  });
});

describe('editor commands → Markdown of the dialect', () => {
  it('bold, a list, a size, a family and the alignment', () => {
    const current = openEditor('Garantia de 12 meses');
    current.chain().selectAll().toggleBold().run();
    expect(markdownOf(current)).toBe('**Garantia de 12 meses**');
    current.chain().selectAll().setFontSize('large').setFontFamily('serif').run();
    expect(markdownOf(current)).toBe('[**Garantia de 12 meses**]{.size-large .font-serif}');
    current.chain().selectAll().unsetAllMarks().setTextAlign('center').run();
    expect(markdownOf(current)).toBe('Garantia de 12 meses {.align-center}');
    current.chain().selectAll().unsetTextAlign().toggleBulletList().run();
    expect(markdownOf(current)).toBe('- Garantia de 12 meses');
    current.chain().selectAll().toggleOrderedList().run();
    expect(markdownOf(current)).toBe('1. Garantia de 12 meses');
  });

  it('a heading and a link; a javascript: link is refused', () => {
    const current = openEditor('Prazo');
    current.chain().selectAll().setHeading({ level: 2 }).run();
    expect(markdownOf(current)).toBe('## Prazo');
    current.chain().selectAll().setLink({ href: 'https://exemplo.com.br' }).run();
    expect(markdownOf(current)).toBe('## [Prazo](https://exemplo.com.br)');
    current.chain().selectAll().unsetLink().setLink({ href: 'javascript:alert(1)' }).run();
    expect(markdownOf(current)).toBe('## Prazo');
  });

  it('keeps only the dialect of pasted HTML', () => {
    const current = openEditor('');
    current.commands.setContent(
      '<p style="font-size: 37px; color: red" onclick="alert(1)">a<script>alert(1)</script>' +
        '<img src=x onerror=alert(1)><span style="font-size: large">b</span>' +
        '<a href="javascript:alert(1)">c</a></p><blockquote><p>d</p></blockquote>',
    );
    expect(markdownOf(current)).toBe('a[b]{.size-large}c\n\nd');
  });
});
