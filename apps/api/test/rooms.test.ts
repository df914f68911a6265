import {
  ApiErrorSchema,
  HEAT_LOAD_WARNING_MESSAGES,
  ProjectSchema,
  RoomListItemSchema,
  RoomSchema,
  summarizeHeatLoad,
  z,
  type RoomDto,
} from '@camara-fria/contracts';
import { computeHeatLoad, MATERIALS } from '@camara-fria/domain';
import { buildChilledRoom, buildGoodsItem } from '@camara-fria/domain/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type UserClient } from './support/api-client.ts';
import { queryRows } from './support/query-rows.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let vendedor: UserClient;
let projetista: UserClient;
let editor: UserClient;
let projectId: number;

beforeAll(async () => {
  server = await startTestServer();
  [vendedor, projetista, editor] = await Promise.all([
    signInAs(server, 'vendedor'),
    signInAs(server, 'projetista'),
    signInAs(server, 'editor'),
  ]);
  const project = await vendedor.call('POST', '/v1/projects', {
    name: 'Projeto com câmaras',
    customer: { address: {} },
  });
  projectId = ProjectSchema.parse(project.body).id;
});
afterAll(async () => {
  await server.close();
});

const roomsPath = () => `/v1/projects/${projectId}/rooms`;

async function createRoom(input = buildChilledRoom()): Promise<RoomDto> {
  const answer = await vendedor.call('POST', roomsPath(), input);
  expect(answer.status).toBe(201);
  return RoomSchema.parse(answer.body);
}

describe('rooms: the server computes the heat load on every save', () => {
  it('creates a room with the same heat load the domain engine gives, ignoring numbers from the client', async () => {
    const input = buildChilledRoom();
    const forged = {
      ...input,
      heatLoad: { totalKw: 1 },
      goods: input.goods.map((g) => ({ ...g, respirationHeatLoad: 999 })),
    };
    const room = await createRoom(forged);
    const expected = computeHeatLoad(input, { materials: MATERIALS });
    expect(expected.mode).toBe('CALCULATED');
    expect(room.heatLoad?.totalKw).toBeCloseTo(expected.totalKw, 9);
    expect(room.heatLoad?.totalKcalh).toBeCloseTo(expected.totalKcalh, 6);
    expect(room.heatLoad?.heatTransfer).toBeCloseTo(expected.heatTransfer ?? 0, 9);
    expect(room.heatLoad?.doors).toBeCloseTo(expected.doors ?? 0, 9);
    expect(room.goods[0]?.respirationHeatLoad).toBeCloseTo((2500 * 40) / 1000, 9);
    expect(room.heatLoad?.totalKw).toBeGreaterThan(1);
    expect(room.calculationSteps?.map((step) => step.label)).toContain('Transmissão — Teto');
    expect(room).toMatchObject({ status: 'UPDATING', version: 1, project: { id: projectId } });
  });

  it('stores and answers the engine’s warnings in Portuguese, with their code and field', async () => {
    const input = buildChilledRoom({
      goods: [buildGoodsItem({ checkinTemperature: -25, checkoutTemperature: -20 })],
    });
    const created = await createRoom(input);
    const read = RoomSchema.parse(
      (await vendedor.call('GET', `${roomsPath()}/${created.id}`)).body,
    );
    for (const room of [created, read]) {
      expect(room.warnings).toEqual([
        {
          code: 'GOODS_WARMING',
          message: HEAT_LOAD_WARNING_MESSAGES.GOODS_WARMING,
          field: 'goods[0].checkinTemperature',
          stepKey: 'goods.0.pullDown',
        },
      ]);
      expect(room.heatLoad).toEqual(
        summarizeHeatLoad(computeHeatLoad(input, { materials: MATERIALS }), input.safetyMargin),
      );
    }
  });

  it('answers the margin in kW and the 24 h average, also for a room stored before they existed', async () => {
    const input = buildChilledRoom({ operatingHours: 16, safetyMargin: 10 });
    const created = await createRoom(input);
    const expected = computeHeatLoad(input, { materials: MATERIALS });
    if (expected.mode !== 'CALCULATED') throw new Error('expected a calculated load');
    expect(created.heatLoad?.safetyMarginKw).toBe(expected.safetyMarginKw);
    expect(created.heatLoad?.averageKw24h).toBe(expected.averageKw24h);
    // As an older API stored it: no margin in kW, no average, an English warning.
    await server.database.db.execute(
      sql`update rooms set heat_load = jsonb_set(
        (heat_load #- '{summary,safetyMarginKw}') #- '{summary,averageKw24h}',
        '{warnings}',
        '[{"code":"GOODS_WARMING","message":"check-in is colder than check-out","field":"goods[0].checkinTemperature"}]'::jsonb
      ) where id = ${created.id}`,
    );
    const [stored] = await queryRows<{ summary: Record<string, unknown> }>(
      server.database.db,
      sql`select heat_load->'summary' as summary from rooms where id = ${created.id}`,
    );
    expect(stored?.summary).not.toHaveProperty('averageKw24h');
    const read = RoomSchema.parse(
      (await vendedor.call('GET', `${roomsPath()}/${created.id}`)).body,
    );
    const parts = expected.heatTransfer + expected.doors + expected.goods + expected.additionalLoad;
    // Worked from the stored figures: margin = Σ parts · 10 / 100; average = total · 16 / 24.
    expect(read.heatLoad?.safetyMarginKw).toBeCloseTo(parts * 0.1, 12);
    expect(read.heatLoad?.averageKw24h).toBeCloseTo((expected.totalKw * 16) / 24, 12);
    expect(read.heatLoad?.totalKw).toBe(expected.totalKw);
    expect(read.warnings?.[0]?.message).toBe(HEAT_LOAD_WARNING_MESSAGES.GOODS_WARMING);
  });

  it('lists rooms with and without the embedded heat-load summary', async () => {
    await createRoom(buildChilledRoom({ name: 'Listada' }));
    const plain = z.array(RoomSchema).parse((await vendedor.call('GET', roomsPath())).body);
    expect(plain.length).toBeGreaterThanOrEqual(1);
    expect(plain.every((room) => room.heatLoad === undefined)).toBe(true);
    const summary = z
      .array(RoomSchema)
      .parse((await vendedor.call('GET', `${roomsPath()}?embed=heatLoadSummary`)).body);
    expect(summary.every((room) => (room.heatLoad?.totalKcalh ?? 0) > 0)).toBe(true);
  });

  it('recomputes on update: a colder room needs more, and a stale version gets 409', async () => {
    const room = await createRoom();
    const colder = await vendedor.call('PUT', `${roomsPath()}/${room.id}`, {
      ...buildChilledRoom({ roomTemperature: -5 }),
      version: room.version,
    });
    expect(colder.status).toBe(200);
    const updated = RoomSchema.parse(colder.body);
    expect(updated.version).toBe(2);
    expect(updated.heatLoad?.totalKw ?? 0).toBeGreaterThan(room.heatLoad?.totalKw ?? Infinity);

    const stale = await vendedor.call('PUT', `${roomsPath()}/${room.id}`, {
      ...buildChilledRoom(),
      version: room.version,
    });
    expect(stale.status).toBe(409);
    expect(ApiErrorSchema.parse(stale.body).code).toBe('CONFLICT');
    const reloaded = RoomSchema.parse(
      (await vendedor.call('GET', `${roomsPath()}/${room.id}`)).body,
    );
    expect(reloaded.roomTemperature).toBe(-5);
  });

  it('stores a typed total for calculation type 2', async () => {
    const room = await createRoom(
      buildChilledRoom({ calculationType: 2, typedTotalKcalh: 12_500 }),
    );
    expect(room.heatLoad).toMatchObject({
      totalKcalh: 12_500,
      heatTransfer: null,
      goods: null,
      doors: null,
      additionalLoad: null,
    });
  });

  it('deletes a room', async () => {
    const room = await createRoom();
    expect((await vendedor.call('DELETE', `${roomsPath()}/${room.id}`)).status).toBe(204);
    expect((await vendedor.call('GET', `${roomsPath()}/${room.id}`)).status).toBe(404);
    expect((await vendedor.call('DELETE', `${roomsPath()}/${room.id}`)).status).toBe(404);
  });
});

describe('rooms: bad input is refused and loses nothing', () => {
  it('answers 400 with field paths for NaN, missing surfaces, zero hours and negative sizes', async () => {
    const input = buildChilledRoom();
    const answer = await vendedor.call('POST', roomsPath(), {
      ...input,
      length: Number.NaN,
      width: -2,
      operatingHours: 0,
      heatTransfer: {
        ceiling: input.heatTransfer.ceiling,
        floor: input.heatTransfer.floor,
        walls: [],
      },
    });
    expect(answer.status).toBe(400);
    const paths = ApiErrorSchema.parse(answer.body).details?.map((detail) => detail.path);
    expect(paths).toEqual(
      expect.arrayContaining(['length', 'width', 'operatingHours', 'heatTransfer.walls']),
    );
  });

  it('refuses an unknown material through the engine, and keeps the stored room unchanged', async () => {
    const room = await createRoom();
    const input = buildChilledRoom();
    const answer = await vendedor.call('PUT', `${roomsPath()}/${room.id}`, {
      ...input,
      heatTransfer: {
        ...input.heatTransfer,
        ceiling: { ...input.heatTransfer.ceiling, material: { id: 99 } },
      },
      version: room.version,
    });
    expect(answer.status).toBe(400);
    expect(ApiErrorSchema.parse(answer.body).code).toBe('VALIDATION_FAILED');
    const stored = RoomSchema.parse((await vendedor.call('GET', `${roomsPath()}/${room.id}`)).body);
    expect(stored.version).toBe(1);
    expect(stored.heatTransfer.ceiling.material.id).toBe(10);
  });
});

describe('rooms: a request that fails stores nothing', () => {
  async function countRooms(id = projectId): Promise<number> {
    const rows = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from rooms where project_id = ${id}`,
    );
    return rows[0]?.n ?? -1;
  }

  it('refuses overflowing sizes with 400 and keeps the list and the copy working', async () => {
    const before = await countRooms();
    const input = buildChilledRoom();
    const walls = input.heatTransfer.walls.map((wall, index) =>
      index === 2 ? { ...wall, width: 1e308 } : wall,
    );
    const overflowingWall = await vendedor.call('POST', roomsPath(), {
      ...input,
      heatTransfer: { ...input.heatTransfer, walls },
    });
    expect(overflowingWall.status).toBe(400);
    expect(ApiErrorSchema.parse(overflowingWall.body).details).toContainEqual({
      path: 'heatTransfer.walls.2.width',
      message: 'A largura é no máximo 210 m.',
    });
    const hugeRoom = await vendedor.call('POST', roomsPath(), {
      ...input,
      length: 1e300,
      width: 1e300,
    });
    expect(hugeRoom.status).toBe(400);
    expect(ApiErrorSchema.parse(hugeRoom.body).details?.map((detail) => detail.path)).toEqual([
      'length',
      'width',
    ]);

    const room = await createRoom();
    const update = await vendedor.call('PUT', `${roomsPath()}/${room.id}`, {
      ...input,
      heatTransfer: { ...input.heatTransfer, walls },
      version: room.version,
    });
    expect(update.status).toBe(400);
    expect(await countRooms()).toBe(before + 1);
    const stored = RoomSchema.parse((await vendedor.call('GET', `${roomsPath()}/${room.id}`)).body);
    expect(stored.version).toBe(room.version);
    const list = await vendedor.call('GET', `${roomsPath()}?embed=heatLoadSummary`);
    expect(list.status).toBe(200);
    expect((await vendedor.call('POST', `/v1/projects/${projectId}/copy`)).status).toBe(201);
  });

  it('lists a stored room that no longer validates as flagged, answers 422 for it and leaves it out of a copy', async () => {
    const project = ProjectSchema.parse(
      (
        await vendedor.call('POST', '/v1/projects', {
          name: 'Projeto com câmara quebrada',
          customer: { address: {} },
        })
      ).body,
    );
    const path = `/v1/projects/${project.id}/rooms`;
    const good = RoomSchema.parse((await vendedor.call('POST', path, buildChilledRoom())).body);
    const oversized = RoomSchema.parse(
      (await vendedor.call('POST', path, buildChilledRoom())).body,
    );
    const nullTotal = RoomSchema.parse(
      (await vendedor.call('POST', path, buildChilledRoom())).body,
    );
    // Rows written behind the API's back: a side of 1e300 m (older limits), and a heat load
    // whose total became null (what JSON makes of Infinity), as the old API stored them.
    await server.database.db.execute(
      sql`update rooms set data = jsonb_set(data, '{length}', '1e300'::jsonb) where id = ${oversized.id}`,
    );
    await server.database.db.execute(
      sql`update rooms set heat_load = jsonb_set(heat_load, '{summary,totalKw}', 'null'::jsonb) where id = ${nullTotal.id}`,
    );

    for (const query of ['', '?embed=heatLoadSummary']) {
      const list = await vendedor.call('GET', `${path}${query}`);
      expect(list.status).toBe(200);
      const rooms = z.array(RoomListItemSchema).parse(list.body);
      expect(rooms.map((room) => [room.id, 'invalid' in room])).toEqual([
        [good.id, false],
        [oversized.id, true],
        [nullTotal.id, true],
      ]);
      expect(rooms[1]).toMatchObject({
        name: oversized.name,
        heatLoad: null,
        version: oversized.version,
        invalid: { code: 'STORED_ROOM_INVALID' },
      });
    }

    const read = await vendedor.call('GET', `${path}/${oversized.id}`);
    expect(read.status).toBe(422);
    const error = ApiErrorSchema.parse(read.body);
    expect(error.code).toBe('STORED_ROOM_INVALID');
    expect(error.details?.map((detail) => detail.path)).toContain('length');
    expect((await vendedor.call('GET', `${path}/${nullTotal.id}`)).status).toBe(422);

    const copy = await vendedor.call('POST', `/v1/projects/${project.id}/copy`);
    expect(copy.status).toBe(201);
    const copied = z
      .array(RoomListItemSchema)
      .parse(
        (await vendedor.call('GET', `/v1/projects/${ProjectSchema.parse(copy.body).id}/rooms`))
          .body,
      );
    expect(copied.map((room) => room.name)).toEqual([good.name]);

    const repaired = await vendedor.call('PUT', `${path}/${oversized.id}`, {
      ...buildChilledRoom(),
      version: oversized.version,
    });
    expect(repaired.status).toBe(200);
    expect((await vendedor.call('GET', `${path}/${oversized.id}`)).status).toBe(200);
    expect((await vendedor.call('DELETE', `${path}/${nullTotal.id}`)).status).toBe(204);
  });
});

describe('rooms: every update names the version it is based on', () => {
  it('answers 428 without a version, and takes it from If-Match as well', async () => {
    const room = await createRoom();
    const url = `${server.baseUrl}${roomsPath()}/${room.id}`;
    const missing = await vendedor.call('PUT', `${roomsPath()}/${room.id}`, buildChilledRoom());
    expect(missing.status).toBe(428);
    const missingError = ApiErrorSchema.parse(missing.body);
    expect(missingError.code).toBe('PRECONDITION_REQUIRED');
    expect(missingError.message).toContain('versão');
    const put = (ifMatch: string, body: object = buildChilledRoom({ roomTemperature: -2 })) =>
      fetch(url, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${vendedor.accessToken}`,
          'content-type': 'application/json',
          'if-match': ifMatch,
        },
        body: JSON.stringify(body),
      });
    const read = await fetch(url, { headers: { authorization: `Bearer ${vendedor.accessToken}` } });
    const etag = read.headers.get('etag');
    // The version, then a digest of the answer (docs/decisions/034).
    expect(etag).toMatch(new RegExp(`^"${room.version}-[\\w-]+"$`));
    const saved = await put(etag ?? '');
    expect(saved.status).toBe(200);
    expect(saved.headers.get('etag')).toMatch(new RegExp(`^"${room.version + 1}-[\\w-]+"$`));
    expect((await put(etag ?? '')).status).toBe(409);
    expect((await put('*')).status).toBe(400);
    expect((await put(`"${room.version + 1}"`, { ...buildChilledRoom(), version: 1 })).status).toBe(
      400,
    );
    const tooFar = await vendedor.call('PUT', `${roomsPath()}/${room.id}`, {
      ...buildChilledRoom(),
      version: 2 ** 40,
    });
    expect(tooFar.status).toBe(400);
    expect((await put(`"${2 ** 40}"`, buildChilledRoom())).status).toBe(400);
  });

  // 400 writes: minutes on a busy machine, so a time limit of its own.
  it('lets exactly one of several racing saves of one version win, round after round', async () => {
    const room = await createRoom();
    const rounds = 100;
    const racers = 4;
    let version = room.version;
    for (let round = 0; round < rounds; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: racers }, (_, racer) =>
          vendedor.call('PUT', `${roomsPath()}/${room.id}`, {
            ...buildChilledRoom({ name: `Corrida ${round}.${racer}` }),
            version,
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses, `round ${round}`).toEqual([
        200,
        ...Array.from({ length: racers - 1 }, () => 409),
      ]);
      const winner = RoomSchema.parse(answers.find((answer) => answer.status === 200)?.body);
      expect(winner.version).toBe(version + 1);
      version = winner.version;
    }
    const stored = RoomSchema.parse((await vendedor.call('GET', `${roomsPath()}/${room.id}`)).body);
    expect(stored.version).toBe(room.version + rounds);
  }, 180_000);
});

describe('rooms: ownership and project copy', () => {
  it('keeps vendedor’s rooms from projetista and shows them to editor', async () => {
    const room = await createRoom();
    expect((await projetista.call('GET', roomsPath())).status).toBe(404);
    expect((await projetista.call('POST', roomsPath(), buildChilledRoom())).status).toBe(404);
    expect((await projetista.call('GET', `${roomsPath()}/${room.id}`)).status).toBe(404);
    expect(
      (
        await projetista.call('PUT', `${roomsPath()}/${room.id}`, {
          ...buildChilledRoom(),
          version: room.version,
        })
      ).status,
    ).toBe(404);
    expect((await projetista.call('DELETE', `${roomsPath()}/${room.id}`)).status).toBe(404);
    expect((await editor.call('GET', `${roomsPath()}/${room.id}`)).status).toBe(200);
  });

  it('copies the rooms with the project', async () => {
    const before = z.array(RoomSchema).parse((await vendedor.call('GET', roomsPath())).body);
    const copy = ProjectSchema.parse(
      (await vendedor.call('POST', `/v1/projects/${projectId}/copy`)).body,
    );
    const copied = z
      .array(RoomSchema)
      .parse(
        (await vendedor.call('GET', `/v1/projects/${copy.id}/rooms?embed=heatLoadSummary`)).body,
      );
    expect(copied.map((room) => room.name)).toEqual(before.map((room) => room.name));
    expect(copied.every((room) => room.project.id === copy.id)).toBe(true);
  });
});
