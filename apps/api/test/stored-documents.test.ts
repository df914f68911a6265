import {
  ApiErrorSchema,
  COMMERCIAL_TEXT_FIELDS,
  CommercialConditionsSchema,
  OperatingSystemSchema,
  ProjectSchema,
  ProposalSchema,
  RoomSchema,
} from '@camara-fria/contracts';
import { buildChilledRoom } from '@camara-fria/domain/testing';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type ApiAnswer, type UserClient } from './support/api-client.ts';
import { queryRows } from './support/query-rows.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Every stored JSON document (proposal sections, issued snapshots, a system's choices, selections
 * and result) is written with its schemaVersion and read through its upgrades
 * (docs/decisions/049-versioned-stored-documents.md): a document without one (as stored before)
 * reads as it did; one written by a newer server is refused whole, never half-read.
 */

let server: TestServer;
let vendedor: UserClient;
let editor: UserClient;

/** A project with one system of special equipment, a priced R0 issued and its draft R1. */
let fixture: { projectId: number; systemId: number; r0: number; r1: number };

const systemPath = () => `/v1/projects/${fixture.projectId}/operating-systems/${fixture.systemId}`;
const revisionPath = (id: number) => `/v1/projects/${fixture.projectId}/proposals/${id}`;

/** Every read that answers a stored document of the fixture, as the editor. */
const READS = () => [
  systemPath(),
  `/v1/projects/${fixture.projectId}/operating-systems`,
  `/v1/projects/${fixture.projectId}/proposals/current`,
  ...[fixture.r0, fixture.r1].flatMap((id) => [
    revisionPath(id),
    `${revisionPath(id)}/document`,
    `${revisionPath(id)}/presentation`,
    `${revisionPath(id)}/general-conditions`,
    `${revisionPath(id)}/responsible`,
    `${revisionPath(id)}/equipment-characteristics`,
    `${revisionPath(id)}/commercial-conditions`,
  ]),
];

async function expectOk(answer: Promise<ApiAnswer>, status = 200): Promise<unknown> {
  const settled = await answer;
  expect(settled.status, JSON.stringify(settled.body)).toBe(status);
  return settled.body;
}

async function readAll(): Promise<Record<string, unknown>> {
  const bodies: Record<string, unknown> = {};
  for (const path of READS()) bodies[path] = await expectOk(editor.call('GET', path));
  return bodies;
}

const execute = (query: SQL) => server.database.db.execute(query);

async function buildFixture() {
  const projectId = ProjectSchema.parse(
    await expectOk(
      vendedor.call('POST', '/v1/projects', {
        name: 'Documentos versionados',
        customer: { name: 'Frigorífico Versão', address: {} },
      }),
      201,
    ),
  ).id;
  const room = RoomSchema.parse(
    await expectOk(
      vendedor.call(
        'POST',
        `/v1/projects/${projectId}/rooms`,
        buildChilledRoom({
          name: 'Câmara 0 °C',
          roomTemperature: 0,
          calculationType: 2,
          typedTotalKcalh: 6000,
        }),
      ),
      201,
    ),
  );
  const system = OperatingSystemSchema.parse(
    await expectOk(
      vendedor.call('POST', `/v1/projects/${projectId}/operating-systems`, {
        name: 'Sistema especial',
        rack: false,
        operationTemperature: -10,
        refrigerantFluid: 'R404A',
        configurations: [
          {
            roomId: room.id,
            evaporator: {
              kind: 'SPECIAL',
              model: 'Evaporador sob medida',
              count: 1,
              temperatureDelta: 8,
              wingPerInch: 6,
              defrost: 'ELETRICO',
              airArrow: 12,
              fanDiameter: 450,
              defrostPower: 3000,
              fanPower: 500,
              unitCapacity: 5000,
              unitAirFlow: 5000,
              commercialDescription: 'Evaporador especial',
            },
          },
        ],
        condensingUnit: {
          kind: 'SPECIAL',
          model: 'Unidade sob medida',
          count: 1,
          ambientTemperature: 35,
          loadLoss: 2,
          condensingTemperature: 45,
          compressorType: 'SCROLL',
          fairing: true,
          hotGasDefrost: false,
          capacityControl: false,
          maxPower: 8,
          realTimePower: 5,
          unitCapacity: 9000,
          rejectedHeat: 11_700,
          commercialDescription: 'Unidade especial',
        },
      }),
      201,
    ),
  );
  expect(system.result).not.toBeNull();
  const r0 = ProposalSchema.parse(
    await expectOk(vendedor.call('POST', `/v1/projects/${projectId}/proposals`), 201),
  );
  fixture = { projectId, systemId: system.id, r0: r0.id, r1: 0 };
  const commercial = CommercialConditionsSchema.parse(
    await expectOk(editor.call('GET', `${revisionPath(r0.id)}/commercial-conditions`)),
  );
  await expectOk(
    editor.call('PUT', `${revisionPath(r0.id)}/commercial-conditions`, {
      prices: r0.equipments.map((equipment, index) => ({
        equipmentKey: equipment.key,
        quantity: equipment.count,
        unitPrice: 1000 * (index + 1),
        icmsOverride: 12,
        ipiOverride: 5,
        overrideReason: 'Alíquotas do pedido',
      })),
      ...Object.fromEntries(COMMERCIAL_TEXT_FIELDS.map((field) => [field, commercial[field]])),
      version: commercial.version,
    }),
  );
  const r1 = ProposalSchema.parse(
    await expectOk(vendedor.call('POST', `${revisionPath(r0.id)}/revisions`, {}), 201),
  );
  fixture.r1 = r1.id;
}

beforeAll(async () => {
  server = await startTestServer();
  [vendedor, editor] = await Promise.all([
    signInAs(server, 'vendedor'),
    signInAs(server, 'editor'),
  ]);
  await buildFixture();
});
afterAll(async () => {
  await server.close();
});

/** The schemaVersion of every stored document of the fixture, by where it is stored. */
async function storedVersions(): Promise<Record<string, unknown>> {
  const sections = await queryRows<{ proposal_id: number; key: string; version: unknown }>(
    server.database.db,
    sql`select s.proposal_id, s.key, s.content -> 'schemaVersion' as version
        from proposal_sections s join proposals p on p.id = s.proposal_id
        where p.project_id = ${fixture.projectId} order by s.proposal_id, s.key`,
  );
  const snapshots = await queryRows<{ id: number; version: unknown }>(
    server.database.db,
    sql`select id, snapshot -> 'schemaVersion' as version from proposals
        where project_id = ${fixture.projectId} and snapshot is not null`,
  );
  const [system] = await queryRows<{ input: unknown; computed: unknown; result: unknown }>(
    server.database.db,
    sql`select input -> 'schemaVersion' as input, computed -> 'schemaVersion' as computed,
        result -> 'schemaVersion' as result from operating_systems where id = ${fixture.systemId}`,
  );
  return {
    ...Object.fromEntries(
      sections.map((row) => [`section ${row.proposal_id} ${row.key}`, row.version]),
    ),
    ...Object.fromEntries(snapshots.map((row) => [`snapshot ${row.id}`, row.version])),
    'system input': system?.input,
    'system computed': system?.computed,
    'system result': system?.result,
  };
}

describe('stored documents', () => {
  it('writes every section, issued snapshot and system document with its schemaVersion', async () => {
    const versions = await storedVersions();
    expect(Object.keys(versions)).toHaveLength(5 * 2 + 1 + 3);
    // An issued snapshot (the catalogues recorded, docs/decisions/053; the systems' staleness,
    // 055; their balance evaporating temperature, 062; the rooms' coverage, 061; their warnings,
    // 060; the client address's number, complement and neighbourhood, 066; the client's CPF, state
    // registration and fiscal profile, 071; the equipment's classification, 071) is at version 9; a system's selections at version 6 (their basis, 055; the
    // evaporators' fan power, 056; the unit's rating basis, 062; the evaporators' rating and
    // maximum-DT flag, 059; the models' classification, 071), its result at version 3 (a rack's condensers at the balance, 058;
    // the rooms' coverage, 061).
    // The commercial conditions' section is at version 2 (typed rates as overrides, ADR 072); an
    // issued snapshot at 10 records the taxes (072).
    const expected = (where: string) => {
      if (where.startsWith('snapshot')) return 10;
      if (where.includes('commercialConditions')) return 2;
      if (where === 'system computed') return 6;
      return where === 'system result' ? 3 : 1;
    };
    for (const [where, version] of Object.entries(versions))
      expect(version, where).toBe(expected(where));
  });

  it('reads documents stored without schemaVersion (version 1) exactly as the stamped ones', async () => {
    const stamped = await readAll();
    await execute(sql`update proposal_sections set content = content - 'schemaVersion'
      where proposal_id in (${fixture.r0}, ${fixture.r1})`);
    await execute(sql`update proposals set snapshot = snapshot - 'schemaVersion'
      where id = ${fixture.r0}`);
    await execute(sql`update operating_systems set input = input - 'schemaVersion',
      computed = computed - 'schemaVersion', result = result - 'schemaVersion'
      where id = ${fixture.systemId}`);
    for (const version of Object.values(await storedVersions())) expect(version).toBeNull();
    expect(await readAll()).toEqual(stamped);
  });

  it.each([
    [
      'a draft section',
      () => sql`update proposal_sections set content = jsonb_set(content, '{schemaVersion}', '99')
        where proposal_id = ${fixture.r1} and key = 'commercialConditions'`,
      () => [`${revisionPath(fixture.r1)}/commercial-conditions`, revisionPath(fixture.r1)],
    ],
    [
      'an issued snapshot',
      () => sql`update proposals set snapshot = jsonb_set(snapshot, '{schemaVersion}', '99')
        where id = ${fixture.r0}`,
      () => [`${revisionPath(fixture.r0)}/document`, `${revisionPath(fixture.r0)}/presentation`],
    ],
    [
      "a system's choices",
      () => sql`update operating_systems set input = jsonb_set(input, '{schemaVersion}', '99')
        where id = ${fixture.systemId}`,
      () => [systemPath(), `/v1/projects/${fixture.projectId}/operating-systems`],
    ],
    [
      "a system's result",
      () => sql`update operating_systems set result = jsonb_set(result, '{schemaVersion}', '99')
        where id = ${fixture.systemId}`,
      () => [systemPath(), `/v1/projects/${fixture.projectId}/proposals/current`],
    ],
  ])(
    'refuses %s written by a newer server with 500 STORED_DOCUMENT_UNREADABLE, logged, never half-read',
    async (_what, newer, paths) => {
      const before = await readAll();
      const logged = server.logs.length;
      await execute(newer());
      for (const path of paths()) {
        const answer = await editor.call('GET', path);
        expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(500);
        const error = ApiErrorSchema.parse(answer.body);
        expect(error.code).toBe('STORED_DOCUMENT_UNREADABLE');
        expect(error.message).toMatch(/versão mais nova do sistema.*atualize o servidor/);
      }
      const lines = server.logs.slice(logged).join('\n');
      expect(lines).toContain('STORED_DOCUMENT_UNREADABLE');
      // Back to the version this server writes: everything reads as before.
      await execute(sql`update proposal_sections set content = jsonb_set(content, '{schemaVersion}', '1')
        where proposal_id in (${fixture.r0}, ${fixture.r1})`);
      await execute(sql`update proposals set snapshot = jsonb_set(snapshot, '{schemaVersion}', '2')
        where id = ${fixture.r0}`);
      await execute(sql`update operating_systems set input = jsonb_set(input, '{schemaVersion}', '1'),
        computed = jsonb_set(computed, '{schemaVersion}', '1'),
        result = jsonb_set(result, '{schemaVersion}', '2') where id = ${fixture.systemId}`);
      expect(await readAll()).toEqual(before);
    },
  );
});
