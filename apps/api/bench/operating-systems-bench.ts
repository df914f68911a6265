// A system of 10 rooms saved and balanced through the API (PUT of
// /v1/projects/{id}/operating-systems/{systemId}, and "Calcular"), beside the same save without
// its condensing unit (selections filled, no balance): the real server over HTTP on PGlite in memory,
// timed as the median of repeated calls. Run: npm run bench
import {
  CondensingUnitSearchAnswerSchema,
  EvaporatorSearchAnswerSchema,
  OperatingSystemSchema,
  ProjectSchema,
  RoomSchema,
  type OperatingSystemInputValues,
} from '@camara-fria/contracts';
import { buildChilledRoom } from '@camara-fria/domain/testing';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { openDatabase } from '../src/db/client.ts';
import { seedDatabase } from '../src/seed-database.ts';
import { signInAs } from '../test/support/api-client.ts';
import { findFreePort, type TestServer } from '../test/support/test-server.ts';

const ROOMS = 10;
const REPEAT = 15;
const OPERATION = -10;

async function median(run: () => Promise<unknown>): Promise<number> {
  await run();
  const samples: number[] = [];
  for (let i = 0; i < REPEAT; i += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? 0;
}

/** The real app on a free loopback port, over a seeded PGlite database in memory. */
async function startServer(): Promise<TestServer> {
  const port = await findFreePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'camara-fria-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'error',
    RATE_LIMIT: 'off',
  });
  const database = await openDatabase({ kind: 'pglite' });
  await seedDatabase(database.db);
  const app = await buildApp({ config, database, keysDir: dataDir });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    baseUrl: config.publicUrl,
    config,
    database,
    keys: undefined as never,
    logs: [],
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const server = await startServer();
try {
  const user = await signInAs(server, 'vendedor');
  const call = async (method: string, path: string, body?: unknown) => {
    const answer = await user.call(method, path, body);
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const projectId = ProjectSchema.parse(
    await call('POST', '/v1/projects', { name: 'Bench', customer: { address: {} } }),
  ).id;
  const configurations: NonNullable<OperatingSystemInputValues['configurations']> = [];
  for (let i = 0; i < ROOMS; i += 1) {
    const temperature = i % 5; // 0 to 4 °C
    const room = RoomSchema.parse(
      await call(
        'POST',
        `/v1/projects/${projectId}/rooms`,
        buildChilledRoom({
          name: `Câmara ${i + 1}`,
          roomTemperature: temperature,
          calculationType: 2,
          typedTotalKcalh: 3000,
        }),
      ),
    );
    const [hit] = EvaporatorSearchAnswerSchema.parse(
      await call('POST', '/v1/catalog/evaporators/search', {
        refrigerantFluid: 'R404A',
        evaporationTemperature: OPERATION,
        evaporatorDt: temperature - OPERATION,
        count: 1,
        unitCapacity: room.heatLoad?.totalKcalh ?? 3000,
        operationTemperature: temperature,
      }),
    ).items;
    if (!hit?.skus[0]) throw new Error('no evaporator');
    configurations.push({
      roomId: room.id,
      evaporator: { kind: 'DEFAULT', modelId: hit.id, skuId: hit.skus[0].id },
    });
  }
  const units = CondensingUnitSearchAnswerSchema.parse(
    await call('POST', '/v1/catalog/condensing-units/search', {
      refrigerantFluid: 'R404A',
      unitCapacity: 3000 * ROOMS * 1.1,
      evaporationTemperature: OPERATION,
      ambientTemperature: 35,
      loadLoss: 2,
      count: 2,
      powerSupply: { frequencyHz: 60 },
    }),
  ).items;
  const unit = units[0];
  if (!unit?.skus[0]) throw new Error('no condensing unit');
  const complete: OperatingSystemInputValues = {
    name: 'Sistema de 10 câmaras',
    rack: false,
    operationTemperature: OPERATION,
    refrigerantFluid: 'R404A',
    configurations,
    condensingUnit: {
      kind: 'DEFAULT',
      modelId: unit.id,
      skuId: unit.skus[0].id,
      count: 2,
      ambientTemperature: 35,
      loadLoss: 2,
    },
  };
  const incomplete = { ...complete, condensingUnit: null };
  const path = `/v1/projects/${projectId}/operating-systems`;
  let created = OperatingSystemSchema.parse(await call('POST', path, complete));
  const result = created.result;
  await call('DELETE', `${path}/${created.id}`);
  const rows: [string, number][] = [];
  created = OperatingSystemSchema.parse(await call('POST', path, complete));
  let version = created.version;
  const put = (body: OperatingSystemInputValues) => async () => {
    version = OperatingSystemSchema.parse(
      await call('PUT', `${path}/${created.id}`, { ...body, version }),
    ).version;
  };
  rows.push(['PUT, no unit: selections only (baseline)', await median(put(incomplete))]);
  rows.push(['PUT, complete: selections + balance + curve', await median(put(complete))]);
  rows.push([
    'POST …/calculation (Calcular, nothing stored)',
    await median(() => call('POST', `${path}/calculation`, complete)),
  ]);
  rows.push(['GET the system', await median(() => call('GET', `${path}/${created.id}`))]);
  console.log(
    `\noperating systems: ${ROOMS} rooms, R404A at ${OPERATION} °C, 2 × ${unit.model}: ${result?.status ?? 'no result'}` +
      (result?.status === 'BALANCED'
        ? ` (DT ${result.resultingDt.toFixed(2)} K, ${Math.round(result.resultingCapacity)} kcal/h)`
        : ''),
  );
  console.log('  case                                              median ms (HTTP, PGlite)');
  for (const [label, ms] of rows) console.log(`  ${label.padEnd(50)} ${ms.toFixed(1).padStart(8)}`);
} finally {
  await server.close();
}
