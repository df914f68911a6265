/**
 * Limits of the texts users type that the proposal documents lay out, shared by the API (the
 * schemas refuse more at save: 400 with the field's message) and the web forms (issue 26,
 * docs/decisions/047-bounded-documents.md). Each text at its limit, in the shape that costs a
 * layout the most, renders into a document within the render's time budget; names, addresses
 * and the catalogue's texts have their own, shorter limits in their schemas.
 */

/**
 * A proposal's rich text (a section, a commercial text, an equipment's complementary text, a
 * template): characters of its Markdown (a full page of general conditions is ~15 000), and
 * lines with something on them (a paragraph, a heading, a list item or a line inside a
 * paragraph each take one): 1 000 lines are about 20 printed pages.
 */
export const PROPOSAL_TEXT_LIMITS = { characters: 60_000, lines: 1_000 } as const;

/** The lines of a Markdown text that hold anything but spaces (blank lines separate, they cost nothing). */
export function countTextLines(markdown: string): number {
  let lines = 0;
  for (const line of markdown.split(/\r\n|\r|\n/)) if (line.trim() !== '') lines += 1;
  return lines;
}
