import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  CatalogVersionSchema,
  CondenserListAnswerSchema,
  CondensingUnitSearchAnswerSchema,
  EvaporatorSearchAnswerSchema,
} from '@camara-fria/contracts';
import { buildSelectionIndex, searchEvaporators } from '@camara-fria/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblem } from '../src/modules/catalog/catalog-import-file.ts';
import { importCatalogFile } from '../src/modules/catalog/catalog-import.ts';
import { signInAs, type UserClient } from './support/api-client.ts';
import { queryRows } from './support/query-rows.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const fixtures = path.resolve(import.meta.dirname, 'fixtures', 'catalog');
const csvFile = path.join(fixtures, 'example-catalog.csv');
const jsonFile = path.join(fixtures, 'example-catalog.json');
const badFile = path.join(fixtures, 'bad-catalog.csv');
const apiRoot = path.resolve(import.meta.dirname, '..');

let server: TestServer;
let user: UserClient;
let scratch: string;

beforeAll(async () => {
  server = await startTestServer();
  user = await signInAs(server, 'vendedor');
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'camara-fria-catalog-import-'));
});
afterAll(async () => {
  await server.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const activeVersion = async () =>
  CatalogVersionSchema.parse((await user.call('GET', '/v1/catalog/versions/active')).body);
const countVersions = async () =>
  (
    await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from catalog_versions`,
    )
  )[0]?.n;
const evaporatorSearch = {
  refrigerantFluid: 'R404A',
  evaporationTemperature: -8,
  evaporatorDt: 6,
  count: 1,
  unitCapacity: 4000,
  roomTemperature: 0,
};

describe('catalogue import (npm run catalog:import)', () => {
  it('lands a good CSV file as the new active version, which the searches then use', async () => {
    const before = EvaporatorSearchAnswerSchema.parse(
      (await user.call('POST', '/v1/catalog/evaporators/search', evaporatorSearch)).body,
    );
    expect(before.catalogVersion.isDemonstration).toBe(true);

    const report = await importCatalogFile(server.database.db, csvFile);
    if (report.status !== 'imported')
      throw new Error(report.problems.map(formatProblem).join('\n'));
    const version = await activeVersion();
    expect(version).toMatchObject({
      id: report.versionId,
      key: 'exemplo-2027-01-csv',
      label: 'Catálogo Exemplo 2027 (CSV)',
      source: 'IMPORT',
      isDemonstration: false,
    });
    expect(version.counts).toMatchObject({ evaporators: 2, evaporatorSkus: 4, condensingUnits: 2 });

    const after = EvaporatorSearchAnswerSchema.parse(
      (await user.call('POST', '/v1/catalog/evaporators/search', evaporatorSearch)).body,
    );
    expect(after.catalogVersion).toMatchObject({ id: report.versionId, isDemonstration: false });
    const expected = searchEvaporators(buildSelectionIndex(report.catalog), {
      refrigerantCode: 'R404A',
      evaporatingTemperatureC: -8,
      dtK: 6,
      count: 1,
      requiredUnitCapacityKcalh: 4000,
      roomTemperatureC: 0,
    });
    expect(after.items.map((item) => [item.model, item.unitCapacityDt])).toEqual(
      expected.map((hit) => [hit.model.code, hit.capacityDtKcalh]),
    );
    expect(after.items.map((item) => item.model)).toEqual(['EX-2X400', 'EX-3X400']);

    const units = CondensingUnitSearchAnswerSchema.parse(
      (
        await user.call('POST', '/v1/catalog/condensing-units/search', {
          refrigerantFluid: 'R404A',
          unitCapacity: 4500,
          evaporationTemperature: -8,
          ambientTemperature: 35,
          loadLoss: 2,
          count: 1,
          powerSupply: { frequencyHz: 60 },
        })
      ).body,
    );
    expect(units.items.map((item) => item.model)).toEqual(['UX-50M', 'UX-90M']);
    const condensers = CondenserListAnswerSchema.parse(
      (await user.call('GET', '/v1/catalog/condensers')).body,
    );
    expect(condensers.items.map((item) => [item.model, item.image])).toEqual([
      ['CX-2X500', '/assets/images/condensadores/cx-exemplo.jpg'],
    ]);
  });

  it('lands the same catalogue from JSON as another version; the previous one stays stored', async () => {
    const versions = await countVersions();
    const report = await importCatalogFile(server.database.db, jsonFile);
    expect(report.status).toBe('imported');
    expect(await countVersions()).toBe((versions ?? 0) + 1);
    expect(await activeVersion()).toMatchObject({ key: 'exemplo-2027-01', source: 'IMPORT' });
    const active = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from catalog_versions where is_active`,
    );
    expect(active).toEqual([{ n: 1 }]);
  });

  it('refuses a file with bad rows whole, reporting every one; the active version stays', async () => {
    const active = await activeVersion();
    const versions = await countVersions();
    const report = await importCatalogFile(server.database.db, badFile);
    expect(report.status).toBe('rejected');
    const lines = report.status === 'rejected' ? report.problems.map(formatProblem) : [];
    expect(lines).toEqual([
      'linha 7 [evaporator EX-2X400] fanCount: Informe o número de ventiladores (fanCount) (número).',
      'linha 14 [evaporator_sku EX-2X400-60HZ220V3F-AR] phases: As fases (phases) são 1 ou 3.',
      'linha 15 [evaporator_sku EX-3X400-60HZ380V3F-EL] phases: Alimentação não oferecida: só 220 V é monofásica (380 V, 1F).',
      'linha 16 [evaporator_sku EX-3X400-50HZ220V1F-AR] modelCode: Evaporador desconhecido: EX-9X999.',
      'linha 18 [unit UX-90M] unit_capacity: Tabela R404A 60 Hz: a capacidade não pode crescer com a temperatura ambiente.',
      'linha 19 [unit RX-200M] unit_capacity: Tabela R404A 60 Hz: falta o ponto de evaporação 0 °C e ambiente 38 °C.',
      'linha 52 [unit_sku UX-50M-60HZ220V3F] sku: SKU repetido (já na linha 46).',
      'linha 53 [compressor XYZ] record: Tipo de registro (record) desconhecido: use catalog, line, evaporator, evaporator_refrigerant, evaporator_sku, unit, unit_sku, unit_capacity, condenser, condenser_sku.',
    ]);
    expect(await activeVersion()).toEqual(active);
    expect(await countVersions()).toBe(versions);
  });

  it('reports JSON records by position, and refuses a file that is not a list', async () => {
    const records = JSON.parse(fs.readFileSync(jsonFile, 'utf8')) as Record<string, unknown>[];
    const broken = records.map((record, index) =>
      index === 5 ? { ...record, tubeRows: 0 } : index === 7 ? { ...record, factor: -1 } : record,
    );
    const file = path.join(scratch, 'broken.json');
    fs.writeFileSync(file, JSON.stringify(broken));
    const report = await importCatalogFile(server.database.db, file);
    expect(report.status === 'rejected' && report.problems.map(formatProblem)).toEqual([
      'registro 6 [evaporator EX-2X400] tubeRows: O número de filas (tubeRows): de 1 a 20.',
      'registro 8 [evaporator_refrigerant EX-2X400] factor: O fator do fluido (factor) deve ser maior que zero.',
    ]);
    const notList = path.join(scratch, 'object.json');
    fs.writeFileSync(notList, '{"record":"catalog"}');
    const refused = await importCatalogFile(server.database.db, notList);
    expect(refused.status === 'rejected' && refused.problems.map(formatProblem)).toEqual([
      'arquivo O JSON deve ser uma lista (array) de registros.',
    ]);
  });

  it('runs as a command that lists every bad row and exits non-zero', async () => {
    const cli = path.join(apiRoot, 'src', 'modules', 'catalog', 'catalog-import-cli.ts');
    const run = promisify(execFile);
    const failure = await run(process.execPath, ['--import', 'tsx', cli, badFile], {
      cwd: apiRoot,
    }).catch((error: { code: number; stderr: string }) => error);
    expect('code' in failure && failure.code).toBe(1);
    const stderr = 'stderr' in failure ? failure.stderr : '';
    expect(stderr).toContain('Catálogo recusado: 8 problema(s); nada foi gravado.');
    expect(stderr).toContain('linha 53 [compressor XYZ]');
    const check = await run(process.execPath, ['--import', 'tsx', cli, csvFile, '--check'], {
      cwd: apiRoot,
    });
    expect(check.stdout).toContain('Arquivo válido: "Catálogo Exemplo 2027 (CSV)"');
  });
});

describe("an imported line's application range (docs/decisions/060)", () => {
  const search = async (roomTemperature: number) =>
    EvaporatorSearchAnswerSchema.parse(
      (
        await user.call('POST', '/v1/catalog/evaporators/search', {
          ...evaporatorSearch,
          roomTemperature,
          includeOutsideApplication: true,
        })
      ).body,
    ).items;
  const records = () => JSON.parse(fs.readFileSync(jsonFile, 'utf8')) as Record<string, unknown>[];
  const withLine = (change: Record<string, unknown>, kind = 'EVAPORATOR') =>
    records().map((record) =>
      record.record === 'line' && record.kind === kind ? { ...record, ...change } : record,
    );
  const importRecords = async (list: Record<string, unknown>[], name: string) => {
    const file = path.join(scratch, name);
    fs.writeFileSync(file, JSON.stringify(list));
    return importCatalogFile(server.database.db, file);
  };

  it('takes its narrowest fin spacing’s default when the file gives none (4,5 mm: from −5 °C)', async () => {
    const report = await importRecords(records(), 'default-range.json');
    expect(report.status).toBe('imported');
    const [hit] = await search(0);
    expect(hit?.applicationRange).toEqual({ minRoomTemperature: -5, maxRoomTemperature: null });
    expect(hit?.applicationWarning).toBeNull();
  });

  it("keeps the maker's own range and warns outside it", async () => {
    const own = withLine({ roomTemperatureMinC: 2, roomTemperatureMaxC: 12 });
    expect((await importRecords(own, 'own-range.json')).status).toBe('imported');
    const [inside] = await search(8);
    expect(inside?.applicationRange).toEqual({ minRoomTemperature: 2, maxRoomTemperature: 12 });
    expect(inside?.applicationWarning).toBeNull();
    const [outside] = await search(0);
    expect(outside?.applicationWarning).toBe(
      'Fora da aplicação: a linha EX é indicada para câmaras de 2 °C a 12 °C, e esta câmara está a 0 °C.',
    );
  });

  it('refuses a range whose minimum passes its maximum, or on a line that is not of evaporators', async () => {
    const crossed = withLine({ roomTemperatureMinC: 5, roomTemperatureMaxC: -5 });
    const report = await importRecords(crossed, 'crossed-range.json');
    expect(report.status === 'rejected' && report.problems.map(formatProblem)).toEqual([
      'registro 2 [line EX] roomTemperatureMinC: A temperatura mínima da câmara (roomTemperatureMinC) passa da máxima (roomTemperatureMaxC).',
    ]);
    const onUnits = withLine({ roomTemperatureMinC: -5 }, 'CONDENSING_UNIT');
    const refused = await importRecords(onUnits, 'unit-range.json');
    expect(refused.status === 'rejected' && refused.problems.map(formatProblem)).toEqual([
      'registro 3 [line UX] roomTemperatureMinC: Só linhas de evaporadores têm faixa de aplicação (roomTemperatureMinC, roomTemperatureMaxC).',
    ]);
  });
});
