import { ApiErrorSchema, ProjectSchema, RoomSchema, z, type RoomDto } from '@camara-fria/contracts';
import { computeHeatLoad, MATERIALS } from '@camara-fria/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type UserClient } from './support/api-client.ts';
import { buildRoomInput } from './support/rooms.ts';
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

async function createRoom(input = buildRoomInput()): Promise<RoomDto> {
  const answer = await vendedor.call('POST', roomsPath(), input);
  expect(answer.status).toBe(201);
  return RoomSchema.parse(answer.body);
}

describe('rooms: the server computes the heat load on every save', () => {
  it('creates a room with the same heat load the domain engine gives, ignoring numbers from the client', async () => {
    const input = buildRoomInput();
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

  it('lists rooms with and without the embedded heat-load summary', async () => {
    await createRoom(buildRoomInput({ name: 'Listada' }));
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
      ...buildRoomInput({ roomTemperature: -5 }),
      version: room.version,
    });
    expect(colder.status).toBe(200);
    const updated = RoomSchema.parse(colder.body);
    expect(updated.version).toBe(2);
    expect(updated.heatLoad?.totalKw ?? 0).toBeGreaterThan(room.heatLoad?.totalKw ?? Infinity);

    const stale = await vendedor.call('PUT', `${roomsPath()}/${room.id}`, {
      ...buildRoomInput(),
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
    const room = await createRoom(buildRoomInput({ calculationType: 2, typedTotalKcalh: 12_500 }));
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
    const input = buildRoomInput();
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
    const input = buildRoomInput();
    const answer = await vendedor.call('PUT', `${roomsPath()}/${room.id}`, {
      ...input,
      heatTransfer: {
        ...input.heatTransfer,
        ceiling: { ...input.heatTransfer.ceiling, material: { id: 99 } },
      },
    });
    expect(answer.status).toBe(400);
    expect(ApiErrorSchema.parse(answer.body).code).toBe('VALIDATION_FAILED');
    const stored = RoomSchema.parse((await vendedor.call('GET', `${roomsPath()}/${room.id}`)).body);
    expect(stored.version).toBe(1);
    expect(stored.heatTransfer.ceiling.material.id).toBe(10);
  });
});

describe('rooms: ownership and project copy', () => {
  it('keeps vendedor’s rooms from projetista and shows them to editor', async () => {
    const room = await createRoom();
    expect((await projetista.call('GET', roomsPath())).status).toBe(404);
    expect((await projetista.call('POST', roomsPath(), buildRoomInput())).status).toBe(404);
    expect((await projetista.call('GET', `${roomsPath()}/${room.id}`)).status).toBe(404);
    expect(
      (await projetista.call('PUT', `${roomsPath()}/${room.id}`, buildRoomInput())).status,
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
