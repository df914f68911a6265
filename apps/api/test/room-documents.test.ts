import fs from 'node:fs';
import {
  completeHeatLoadSummary,
  HEAT_LOAD_WARNING_MESSAGES,
  ProjectSchema,
  RoomListItemSchema,
  RoomSchema,
  z,
  type HeatLoadRecord,
} from '@camara-fria/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rooms } from '../src/db/schema/index.ts';
import { ROOM_DOCUMENT_VERSION } from '../src/modules/rooms/room-document.ts';
import { useTestServer } from './support/use-test-server.ts';

/** A room row exactly as the API stored it before documents carried schemaVersion. */
const V1_ROW = JSON.parse(
  fs.readFileSync(new URL('./fixtures/rooms/room-document-v1.json', import.meta.url), 'utf8'),
) as {
  data: Record<string, unknown>;
  heatLoad: HeatLoadRecord;
  totalKw: number;
  totalKcalh: number;
};

const { server, vendedor } = useTestServer('vendedor');

async function createProject(name: string): Promise<number> {
  const answer = await vendedor.call('POST', '/v1/projects', { name, customer: { address: {} } });
  return ProjectSchema.parse(answer.body).id;
}

/** Writes a row behind the API's back, as an older version of it left it in the database. */
async function insertStoredRow(projectId: number, data: unknown): Promise<number> {
  const [row] = await server.database.db
    .insert(rooms)
    .values({
      projectId,
      name: V1_ROW.data.name as string,
      data,
      heatLoad: V1_ROW.heatLoad,
      totalKw: V1_ROW.totalKw,
      totalKcalh: V1_ROW.totalKcalh,
    })
    .returning({ id: rooms.id });
  if (!row) throw new Error('no row');
  return row.id;
}

async function readStoredData(id: number): Promise<Record<string, unknown>> {
  const [row] = await server.database.db
    .select({ data: rooms.data })
    .from(rooms)
    .where(eq(rooms.id, id));
  return row?.data as Record<string, unknown>;
}

describe('stored room documents carry a schemaVersion and older ones are upgraded', () => {
  it('answers a version 1 document upgraded on GET and in lists, and leaves the row as it is', async () => {
    expect(V1_ROW.data).not.toHaveProperty('schemaVersion');
    expect(V1_ROW.data).not.toHaveProperty('typedTotalKcalh');
    const projectId = await createProject('Projeto com câmara antiga');
    const id = await insertStoredRow(projectId, V1_ROW.data);
    const path = `/v1/projects/${projectId}/rooms`;

    const read = await vendedor.call('GET', `${path}/${id}`);
    expect(read.status).toBe(200);
    const room = RoomSchema.parse(read.body);
    expect(read.body).not.toHaveProperty('schemaVersion');
    expect(room).toMatchObject({ id, name: V1_ROW.data.name, typedTotalKcalh: null, version: 1 });
    // The stored summary, with the margin in kW and the 24 h average worked from its figures.
    expect(room.heatLoad).toMatchObject(V1_ROW.heatLoad.summary);
    expect(room.heatLoad).toEqual(
      completeHeatLoadSummary(V1_ROW.heatLoad.summary, V1_ROW.data.operatingHours as number),
    );
    expect(room.heatLoad?.averageKw24h).toBeCloseTo(
      (V1_ROW.heatLoad.summary.totalKw * (V1_ROW.data.operatingHours as number)) / 24,
      12,
    );
    expect(room.warnings).toEqual([
      {
        code: 'GOODS_WARMING',
        message: HEAT_LOAD_WARNING_MESSAGES.GOODS_WARMING,
        field: 'goods[1].checkinTemperature',
      },
    ]);

    for (const query of ['', '?embed=heatLoadSummary']) {
      const list = z
        .array(RoomListItemSchema)
        .parse((await vendedor.call('GET', path + query)).body);
      expect(list).toHaveLength(1);
      expect(list[0]).not.toHaveProperty('invalid');
      expect(list[0]).not.toHaveProperty('schemaVersion');
      expect(list[0]).toMatchObject({ id, typedTotalKcalh: null });
    }
    // Reads never write: the row stays at version 1 until it is saved.
    expect(await readStoredData(id)).toEqual(V1_ROW.data);
  });

  it('saves a version 1 room as the current version on PUT, and copies it at the current version', async () => {
    const projectId = await createProject('Projeto com câmara antiga salva');
    const id = await insertStoredRow(projectId, V1_ROW.data);
    const path = `/v1/projects/${projectId}/rooms`;
    const loaded = RoomSchema.parse((await vendedor.call('GET', `${path}/${id}`)).body);
    const { id: _id, project: _project, status: _status, heatLoad: _heatLoad, ...body } = loaded;

    const saved = await vendedor.call('PUT', `${path}/${id}`, { ...body, version: loaded.version });
    expect(saved.status).toBe(200);
    expect(RoomSchema.parse(saved.body).heatLoad).toEqual(loaded.heatLoad);
    const stored = await readStoredData(id);
    expect(stored).toMatchObject({ schemaVersion: ROOM_DOCUMENT_VERSION, typedTotalKcalh: null });

    const old = await createProject('Projeto antigo para copiar');
    await insertStoredRow(old, V1_ROW.data);
    const copy = await vendedor.call('POST', `/v1/projects/${old}/copy`);
    expect(copy.status).toBe(201);
    const copyId = ProjectSchema.parse(copy.body).id;
    const [copied] = await server.database.db
      .select({ data: rooms.data })
      .from(rooms)
      .where(eq(rooms.projectId, copyId));
    expect(copied?.data).toMatchObject({
      schemaVersion: ROOM_DOCUMENT_VERSION,
      typedTotalKcalh: null,
    });
  });

  it('flags a document of a version this server does not know (written by a newer one)', async () => {
    const projectId = await createProject('Projeto com câmara do futuro');
    const id = await insertStoredRow(projectId, { ...V1_ROW.data, schemaVersion: 99 });
    const path = `/v1/projects/${projectId}/rooms`;
    const list = z.array(RoomListItemSchema).parse((await vendedor.call('GET', path)).body);
    expect(list[0]).toMatchObject({ id, invalid: { code: 'STORED_ROOM_INVALID' } });
    const read = await vendedor.call('GET', `${path}/${id}`);
    expect(read.status).toBe(422);
    expect(read.body).toMatchObject({
      code: 'STORED_ROOM_INVALID',
      details: [{ path: 'schemaVersion' }],
    });
  });
});
