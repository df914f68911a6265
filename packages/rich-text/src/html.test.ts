import { describe, expect, it } from 'vitest';
import { renderRichTextHtml, RICH_TEXT_HTML_ATTRIBUTES, RICH_TEXT_HTML_TAGS } from './html.ts';
import { richTextToPlainText } from './plain-text.ts';

/** Every tag and attribute of an HTML string (a small scanner: the output is ours, well formed). */
function tagsAndAttributes(html: string): { tags: string[]; attributes: string[][] } {
  const tags: string[] = [];
  const attributes: string[][] = [];
  for (const match of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
    tags.push(match[1]!.toLowerCase());
    for (const attribute of match[2]!.matchAll(/([^\s=]+)="([^"]*)"/g)) {
      attributes.push([attribute[1]!, attribute[2]!]);
    }
  }
  return { tags, attributes };
}

const ALLOWED_CLASSES =
  /^rt-(align-(center|right|justify)|size-(small|large|x-large)|font-(serif|monospace))$/;

function expectOnlyAllowedMarkup(html: string) {
  const { tags, attributes } = tagsAndAttributes(html);
  for (const tag of tags) expect(RICH_TEXT_HTML_TAGS).toContain(tag);
  for (const [name, value] of attributes) {
    expect(RICH_TEXT_HTML_ATTRIBUTES).toContain(name);
    if (name === 'class') for (const c of value!.split(' ')) expect(c).toMatch(ALLOWED_CLASSES);
    if (name === 'href') expect(value).toMatch(/^(https?:\/\/|mailto:)/i);
  }
  // Nothing that looks like markup survives outside the tags we wrote.
  expect(html.replace(/<\/?[a-z0-9]+(?: [a-z]+="[^"<>]*")*>/g, '')).not.toMatch(/[<>]/);
}

describe('renderRichTextHtml', () => {
  it('renders every construct with classes, never inline styles', () => {
    const html = renderRichTextHtml(
      [
        '# T {.align-center}',
        '## U',
        '### V',
        'a **b** *c* ++d++ ~~e~~ `f` [g]{.size-large .font-serif} [h](https://x.com)\\\ni {.align-justify}',
        '- um\n  1. dois',
      ].join('\n\n'),
    );
    expect(html).toBe(
      '<h1 class="rt-align-center">T</h1><h2>U</h2><h3>V</h3>' +
        '<p class="rt-align-justify">a <strong>b</strong> <em>c</em> <u>d</u> <s>e</s> <code>f</code> ' +
        '<span class="rt-size-large rt-font-serif">g</span> <a href="https://x.com">h</a><br>i</p>' +
        '<ul><li><p>um</p><ol><li><p>dois</p></li></ol></li></ul>',
    );
    expect(html).not.toContain('style');
  });

  it('escapes text', () => {
    expect(renderRichTextHtml('a < b & "c" \'d\'')).toBe(
      '<p>a &lt; b &amp; &quot;c&quot; &#39;d&#39;</p>',
    );
  });
});

/** Stored XSS vectors: none may yield a tag or an attribute outside the lists. */
const XSS_VECTORS: [string, string][] = [
  ['script tag', '<script>alert(1)</script>'],
  ['script tag inside a paragraph', 'texto <script src="https://evil.example/x.js"></script> fim'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['markdown image', '![x](https://evil.example/x.png)'],
  ['javascript: link', '[x](javascript:alert(1))'],
  ['mixed-case javascript: link', '[x](JaVaScRiPt:alert(1))'],
  ['javascript: link with entities', '[x](&#106;avascript:alert(1))'],
  ['javascript: link with a tab', '[x](java\tscript:alert(1))'],
  ['javascript: link in angle brackets', '[x](<javascript:alert(1)>)'],
  ['vbscript: link', '[x](vbscript:msgbox(1))'],
  ['data: link', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
  ['data: link with HTML', '[x](data:text/html,<script>alert(1)</script>)'],
  ['relative link', '[x](/v1/users)'],
  ['protocol-relative link', '[x](//evil.example)'],
  ['autolink', '<javascript:alert(1)>'],
  ['raw anchor', '<a href="javascript:alert(1)">x</a>'],
  ['iframe', '<iframe src="https://evil.example"></iframe>'],
  ['svg onload', '<svg onload=alert(1)>'],
  ['svg inside a heading', '# <svg><script>alert(1)</script></svg>'],
  ['attrs onclick on a paragraph', 'texto {onclick=alert(1)}'],
  ['attrs onclick on a heading', '# T {onclick="alert(1)" .align-center}'],
  ['attrs style', 'texto {style="background:url(javascript:alert(1))"}'],
  ['attrs evil class', 'texto {.evil}'],
  ['attrs id', 'texto {#main}'],
  ['attrs on a span', '[x]{onmouseover=alert(1) style=color:red .evil}'],
  ['attrs on a link', '[x](https://x.com){onclick=alert(1) target=_top}'],
  ['attrs closing a quote', 'texto {.a" onclick="alert(1)}'],
  ['attrs breaking out of the class value', '[x]{.size-large" onclick="alert(1)}'],
  ['entities of a script tag', '&lt;script&gt;alert(1)&lt;/script&gt;'],
  ['numeric entities of a tag', '&#60;img src=x onerror=alert(1)&#62;'],
  ['link title with a quote', '[x](https://x.com "a\\" onclick=\\"alert(1)")'],
  ['href with a quote', '[x](https://x.com/"onmouseover="alert(1))'],
  ['mailto with markup', '[x](mailto:a@b.c?body=<script>)'],
  ['nested brackets', '[[x](javascript:alert(1))](https://x.com)'],
  ['inline code with markup', '`<script>alert(1)</script>`'],
];

describe('renderRichTextHtml: stored XSS vectors are inert', () => {
  it.each(XSS_VECTORS)('%s', (_name, markdown) => {
    const html = renderRichTextHtml(markdown);
    expectOnlyAllowedMarkup(html);
  });

  it('keeps the markup of a vector as visible text', () => {
    expect(renderRichTextHtml('<script>alert(1)</script>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
    expect(renderRichTextHtml('[x](javascript:alert(1))')).toBe('<p>[x](javascript:alert(1))</p>');
  });

  it('turns a link of another scheme into its text', () => {
    expect(renderRichTextHtml('[arquivo](ftp://x.com/a) [b](/relativo)')).toBe('<p>arquivo b</p>');
  });

  it('escapes a quote in an allowed href', () => {
    const html = renderRichTextHtml('[x](https://x.com/"onmouseover="alert(1))');
    expect(html).not.toContain('" onmouseover');
    expectOnlyAllowedMarkup(html);
  });
});

describe('richTextToPlainText', () => {
  it('keeps the words, the line breaks and the list markers', () => {
    expect(
      richTextToPlainText(
        '# Garantia {.align-center}\n\n**12 meses** a partir da [entrega](https://x.com).\\\nNota\n\n- a\n  1. b\n- c',
      ),
    ).toBe('Garantia\n\n12 meses a partir da entrega.\nNota\n\n- a\n  1. b\n- c');
  });

  it('shows raw HTML as text', () => {
    expect(richTextToPlainText('<b>x</b> &amp;')).toBe('<b>x</b> &');
  });
});
