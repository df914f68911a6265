import path from 'node:path';
import type { ProposalDocument } from '@camara-fria/contracts';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  buildProposalReport,
  DRAFT_MARK,
  renderProposalDocx,
  renderProposalPdf,
} from '../src/index.ts';
import { CONTEXT, tenRoomDocument } from './proposal-fixture.ts';
import { pdftotext, useScratchDirectory } from './scratch.ts';

/*
 * Issue 29 item 2 (docs/decisions/063): a draft's PDF and DOCX say RASCUNHO on every page; an
 * issued revision's say it nowhere.
 */

const scratch = useScratchDirectory('reports-draft-');

/** The ten-room proposal as its draft (the revision still being edited). */
function draftDocument(): ProposalDocument {
  const document = tenRoomDocument();
  return {
    ...document,
    proposal: { ...document.proposal, status: 'DRAFT', issuedAt: null, issuedBy: null },
  };
}

/** The text of each page, as poppler extracts it (pages end with a form feed). */
async function pdfPages(pdf: Uint8Array, name: string): Promise<string[]> {
  const stdout = await pdftotext(pdf, path.join(scratch(), `${name}.pdf`));
  const pages = stdout.split('\f');
  if (pages.at(-1)?.trim() === '') pages.pop();
  return pages;
}

function xmlText(xml: string): string {
  return xml.replace(/<[^>]+>/g, '');
}

/**
 * The text of every header a page of the DOCX can show: for each section (`w:sectPr`), its
 * default header and, when it has a distinct first page (`w:titlePg`), its first-page header.
 * A missing header of a kind Word would show is an empty text (it shows no mark).
 */
function docxPageHeaders(docx: Uint8Array): { section: number; kind: string; text: string }[] {
  const files = unzipSync(docx);
  const read = (name: string) => strFromU8(files[name] ?? new Uint8Array());
  const document = read('word/document.xml');
  const relations = new Map(
    [...read('word/_rels/document.xml.rels').matchAll(/<Relationship [^>]*\/>/g)].map((match) => [
      /Id="([^"]+)"/.exec(match[0])?.[1] ?? '',
      /Target="([^"]+)"/.exec(match[0])?.[1] ?? '',
    ]),
  );
  const sections = [...document.matchAll(/<w:sectPr[\s>][\s\S]*?<\/w:sectPr>/g)].map(
    (match) => match[0],
  );
  expect(sections.length).toBeGreaterThan(0);
  return sections.flatMap((section, index) => {
    const references = new Map(
      [...section.matchAll(/<w:headerReference [^>]*\/>/g)].map((match) => [
        /w:type="([^"]+)"/.exec(match[0])?.[1] ?? '',
        /r:id="([^"]+)"/.exec(match[0])?.[1] ?? '',
      ]),
    );
    const kinds = /<w:titlePg(?: w:val="(?:1|true)")?\/>/.test(section)
      ? ['first', 'default']
      : ['default'];
    return kinds.map((kind) => {
      const target = relations.get(references.get(kind) ?? '');
      return { section: index, kind, text: target ? xmlText(read(`word/${target}`)) : '' };
    });
  });
}

describe('a draft is marked RASCUNHO on every page', () => {
  it('the model of a draft carries the mark; an issued revision’s none', () => {
    expect(DRAFT_MARK).toBe('RASCUNHO');
    expect(buildProposalReport(draftDocument(), CONTEXT).draftMark).toBe('RASCUNHO');
    expect(buildProposalReport(tenRoomDocument(), CONTEXT).draftMark).toBeNull();
  });

  it('every page of a draft’s PDF has RASCUNHO; no page of the issued one does', async () => {
    const draft = await pdfPages(
      await renderProposalPdf(buildProposalReport(draftDocument(), CONTEXT)),
      'draft',
    );
    expect(draft.length).toBeGreaterThan(2);
    draft.forEach((page, index) => expect(page, `page ${index + 1}`).toContain('RASCUNHO'));

    const issued = await pdfPages(
      await renderProposalPdf(buildProposalReport(tenRoomDocument(), CONTEXT)),
      'issued',
    );
    expect(issued.length).toBe(draft.length);
    issued.forEach((page, index) => expect(page, `page ${index + 1}`).not.toContain('RASCUNHO'));
  });

  it('every header a page of a draft’s DOCX shows has RASCUNHO; the issued one has it nowhere', async () => {
    const draft = await renderProposalDocx(buildProposalReport(draftDocument(), CONTEXT));
    const headers = docxPageHeaders(draft);
    expect(headers.map((header) => header.kind)).toEqual(['first', 'default']);
    for (const header of headers)
      expect(header.text, `${header.kind} header`).toContain('RASCUNHO');

    const issued = await renderProposalDocx(buildProposalReport(tenRoomDocument(), CONTEXT));
    for (const header of docxPageHeaders(issued)) expect(header.text).not.toContain('RASCUNHO');
    const files = unzipSync(issued);
    for (const [name, bytes] of Object.entries(files))
      if (name.endsWith('.xml')) expect(strFromU8(bytes), name).not.toContain('RASCUNHO');
  });
});
