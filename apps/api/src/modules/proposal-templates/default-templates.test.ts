import { parseRichText, serializeRichText } from '@camara-fria/rich-text';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES } from './default-templates.ts';

/** The canonical form of a text in the dialect: what the editor writes back when it is saved. */
const canonical = (text: string): string => serializeRichText(parseRichText(text));

describe('default templates', () => {
  it.each(DEFAULT_TEMPLATES.map((template) => [template.seedKey, template.text] as const))(
    '%s is canonical Markdown of the rich-text dialect',
    (_seedKey, text) => {
      // Not canonical would mean: shown differently from what was written (a hard-wrapped line
      // turned into a line break, a `{` read as attributes), and the first edit in the editor
      // changing more than what the user touched.
      expect(canonical(text)).toBe(text);
    },
  );
});
