import { ProjectSchema, RoomSchema, type RoomDto } from '@camara-fria/contracts';
import type { HeatTransfer } from '@camara-fria/domain';
import { buildChilledRoom, type RoomFixture } from '@camara-fria/domain/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../src/db/schema/index.ts';
import { signInAs, type UserClient } from './support/api-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let vendedor: UserClient;
let roomsPath: string;

beforeAll(async () => {
  server = await startTestServer();
  vendedor = await signInAs(server, 'vendedor');
  const project = await vendedor.call('POST', '/v1/projects', {
    name: 'Projeto com câmara ampliada',
    customer: { address: {} },
  });
  roomsPath = `/v1/projects/${ProjectSchema.parse(project.body).id}/rooms`;
});
afterAll(async () => {
  await server.close();
});

/** A saved 5,9 × 4 × 3 m chilled room whose six surfaces follow its dimensions. */
function buildSavedRoom(): RoomFixture {
  const room = buildChilledRoom({ length: 5.9 });
  const { ceiling, floor, walls } = room.heatTransfer;
  return {
    ...room,
    heatTransfer: {
      ceiling: { ...ceiling, length: 5.9 },
      floor: { ...floor, length: 5.9 },
      walls: walls.map((wall, index) => (index % 2 === 1 ? { ...wall, length: 5.9 } : wall)),
    },
  };
}

async function createRoom(input: RoomFixture): Promise<RoomDto> {
  const answer = await vendedor.call('POST', roomsPath, input);
  expect(answer.status).toBe(201);
  return RoomSchema.parse(answer.body);
}

async function putRoom(room: RoomDto, input: RoomFixture): Promise<RoomDto> {
  const answer = await vendedor.call('PUT', `${roomsPath}/${room.id}`, {
    ...input,
    version: room.version,
  });
  expect(answer.status).toBe(200);
  return RoomSchema.parse(answer.body);
}

async function readStoredDocument(id: number) {
  const [row] = await server.database.db
    .select({ data: rooms.data, totalKw: rooms.totalKw })
    .from(rooms)
    .where(eq(rooms.id, id));
  return row as { data: RoomFixture; totalKw: number };
}

const sizes = (room: { heatTransfer: HeatTransfer }) =>
  [room.heatTransfer.ceiling, room.heatTransfer.floor, ...room.heatTransfer.walls].map(
    ({ width, length }) => [width, length],
  );

describe('rooms: the surfaces derived from the dimensions follow them on every save', () => {
  it('a saved room made 15 m long instead of 5,9 m stores longer surfaces and a higher transmission load', async () => {
    const input = buildSavedRoom();
    const saved = await createRoom(input);
    expect(sizes(saved)).toEqual(sizes(input));

    // The client changes the length only, and sends the surfaces as they were.
    const longer = await putRoom(saved, { ...input, length: 15 });
    const expected = [
      [4, 15],
      [4, 15],
      [3, 4],
      [3, 15],
      [3, 4],
      [3, 15],
    ];
    expect(sizes(longer)).toEqual(expected);
    const before = saved.heatLoad?.heatTransfer ?? Infinity;
    const after = longer.heatLoad?.heatTransfer ?? 0;
    expect(after).toBeGreaterThan(before * 1.5);
    // Only the sizes moved: materials, thicknesses and temperatures are the client's.
    expect(longer.heatTransfer.floor).toMatchObject({
      material: { id: 14 },
      thickness: 150,
      temperature: 19,
      isSizeManual: false,
    });

    // What is stored, and answered again, is the same.
    const stored = await readStoredDocument(saved.id);
    expect(sizes(stored.data)).toEqual(expected);
    expect(stored.totalKw).toBeCloseTo(longer.heatLoad?.totalKw ?? 0, 9);
    const read = RoomSchema.parse((await vendedor.call('GET', `${roomsPath}/${saved.id}`)).body);
    expect(sizes(read)).toEqual(expected);
    expect(read.heatLoad?.heatTransfer).toBe(after);
  });

  it('keeps a size typed by hand (isSizeManual) and sizes the rest from the room, on POST and PUT', async () => {
    const input = buildSavedRoom();
    const [wall1, wall2, wall3, wall4] = input.heatTransfer.walls;
    const manual = { ...wall2!, width: 2.5, length: 3.2, isSizeManual: true };
    // A stale ceiling that does not say it is manual is sized from the room when created.
    const stale = { ...input.heatTransfer.ceiling, width: 1, length: 1 };
    const created = await createRoom({
      ...input,
      heatTransfer: {
        ...input.heatTransfer,
        ceiling: stale,
        walls: [wall1!, manual, wall3!, wall4!],
      },
    });
    expect(created.heatTransfer.ceiling).toMatchObject({ width: 4, length: 5.9 });
    expect(created.heatTransfer.walls[1]).toMatchObject({
      width: 2.5,
      length: 3.2,
      isSizeManual: true,
    });

    const {
      id: _id,
      project: _p,
      status: _s,
      heatLoad: _h,
      calculationSteps: _c,
      warnings: _w,
      version: _v,
      createdAt: _ca,
      updatedAt: _ua,
      ...body
    } = created;
    const taller = await putRoom(created, { ...body, height: 3.5, length: 15 });
    expect(taller.heatTransfer.walls[1]).toMatchObject({
      width: 2.5,
      length: 3.2,
      isSizeManual: true,
    });
    expect(taller.heatTransfer.walls[3]).toMatchObject({
      width: 3.5,
      length: 15,
      isSizeManual: false,
    });
    expect(taller.heatTransfer.walls[0]).toMatchObject({ width: 3.5, length: 4 });
    const stored = await readStoredDocument(created.id);
    expect(stored.data.heatTransfer.walls[1]).toMatchObject({
      width: 2.5,
      length: 3.2,
      isSizeManual: true,
    });
  });
});
