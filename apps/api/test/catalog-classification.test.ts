import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CatalogModelsAnswerSchema,
  CondenserListAnswerSchema,
  OperatingSystemSchema,
  ProjectSchema,
  ProposalSchema,
  RoomSchema,
} from '@camara-fria/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblem } from '../src/modules/catalog/catalog-import-file.ts';
import { importCatalogFile } from '../src/modules/catalog/catalog-import.ts';
import {
  catalogSystemInput,
  findCatalogEquipment,
  TYPED_ROOM_KCALH,
  typedRoom,
} from './support/catalog-system.ts';
import { queryRows } from './support/query-rows.ts';
import { useTestServer } from './support/use-test-server.ts';

/**
 * Products carry their NCM, Ex and origin (docs/decisions/071, "Product classification"): the
 * demonstration catalogue's, an imported file's columns, and the proposal's equipment lines.
 */

const { server, vendedor } = useTestServer('vendedor');
const fixtures = path.resolve(import.meta.dirname, 'fixtures', 'catalog');
let scratch: string;

beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'camara-fria-classification-'));
});
afterAll(() => {
  fs.rmSync(scratch, { recursive: true, force: true });
});

const PRODUCT_RECORDS = ['evaporator', 'unit', 'condenser'];
const DEMO_COIL = { ncm: '84189900', ex: '01', origin: 0 };

/**
 * The example CSV with the columns ncm, ex and origin: `cells` gives each product record's three
 * cells by its code (other rows leave them empty).
 */
function writeClassifiedCsv(name: string, cells: Record<string, [string, string, string]>) {
  const [header = '', ...rows] = fs
    .readFileSync(path.join(fixtures, 'example-catalog.csv'), 'utf8')
    .trimEnd()
    .split('\n');
  const columns = header.split(',');
  const codeAt = columns.indexOf('code');
  const productCode = (row: string) => {
    const values = row.split(',');
    return PRODUCT_RECORDS.includes(values[0] ?? '') ? values[codeAt] : undefined;
  };
  const lines = rows.map((row) => {
    const own = cells[productCode(row) ?? ''] ?? ['', '', ''];
    const values = row.split(',');
    const padded = [...values, ...Array<string>(columns.length - values.length).fill('')];
    return [...padded, ...own].join(',');
  });
  const file = path.join(scratch, name);
  fs.writeFileSync(file, [`${header},ncm,ex,origin`, ...lines].join('\n'));
  // The header is the file's line 1.
  return { file, lineOf: (code: string) => 2 + rows.findIndex((row) => productCode(row) === code) };
}

const countVersions = async () =>
  (
    await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from catalog_versions`,
    )
  )[0]?.n;

async function listModels(body: unknown) {
  const answer = await vendedor.call('POST', '/v1/catalog', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return CatalogModelsAnswerSchema.parse(answer.body);
}

/** A project whose one 0 °C room is served by a catalogue evaporator and condensing unit. */
async function projectWithSystem() {
  const project = await vendedor.call('POST', '/v1/projects', {
    name: 'Projeto com NCM',
    customer: { name: 'Frigorífico Boa Vista', address: {} },
  });
  expect(project.status).toBe(201);
  const projectId = ProjectSchema.parse(project.body).id;
  const roomAnswer = await vendedor.call(
    'POST',
    `/v1/projects/${projectId}/rooms`,
    typedRoom('Câmara'),
  );
  expect(roomAnswer.status).toBe(201);
  const room = RoomSchema.parse(roomAnswer.body);
  const equipment = await findCatalogEquipment(vendedor, TYPED_ROOM_KCALH);
  const body = catalogSystemInput(room.id, equipment);
  const saved = await vendedor.call('POST', `/v1/projects/${projectId}/operating-systems`, body);
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return { projectId, system: OperatingSystemSchema.parse(saved.body), unit: equipment.unit.hit };
}

describe('the demonstration catalogue’s classification (marked as demonstration)', () => {
  it('answers each evaporator 8418.99.00 Ex 01 and each remote condenser the same, origin 0', async () => {
    const { catalogVersion, items } = await listModels({ evaporator: { productLine: null } });
    expect(catalogVersion.isDemonstration).toBe(true);
    expect(items.length).toBeGreaterThan(100);
    for (const item of items) expect(item.classification).toEqual(DEMO_COIL);
    const condensers = CondenserListAnswerSchema.parse(
      (await vendedor.call('GET', '/v1/catalog/condensers')).body,
    );
    for (const item of condensers.items) expect(item.classification).toEqual(DEMO_COIL);
  });

  it('answers condensing units 8418.69.40 up to 30 000 frig/h and 8418.69.99 Ex 02 above', async () => {
    const { items } = await listModels({ condensingUnit: { productLine: null } });
    const byModel = new Map(items.map((item) => [item.model, item.classification]));
    expect(byModel.get('USMB-250M')).toEqual({ ncm: '84186940', ex: null, origin: 0 });
    expect(byModel.get('UCM-320M')).toEqual({ ncm: '84186999', ex: '02', origin: 0 });
  });

  it('carries the classification into the proposal’s equipment lines', async () => {
    const { projectId, system, unit } = await projectWithSystem();
    expect(system.configurations[0]?.evaporator?.classification).toEqual(DEMO_COIL);
    expect(system.condensingUnit?.classification).toEqual(unit.classification);
    const answer = await vendedor.call('POST', `/v1/projects/${projectId}/proposals`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const proposal = ProposalSchema.parse(answer.body);
    const classifications = proposal.equipments.map((item) => [item.type, item.classification]);
    expect(classifications).toEqual([
      ['EVAPORATOR', DEMO_COIL],
      ['CONDENSING_UNIT', unit.classification],
    ]);
    expect(unit.classification?.ncm).toMatch(/^841869(40|99)$/);
  });
});

describe('importing a catalogue with the classification columns (npm run catalog:import)', () => {
  it('stores NCM given with or without dots, the Ex as "Ex 01" or "01", origin 0 by default', async () => {
    const { file } = writeClassifiedCsv('classified.csv', {
      'EX-2X400': ['8418.99.00', 'Ex 01', ''],
      'EX-3X400': ['84189900', '01', '2'],
      'UX-50M': ['8418.69.40', '', '0'],
    });
    const report = await importCatalogFile(server.database.db, file);
    if (report.status !== 'imported')
      throw new Error(report.problems.map(formatProblem).join('\n'));

    const evaporators = await listModels({ evaporator: { productLine: null } });
    expect(evaporators.catalogVersion).toMatchObject({
      id: report.versionId,
      isDemonstration: false,
    });
    expect(evaporators.items.map((item) => [item.model, item.classification])).toEqual([
      ['EX-2X400', { ncm: '84189900', ex: '01', origin: 0 }],
      ['EX-3X400', { ncm: '84189900', ex: '01', origin: 2 }],
    ]);
    const units = await listModels({ condensingUnit: { productLine: null } });
    expect(units.items.map((item) => [item.model, item.classification])).toEqual([
      ['UX-50M', { ncm: '84186940', ex: null, origin: 0 }],
      // No NCM: allowed, unclassified (never guessed).
      ['UX-90M', null],
    ]);
  });

  it('refuses the whole file for one bad NCM, naming its line in Portuguese', async () => {
    const before = await countVersions();
    const { file, lineOf } = writeClassifiedCsv('bad-ncm.csv', {
      'EX-2X400': ['8418.99.00', '01', '0'],
      'EX-3X400': ['8418.99', '01', '0'],
      'UX-50M': ['', 'Ex 02', ''],
    });
    const report = await importCatalogFile(server.database.db, file);
    expect(report.status).toBe('rejected');
    if (report.status !== 'rejected') return;
    expect(report.problems.map(formatProblem)).toEqual([
      `linha ${lineOf('EX-3X400')} [evaporator EX-3X400] ncm: NCM deve ter 8 algarismos (ex.: 8418.99.00).`,
      `linha ${lineOf('UX-50M')} [unit UX-50M] ncm: Informe o NCM (ncm) do produto que tem Ex ou origem.`,
    ]);
    expect(await countVersions()).toBe(before);
  });
});
