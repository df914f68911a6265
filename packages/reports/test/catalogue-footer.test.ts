import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { CatalogVersionRef, ProposalDocument } from '@camara-fria/contracts';
import { CATALOGUE_NOT_RECORDED } from '@camara-fria/proposal';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProposalReport, renderProposalDocx, renderProposalPdf } from '../src/index.ts';
import { CONTEXT, DEMO_CATALOGUE, tenRoomDocument } from './proposal-fixture.ts';

/**
 * The catalogue the equipment comes from is printed on every page of both documents
 * (docs/decisions/053): the demonstration catalogue as synthetic data, a maker's by its own name,
 * an old revision as not recorded.
 */

const run = promisify(execFile);
let directory: string;

beforeAll(() => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'reports-catalogue-'));
});
afterAll(() => {
  fs.rmSync(directory, { recursive: true, force: true });
});

const MAKER_CATALOGUE: CatalogVersionRef = {
  id: 9,
  key: 'exemplo-2027-01-csv',
  label: 'Catálogo Exemplo 2027 (CSV)',
  source: 'IMPORT',
  isDemonstration: false,
  notice: 'Catálogo Exemplo 2027 (CSV) · versão exemplo-2027-01-csv',
};

function withCatalogues(catalogues: CatalogVersionRef[] | null): ProposalDocument {
  const document = tenRoomDocument();
  return { ...document, proposal: { ...document.proposal, catalogues } };
}

/** The text of each PDF page as poppler extracts it (pages end with a form feed), one line. */
async function pdfPages(document: ProposalDocument, name: string): Promise<string[]> {
  const file = path.join(directory, `${name}.pdf`);
  fs.writeFileSync(file, await renderProposalPdf(buildProposalReport(document, CONTEXT)));
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  const pages = stdout.split('\f').filter((page) => page.trim() !== '');
  return pages.map((page) => page.replace(/\s+/g, ' '));
}

/** The text of every footer part of the DOCX (the first page's and the others'), by part name. */
async function docxFooters(document: ProposalDocument): Promise<Map<string, string>> {
  const files = unzipSync(await renderProposalDocx(buildProposalReport(document, CONTEXT)));
  const footers = new Map<string, string>();
  for (const [name, bytes] of Object.entries(files))
    if (/^word\/footer\d*\.xml$/.test(name))
      footers.set(
        name,
        strFromU8(bytes)
          .replace(/<[^>]+>/g, '')
          .replaceAll('&amp;', '&'),
      );
  return footers;
}

describe('the catalogue on every page of the documents', () => {
  it('the demonstration catalogue, with its version, is on every page of the PDF', async () => {
    const pages = await pdfPages(withCatalogues([DEMO_CATALOGUE]), 'demo');
    expect(pages.length).toBeGreaterThan(3);
    pages.forEach((page, index) => {
      expect(page, `page ${index + 1}`).toContain(
        'Catálogo de demonstração (dados sintéticos) · versão demo-1.0.0-seed-1',
      );
      expect(page, `page ${index + 1}`).toContain(`Página ${index + 1} de ${pages.length}`);
    });
  });

  it("a maker's catalogue shows its own name and version instead, and two catalogues both", async () => {
    const pages = await pdfPages(withCatalogues([MAKER_CATALOGUE, DEMO_CATALOGUE]), 'maker');
    expect(pages.length).toBeGreaterThan(3);
    for (const page of pages) {
      expect(page).toContain(`${MAKER_CATALOGUE.notice}; ${DEMO_CATALOGUE.notice}`);
    }
    const only = await pdfPages(withCatalogues([MAKER_CATALOGUE]), 'maker-only');
    for (const page of only) {
      expect(page).toContain(MAKER_CATALOGUE.notice);
      expect(page).not.toContain('demonstração (dados sintéticos)');
    }
  });

  it('a revision issued before catalogues were recorded says so on every page', async () => {
    const pages = await pdfPages(withCatalogues(null), 'not-recorded');
    for (const page of pages) expect(page).toContain(CATALOGUE_NOT_RECORDED);
  });

  it('no catalogue line without catalogue equipment', () => {
    const report = buildProposalReport(withCatalogues([]), CONTEXT);
    expect(report.pageFooter.catalogue).toBeNull();
  });

  it('every footer of the DOCX (first page and the others) carries the catalogue', async () => {
    const demo = await docxFooters(withCatalogues([DEMO_CATALOGUE]));
    expect(demo.size).toBeGreaterThanOrEqual(2);
    for (const [name, text] of demo) {
      expect(text, name).toContain(DEMO_CATALOGUE.notice);
      expect(text, name).toContain('Página');
    }
    const maker = await docxFooters(withCatalogues([MAKER_CATALOGUE]));
    expect(maker.size).toBeGreaterThanOrEqual(2);
    for (const [name, text] of maker) {
      expect(text, name).toContain(MAKER_CATALOGUE.notice);
      expect(text, name).not.toContain('dados sintéticos');
    }
  });
});
