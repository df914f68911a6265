import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownView } from './markdown-view.tsx';
import { sanitizeRichTextHtml } from './sanitize-html.ts';

function renderView(markdown: string) {
  render(
    <MantineProvider>
      <MarkdownView markdown={markdown} label="Apresentação" />
    </MantineProvider>,
  );
  return screen.getByRole('group', { name: 'Apresentação' });
}

/** Stored texts an attacker could have saved through the API. */
const STORED_XSS = [
  '<script>window.__xss = 1</script>',
  '<img src=x onerror="window.__xss = 1">',
  '[x](javascript:window.__xss=1)',
  '[x](JaVaScRiPt:window.__xss=1)',
  '[x](&#106;avascript:window.__xss=1)',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '<a href="javascript:window.__xss=1">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg onload="window.__xss = 1"><circle /></svg>',
  '# T {onclick="window.__xss=1" style="color:red" .evil .align-center}',
  '[x]{onmouseover=window.__xss=1 .size-large}',
  '[x](https://x.com){onclick=window.__xss=1}',
  '&lt;script&gt;window.__xss = 1&lt;/script&gt;',
  '![x](https://evil.example/x.png)',
];

function expectInert(root: HTMLElement) {
  expect(
    root.querySelectorAll('script, iframe, img, svg, object, embed, style, form'),
  ).toHaveLength(0);
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name).not.toMatch(/^on/i);
      expect(['href', 'class', 'target', 'rel']).toContain(attribute.name);
    }
    const href = element.getAttribute('href');
    if (href !== null) expect(href).toMatch(/^(https?:|mailto:)/i);
  }
}

describe('MarkdownView', () => {
  it('shows the dialect formatted, links in a new tab without opener', () => {
    const root = renderView(
      '## Garantia {.align-center}\n\n**12 meses** e [site](https://exemplo.com.br) [grande]{.size-large}\n\n- um\n- dois',
    );
    expect(root.querySelector('h2.rt-align-center')).toHaveTextContent('Garantia');
    expect(root.querySelector('strong')).toHaveTextContent('12 meses');
    expect(root.querySelector('span.rt-size-large')).toHaveTextContent('grande');
    expect(root.querySelectorAll('ul > li')).toHaveLength(2);
    const link = screen.getByRole('link', { name: 'site' });
    expect(link).toHaveAttribute('href', 'https://exemplo.com.br');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each(STORED_XSS)('renders the stored vector %s inert', (markdown) => {
    const root = renderView(markdown);
    expectInert(root);
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('shows raw HTML of a stored text as visible text', () => {
    const root = renderView('<script>alert(1)</script>');
    expect(root).toHaveTextContent('<script>alert(1)</script>');
  });
});

describe('sanitizeRichTextHtml (the second line, on HTML the renderer would never write)', () => {
  it('removes foreign tags, attributes, classes and links', () => {
    const container = document.createElement('div');
    container.innerHTML = sanitizeRichTextHtml(
      '<p class="rt-align-center evil" style="color:red" onclick="x()">a' +
        '<script>x()</script><img src=x onerror=x()><iframe></iframe><svg onload=x()></svg>' +
        '<a href="javascript:x()">b</a><a href="https://ok.com" target="_top">c</a>' +
        '<span class="rt-size-large">d</span><div>e</div></p>',
    );
    expectInert(container);
    expect(container.querySelector('p')?.className).toBe('rt-align-center');
    expect(container.querySelector('a:not([href])')).toHaveTextContent('b');
    expect(container.querySelector('a[href="https://ok.com"]')).toHaveAttribute('target', '_blank');
    expect(container.querySelector('div')).toBeNull();
  });
});
