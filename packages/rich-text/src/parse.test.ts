import { describe, expect, it } from 'vitest';
import { parseRichText } from './parse.ts';
import { serializeRichText } from './serialize.ts';
import type { RichTextNode } from './types.ts';

const t = (
  text: string,
  marks: RichTextNode extends never ? never : string[] = [],
  extra = {},
) => ({
  type: 'text',
  text,
  marks,
  ...extra,
});
const p = (...children: unknown[]) => ({ type: 'paragraph', children });

/** Every construct of the dialect: its canonical Markdown and its tree. */
const CONSTRUCTS: [string, string, unknown[]][] = [
  ['paragraph', 'Condições de pagamento', [p(t('Condições de pagamento'))]],
  ['two paragraphs', 'Um\n\nDois', [p(t('Um')), p(t('Dois'))]],
  ['bold', 'a **b** c', [p(t('a '), t('b', ['bold']), t(' c'))]],
  ['italic', '*prazo*', [p(t('prazo', ['italic']))]],
  ['underline', '++sublinhado++', [p(t('sublinhado', ['underline']))]],
  ['strike', '~~riscado~~', [p(t('riscado', ['strike']))]],
  ['code', 'modelo `UC-200`', [p(t('modelo '), t('UC-200', ['code']))]],
  ['code with a backtick', '``a`b``', [p(t('a`b', ['code']))]],
  [
    'marks combined',
    '~~++***tudo***++~~',
    [p(t('tudo', ['bold', 'italic', 'underline', 'strike']))],
  ],
  [
    'overlapping marks',
    '**negrito *e itálico*** fim',
    [p(t('negrito ', ['bold']), t('e itálico', ['bold', 'italic']), t(' fim'))],
  ],
  ['intraword bold', 'pre**fixo**', [p(t('pre'), t('fixo', ['bold']))]],
  ['font size', '[grande]{.size-large}', [p(t('grande', [], { size: 'large' }))]],
  ['font size small', '[pequeno]{.size-small}', [p(t('pequeno', [], { size: 'small' }))]],
  ['font size x-large', '[enorme]{.size-x-large}', [p(t('enorme', [], { size: 'x-large' }))]],
  ['font family', '[serif]{.font-serif}', [p(t('serif', [], { family: 'serif' }))]],
  [
    'size and family with a mark inside',
    '[a **b**]{.size-small .font-monospace}',
    [
      p(
        t('a ', [], { size: 'small', family: 'monospace' }),
        t('b', ['bold'], { size: 'small', family: 'monospace' }),
      ),
    ],
  ],
  [
    'link',
    'ver [site](https://exemplo.com.br/a?b=1)',
    [p(t('ver '), { type: 'link', href: 'https://exemplo.com.br/a?b=1', children: [t('site')] })],
  ],
  [
    'mailto link with bold',
    '[**e-mail**](mailto:vendas@exemplo.com.br)',
    [
      {
        type: 'paragraph',
        children: [
          { type: 'link', href: 'mailto:vendas@exemplo.com.br', children: [t('e-mail', ['bold'])] },
        ],
      },
    ],
  ],
  [
    'link with a sized text',
    '[[a]{.size-large}](http://x.com)',
    [p({ type: 'link', href: 'http://x.com', children: [t('a', [], { size: 'large' })] })],
  ],
  ['hard break', 'linha 1\\\nlinha 2', [p(t('linha 1'), { type: 'hardBreak' }, t('linha 2'))]],
  [
    'hard break inside bold',
    '**a\\\nb**',
    [p(t('a', ['bold']), { type: 'hardBreak' }, t('b', ['bold']))],
  ],
  ['heading 1', '# Título', [{ type: 'heading', level: 1, children: [t('Título')] }]],
  ['heading 2', '## Título', [{ type: 'heading', level: 2, children: [t('Título')] }]],
  ['heading 3', '### Título', [{ type: 'heading', level: 3, children: [t('Título')] }]],
  [
    'centred heading',
    '## Garantia {.align-center}',
    [{ type: 'heading', level: 2, align: 'center', children: [t('Garantia')] }],
  ],
  [
    'aligned paragraphs',
    'a {.align-right}\n\nb {.align-justify}\n\nc {.align-center}',
    [
      { type: 'paragraph', align: 'right', children: [t('a')] },
      { type: 'paragraph', align: 'justify', children: [t('b')] },
      { type: 'paragraph', align: 'center', children: [t('c')] },
    ],
  ],
  [
    'aligned paragraph with a line break and a link at the end',
    'a\\\n[b](https://b.com) {.align-center}',
    [
      {
        type: 'paragraph',
        align: 'center',
        children: [
          t('a'),
          { type: 'hardBreak' },
          { type: 'link', href: 'https://b.com', children: [t('b')] },
        ],
      },
    ],
  ],
  [
    'bullet list',
    '- um\n- **dois**',
    [
      {
        type: 'bulletList',
        items: [{ children: [p(t('um'))] }, { children: [p(t('dois', ['bold']))] }],
      },
    ],
  ],
  [
    'ordered list',
    '1. um\n2. dois',
    [{ type: 'orderedList', items: [{ children: [p(t('um'))] }, { children: [p(t('dois'))] }] }],
  ],
  [
    'nested lists',
    '- a\n  1. b\n  2. c\n- d',
    [
      {
        type: 'bulletList',
        items: [
          {
            children: [
              p(t('a')),
              {
                type: 'orderedList',
                items: [{ children: [p(t('b'))] }, { children: [p(t('c'))] }],
              },
            ],
          },
          { children: [p(t('d'))] },
        ],
      },
    ],
  ],
  [
    'two bullet lists in a row stay two',
    '- a\n\n* b',
    [
      { type: 'bulletList', items: [{ children: [p(t('a'))] }] },
      { type: 'bulletList', items: [{ children: [p(t('b'))] }] },
    ],
  ],
  [
    'two ordered lists in a row stay two',
    '1. a\n\n1) b',
    [
      { type: 'orderedList', items: [{ children: [p(t('a'))] }] },
      { type: 'orderedList', items: [{ children: [p(t('b'))] }] },
    ],
  ],
  [
    'list item with two paragraphs',
    '- a\n\n  b',
    [{ type: 'bulletList', items: [{ children: [p(t('a')), p(t('b'))] }] }],
  ],
  [
    'syntax characters as text',
    '\\*\\_\\~\\+\\[x\\]\\{y\\} \\& \\# \\` \\\\',
    [p(t('*_~+[x]{y} & # ` \\'))],
  ],
  ['a number and a dot at the start', '2026\\. Ano', [p(t('2026. Ano'))]],
  ['a dash at the start', '\\- item', [p(t('- item'))]],
  ['a hash after a line break', 'a\\\n\\# b', [p(t('a'), { type: 'hardBreak' }, t('# b'))]],
  ['empty text', '', []],
];

describe('parseRichText and serializeRichText: every construct', () => {
  it.each(CONSTRUCTS)('%s', (_name, markdown, tree) => {
    expect(parseRichText(markdown)).toEqual(tree);
    expect(serializeRichText(tree as RichTextNode[])).toBe(markdown);
  });
});

describe('parseRichText: input outside the canonical form', () => {
  it('reads a single newline as a line break (as people type the templates)', () => {
    expect(parseRichText('Rua A, 1\nSão Paulo')).toEqual([
      p(t('Rua A, 1'), { type: 'hardBreak' }, t('São Paulo')),
    ]);
  });

  it('reads #### and deeper as level 3', () => {
    expect(parseRichText('#### x')).toEqual([{ type: 'heading', level: 3, children: [t('x')] }]);
  });

  it('keeps constructs outside the dialect as literal text', () => {
    const text = '> citação\n\n---\n\n    código\n\n| a | b |';
    expect(parseRichText(text)).toEqual([
      p(t('> citação')),
      p(t('---')),
      p(t('código')),
      p(t('| a | b |')),
    ]);
  });

  it('drops a left alignment (the default) and unknown classes', () => {
    expect(parseRichText('a {.align-left}')).toEqual([p(t('a'))]);
    expect(parseRichText('a {.align-middle .size-large}')).toEqual([p(t('a'))]);
    expect(parseRichText('[a]{.size-huge .font-comic .align-center}')).toEqual([p(t('a'))]);
  });

  it('drops the alignment of paragraphs inside list items', () => {
    expect(parseRichText('- a {.align-center}')).toEqual([
      { type: 'bulletList', items: [{ children: [p(t('a'))] }] },
    ]);
  });

  it('numbers ordered lists from 1 whatever the first number', () => {
    const tree = parseRichText('3. a\n4. b');
    expect(serializeRichText(tree)).toBe('1. a\n2. b');
  });

  it('drops empty list items and empty lists', () => {
    expect(parseRichText('- a\n-\n- b\n\n1.')).toEqual([
      { type: 'bulletList', items: [{ children: [p(t('a'))] }, { children: [p(t('b'))] }] },
    ]);
  });

  it('merges adjacent links to the same address', () => {
    expect(parseRichText('[a](https://x.com)[b](https://x.com)')).toEqual([
      p({ type: 'link', href: 'https://x.com', children: [t('ab')] }),
    ]);
  });

  it('decodes HTML entities into text', () => {
    expect(parseRichText('&lt;b&gt; &amp; &#65; &eacute;')).toEqual([p(t('<b> & A é'))]);
  });
});

describe('serializeRichText: trees Markdown writes with care', () => {
  it('moves spaces at the edge of a mark outside its delimiters', () => {
    const tree = [p(t('a'), t(' b ', ['bold']), t('c'))] as RichTextNode[];
    const markdown = serializeRichText(tree);
    expect(markdown).toBe('a **b** c');
    expect(parseRichText(markdown)).toEqual([p(t('a '), t('b', ['bold']), t(' c'))]);
  });

  it('escapes braces so that text is never read as attributes', () => {
    const tree = [p(t('preço {onclick=x}'))] as RichTextNode[];
    expect(parseRichText(serializeRichText(tree))).toEqual(tree);
  });

  it('skips empty paragraphs (Markdown cannot hold them)', () => {
    expect(serializeRichText([p(), p(t('a')), p()] as RichTextNode[])).toBe('a');
  });

  it('writes an unsafe tree href as a percent-encoded destination that parses back', () => {
    const tree = [p({ type: 'link', href: 'https://x.com/a (b)', children: [t('x')] })];
    expect(parseRichText(serializeRichText(tree as RichTextNode[]))).toEqual([
      p({ type: 'link', href: 'https://x.com/a%20(b)', children: [t('x')] }),
    ]);
  });
});

describe('a long text parses in time linear in its length (issue 26)', () => {
  it('reads 30 000 line breaks (60 000 characters, a text field at its limit) in under 2 s', () => {
    const markdown = 'a\n'.repeat(30_000);
    const started = Date.now();
    const [paragraph] = parseRichText(markdown);
    // The bound for a text at its limit; it took 14 s (each break looked at every run).
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(paragraph?.type === 'paragraph' && paragraph.children.length).toBe(59_999);
  });
});
