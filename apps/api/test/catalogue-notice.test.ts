import { execFileSync } from 'node:child_process';
import path from 'node:path';
import {
  CatalogVersionSchema,
  CondensingUnitSearchAnswerSchema,
  EvaporatorSearchAnswerSchema,
  OperatingSystemSchema,
  ProjectSchema,
  ProposalDocumentSchema,
  ProposalSchema,
  RoomSchema,
  type CatalogVersionRef,
  type OperatingSystemInputValues,
} from '@camara-fria/contracts';
import { buildChilledRoom } from '@camara-fria/domain/testing';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../src/modules/catalog/catalog-import-file.ts';
import { importCatalogFile } from '../src/modules/catalog/catalog-import.ts';
import { type UserClient } from './support/api-client.ts';
import { useTestServer } from './support/use-test-server.ts';

/**
 * Issue 28 item 10 (docs/decisions/053): the demonstration catalogue is labelled as synthetic
 * data, with its version, in every catalogue answer, in the proposal and on every page of its
 * PDF and DOCX; a maker's imported catalogue shows its own name and version instead; a revision
 * issued before the catalogue was recorded says so. Real HTTP, real database.
 */

const DEMO_NOTICE = 'Catálogo de demonstração (dados sintéticos) · versão demo-1.1.0-seed-1';
const IMPORTED_NOTICE = 'Catálogo Exemplo 2027 (CSV) · versão exemplo-2027-01-csv';
const NOT_RECORDED = 'Catálogo não registrado nesta revisão';
const csvFile = path.resolve(import.meta.dirname, 'fixtures', 'catalog', 'example-catalog.csv');

const { server, vendedor, editor } = useTestServer('vendedor', 'editor');

type Conditions = { evaporation: number; load: number };

/** A project with one typed 2 °C room, a system on the active catalogue, and its proposal. */
async function projectWithSystem(name: string, { evaporation, load }: Conditions) {
  const project = await vendedor.call('POST', '/v1/projects', { name, customer: { address: {} } });
  expect(project.status).toBe(201);
  const projectId = ProjectSchema.parse(project.body).id;
  const room = await vendedor.call(
    'POST',
    `/v1/projects/${projectId}/rooms`,
    buildChilledRoom({ name: 'Câmara 1', calculationType: 2, typedTotalKcalh: load }),
  );
  expect(room.status).toBe(201);
  const roomId = RoomSchema.parse(room.body).id;
  const evaporators = EvaporatorSearchAnswerSchema.parse(
    (
      await vendedor.call('POST', '/v1/catalog/evaporators/search', {
        refrigerantFluid: 'R404A',
        evaporationTemperature: evaporation,
        evaporatorDt: 6,
        count: 1,
        unitCapacity: load,
        roomTemperature: 2,
      })
    ).body,
  );
  const units = CondensingUnitSearchAnswerSchema.parse(
    (
      await vendedor.call('POST', '/v1/catalog/condensing-units/search', {
        refrigerantFluid: 'R404A',
        unitCapacity: load,
        evaporationTemperature: evaporation,
        ambientTemperature: 35,
        loadLoss: 2,
        count: 1,
        powerSupply: { frequencyHz: 60 },
      })
    ).body,
  );
  const [evaporator] = evaporators.items;
  const [unit] = units.items;
  if (!evaporator?.skus[0] || !unit?.skus[0]) throw new Error('no equipment found');
  const input: OperatingSystemInputValues = {
    name: 'Sistema 1',
    rack: false,
    operationTemperature: evaporation,
    refrigerantFluid: 'R404A',
    configurations: [
      {
        roomId,
        evaporator: {
          kind: 'DEFAULT',
          modelId: evaporator.id,
          skuId: evaporator.skus[0].id,
          count: 1,
        },
      },
    ],
    condensingUnit: {
      kind: 'DEFAULT',
      modelId: unit.id,
      skuId: unit.skus[0].id,
      count: 1,
      ambientTemperature: 35,
      loadLoss: 2,
    },
  };
  const system = await vendedor.call('POST', `/v1/projects/${projectId}/operating-systems`, input);
  expect(system.status, JSON.stringify(system.body)).toBe(201);
  const proposal = await vendedor.call('POST', `/v1/projects/${projectId}/proposals`);
  expect(proposal.status).toBe(201);
  return {
    projectId,
    system: OperatingSystemSchema.parse(system.body),
    proposal: ProposalSchema.parse(proposal.body),
    searches: [evaporators.catalogVersion, units.catalogVersion],
  };
}

const revisionPath = (projectId: number, proposalId: number) =>
  `/v1/projects/${projectId}/proposals/${proposalId}`;

async function download(user: UserClient, revision: string, format: 'pdf' | 'docx') {
  const response = await fetch(`${server.baseUrl}${revision}/download/${format}`, {
    headers: { authorization: `Bearer ${user.accessToken}` },
  });
  expect(response.status).toBe(200);
  return response.bytes();
}

/** The text of each page of the revision's PDF, whitespace made single spaces. */
async function pdfPages(revision: string): Promise<string[]> {
  const bytes = await download(vendedor, revision, 'pdf');
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes });
  const pages = text
    .toString('utf8')
    .split('\f')
    .filter((page) => page.trim() !== '');
  expect(pages.length).toBeGreaterThan(1);
  return pages.map((page) => page.replace(/\s+/g, ' '));
}

/** The text of each footer part of the revision's DOCX (the first page's and the others'). */
async function docxFooters(revision: string): Promise<string[]> {
  const files = unzipSync(await download(editor, revision, 'docx'));
  const footers = Object.entries(files)
    .filter(([name]) => /^word\/footer\d*\.xml$/.test(name))
    .map(([, bytes]) => strFromU8(bytes).replace(/<[^>]+>/g, ''));
  expect(footers.length).toBeGreaterThanOrEqual(2);
  return footers;
}

async function expectOnEveryPage(revision: string, notice: string, absent?: string) {
  for (const [index, page] of (await pdfPages(revision)).entries()) {
    expect(page, `PDF page ${index + 1}`).toContain(notice);
    if (absent) expect(page, `PDF page ${index + 1}`).not.toContain(absent);
  }
  for (const footer of await docxFooters(revision)) {
    expect(footer).toContain(notice);
    if (absent) expect(footer).not.toContain(absent);
  }
}

let demo: Awaited<ReturnType<typeof projectWithSystem>>;
let issuedR0: number;

describe('the catalogue named wherever its figures are shown', () => {
  it('names the demonstration catalogue as synthetic data, with its version, in its answers and the OpenAPI document', async () => {
    const active = CatalogVersionSchema.parse(
      (await vendedor.call('GET', '/v1/catalog/versions/active')).body,
    );
    expect(active).toMatchObject({ isDemonstration: true, notice: DEMO_NOTICE });
    demo = await projectWithSystem('Entreposto demonstração', { evaporation: -10, load: 8_000 });
    const expected: Partial<CatalogVersionRef> = { id: active.id, notice: DEMO_NOTICE };
    for (const ref of demo.searches) expect(ref).toMatchObject(expected);
    expect(demo.system.catalogVersion).toMatchObject(expected);
    const openApi = JSON.stringify(await (await fetch(`${server.baseUrl}/docs/json`)).json());
    // Checked as booleans: a failure would print the whole document.
    expect(/"notice":\{"type":"string"/.test(openApi), 'notice in OpenAPI').toBe(true);
    expect(/"catalogues":\{[^{}]*"type":"array"/.test(openApi), 'catalogues').toBe(true);
  });

  it('lists it in the proposal and prints it on every page of the PDF and the DOCX', async () => {
    const revision = revisionPath(demo.projectId, demo.proposal.id);
    expect(demo.proposal.catalogues).toEqual([demo.system.catalogVersion]);
    const document = ProposalDocumentSchema.parse(
      (await vendedor.call('GET', `${revision}/document`)).body,
    );
    expect(document.proposal.catalogues?.map((ref) => ref.notice)).toEqual([DEMO_NOTICE]);
    await expectOnEveryPage(revision, DEMO_NOTICE);
  });

  it('a project without systems lists no catalogue', async () => {
    const project = await vendedor.call('POST', '/v1/projects', {
      name: 'Sem sistemas',
      customer: { address: {} },
    });
    const projectId = ProjectSchema.parse(project.body).id;
    const proposal = await vendedor.call('POST', `/v1/projects/${projectId}/proposals`);
    expect(ProposalSchema.parse(proposal.body).catalogues).toEqual([]);
  });

  it('an issued revision keeps the catalogue it was issued with', async () => {
    const issued = await vendedor.call(
      'POST',
      `${revisionPath(demo.projectId, demo.proposal.id)}/revisions`,
      { version: demo.proposal.version },
    );
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    issuedR0 = demo.proposal.id;
    const r0 = ProposalSchema.parse(
      (await vendedor.call('GET', revisionPath(demo.projectId, issuedR0))).body,
    );
    expect(r0.status).toBe('ISSUED');
    expect(r0.catalogues?.map((ref) => ref.notice)).toEqual([DEMO_NOTICE]);
  });

  it("an imported catalogue shows the maker's name and version instead; older systems and revisions keep theirs", async () => {
    const report = await importCatalogFile(server.database.db, csvFile);
    if (report.status !== 'imported')
      throw new Error(report.problems.map(formatProblem).join('\n'));
    const active = CatalogVersionSchema.parse(
      (await vendedor.call('GET', '/v1/catalog/versions/active')).body,
    );
    expect(active).toMatchObject({ id: report.versionId, notice: IMPORTED_NOTICE });

    const imported = await projectWithSystem('Entreposto do fabricante', {
      evaporation: -8,
      load: 4_000,
    });
    const expected: Partial<CatalogVersionRef> = {
      id: report.versionId,
      isDemonstration: false,
      notice: IMPORTED_NOTICE,
    };
    for (const ref of imported.searches) expect(ref).toMatchObject(expected);
    expect(imported.proposal.catalogues).toEqual([expect.objectContaining(expected)]);
    await expectOnEveryPage(
      revisionPath(imported.projectId, imported.proposal.id),
      IMPORTED_NOTICE,
      'dados sintéticos',
    );

    // The demonstration project's system still uses the version it was saved on, and so do its
    // draft R1 and its issued R0.
    const systems = await vendedor.call<{ items: unknown[] }>(
      'GET',
      `/v1/projects/${demo.projectId}/operating-systems`,
    );
    const [system] = systems.body.items.map((item) => OperatingSystemSchema.parse(item));
    expect(system?.catalogVersion.notice).toBe(DEMO_NOTICE);
    const draft = ProposalSchema.parse(
      (await vendedor.call('GET', `/v1/projects/${demo.projectId}/proposals/current`)).body,
    );
    expect(draft.status).toBe('DRAFT');
    expect(draft.catalogues?.map((ref) => ref.notice)).toEqual([DEMO_NOTICE]);
    await expectOnEveryPage(revisionPath(demo.projectId, issuedR0), DEMO_NOTICE, IMPORTED_NOTICE);
  });

  it('a revision issued before the catalogue was recorded reads and prints as not recorded', async () => {
    // A snapshot as issued before (version 1: no schemaVersion, no catalogues), and so before
    // its documents were stored (docs/decisions/075): none of this revision's is kept.
    await server.database.db.execute(
      sql`update proposals set snapshot = (snapshot - 'schemaVersion') #- '{proposal,catalogues}'
        where id = ${issuedR0}`,
    );
    await server.database.db.execute(
      sql`delete from proposal_files where proposal_id = ${issuedR0}`,
    );
    const revision = revisionPath(demo.projectId, issuedR0);
    const r0 = await vendedor.call('GET', revision);
    expect(r0.status, JSON.stringify(r0.body)).toBe(200);
    expect(ProposalSchema.parse(r0.body).catalogues).toBeNull();
    await expectOnEveryPage(revision, NOT_RECORDED, 'dados sintéticos');
  });
});
