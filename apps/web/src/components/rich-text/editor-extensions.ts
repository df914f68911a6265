import { safeHref } from '@camara-fria/rich-text';
import type { Extensions } from '@tiptap/core';
import { TextAlign } from '@tiptap/extension-text-align';
import { FontFamily, FontSize, TextStyle } from '@tiptap/extension-text-style';
import StarterKit from '@tiptap/starter-kit';

/**
 * The editor's schema: exactly the dialect (docs/decisions/031-rich-text-dialect.md). Block
 * quotes, code blocks and rules are left out (the dialect has none); headings 1 to 3; links only
 * http, https and mailto; size and family as named values (CSS keywords), alignment on paragraphs
 * and headings.
 */
export function richTextExtensions(): Extensions {
  return [
    StarterKit.configure({
      blockquote: false,
      codeBlock: false,
      horizontalRule: false,
      heading: { levels: [1, 2, 3] },
      link: {
        openOnClick: false,
        autolink: false,
        linkOnPaste: false,
        isAllowedUri: (url) => safeHref(url) !== null,
      },
    }),
    TextStyle,
    FontSize,
    FontFamily,
    TextAlign.configure({ types: ['heading', 'paragraph'] }),
  ];
}
