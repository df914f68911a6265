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

/**
 * A 5,9 × 4 × 3 m chilled room whose six surfaces follow its dimensions, as the editor sends it
 * (every flag said). Walls and ceiling are 100 mm panels and the floor a 150 mm slab, so its
 * outside box (ADR 057) is 6,1 × 4,2 × 3,25 m.
 */
function buildSavedRoom(): RoomFixture {
  const room = buildChilledRoom({ length: 5.9 });
  const { ceiling, floor, walls } = room.heatTransfer;
  const follow = <S extends object>(surface: S) => ({ ...surface, isSizeManual: false });
  return {
    ...room,
    heatTransfer: {
      ceiling: follow(ceiling),
      floor: follow(floor),
      walls: walls.map(follow),
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

/** Each surface's sizes, to the nanometre (outside sizes add thicknesses in binary). */
const sizes = (room: { heatTransfer: HeatTransfer }) =>
  [room.heatTransfer.ceiling, room.heatTransfer.floor, ...room.heatTransfer.walls].map(
    ({ width, length }) => [width, length].map((value) => Math.round(value * 1e9) / 1e9),
  );

describe('rooms: the surfaces derived from the dimensions follow them on every save', () => {
  it('a saved room made 15 m long instead of 5,9 m stores longer surfaces and a higher transmission load', async () => {
    const input = buildSavedRoom();
    const saved = await createRoom(input);
    expect(sizes(saved)).toEqual([
      [4.2, 6.1],
      [4.2, 6.1],
      [3.25, 4.2],
      [3.25, 6.1],
      [3.25, 4.2],
      [3.25, 6.1],
    ]);

    // The client changes the length only, and sends the surfaces as they were.
    const longer = await putRoom(saved, { ...input, length: 15 });
    const expected = [
      [4.2, 15.2],
      [4.2, 15.2],
      [3.25, 4.2],
      [3.25, 15.2],
      [3.25, 4.2],
      [3.25, 15.2],
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
    // A stale ceiling that says it follows the room is sized from the room when created.
    const stale = { ...input.heatTransfer.ceiling, width: 1, length: 1, isSizeManual: false };
    const { isSizeManual: _flag, ...unflagged } = { ...input.heatTransfer.floor, width: 2 };
    const created = await createRoom({
      ...input,
      heatTransfer: {
        ...input.heatTransfer,
        ceiling: stale,
        floor: unflagged,
        walls: [wall1!, manual, wall3!, wall4!],
      },
    });
    expect(sizes(created)[0]).toEqual([4.2, 6.1]);
    // One that does not say is kept as it was sent, as manual (ADR 057; it was replaced before).
    expect(created.heatTransfer.floor).toMatchObject({ width: 2, length: 6, isSizeManual: true });
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
    expect(sizes(taller)[5]).toEqual([3.75, 15.2]);
    expect(taller.heatTransfer.walls[3]?.isSizeManual).toBe(false);
    expect(sizes(taller)[2]).toEqual([3.75, 4.2]);
    const stored = await readStoredDocument(created.id);
    expect(stored.data.heatTransfer.walls[1]).toMatchObject({
      width: 2.5,
      length: 3.2,
      isSizeManual: true,
    });
  });
});
