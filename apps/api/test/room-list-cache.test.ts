import { createHash } from 'node:crypto';
import {
  ProjectSchema,
  RoomListItemSchema,
  RoomSchema,
  z,
  type RoomDto,
  type RoomListItemDto,
} from '@camara-fria/contracts';
import { buildChilledRoom } from '@camara-fria/domain/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializeProjectRooms } from '../src/modules/rooms/room-list.service.ts';
import { findProjectRoomStamps } from '../src/modules/rooms/rooms.repository.ts';
import { signInAs, type UserClient } from './support/api-client.ts';
import { revalidatingGet } from './support/revalidating-get.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// The room list keeps each stored room version's presentation in memory
// (modules/rooms/room-list.service.ts). A number a customer sees must never be an old one: every
// write to a row, through the API or by hand in the database, shows in the next list.

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
    name: 'Projeto da lista de câmaras',
    customer: { address: {} },
  });
  projectId = ProjectSchema.parse(project.body).id;
});
afterAll(async () => {
  await server.close();
});

const roomsPath = () => `/v1/projects/${projectId}/rooms`;

async function list(): Promise<RoomListItemDto[]> {
  const answer = await vendedor.call('GET', `${roomsPath()}?embed=heatLoadSummary`);
  expect(answer.status).toBe(200);
  return z.array(RoomListItemSchema).parse(answer.body);
}

async function create(name: string, length: number): Promise<RoomDto> {
  const answer = await vendedor.call('POST', roomsPath(), {
    ...buildChilledRoom(),
    name,
    length,
  });
  expect(answer.status).toBe(201);
  return RoomSchema.parse(answer.body);
}

const totalOf = (items: RoomListItemDto[], id: number) =>
  items.find((item) => item.id === id)?.heatLoad?.totalKw;

describe('the room list kept in memory never shows an old figure', () => {
  it('shows a saved room’s new heat load, and a new room, on the next list', async () => {
    const first = await create('Câmara A', 6);
    const second = await create('Câmara B', 7);
    const before = await list();
    expect(before.map((item) => item.id)).toEqual([first.id, second.id]);
    expect(totalOf(before, first.id)).toBe(first.heatLoad?.totalKw);
    expect(await list()).toEqual(before);

    const saved = await vendedor.call('PUT', `${roomsPath()}/${first.id}`, {
      ...buildChilledRoom(),
      name: 'Câmara A maior',
      length: 12,
      version: first.version,
    });
    expect(saved.status).toBe(200);
    const updated = RoomSchema.parse(saved.body);
    expect(updated.heatLoad?.totalKw).not.toBe(first.heatLoad?.totalKw);
    const third = await create('Câmara C', 8);

    const after = await list();
    expect(after.map((item) => item.id)).toEqual([first.id, second.id, third.id]);
    expect(after[0]).toMatchObject({ name: 'Câmara A maior', version: updated.version });
    expect(totalOf(after, first.id)).toBe(updated.heatLoad?.totalKw);
    expect(totalOf(after, second.id)).toBe(second.heatLoad?.totalKw);

    expect((await vendedor.call('DELETE', `${roomsPath()}/${second.id}`)).status).toBe(204);
    expect((await list()).map((item) => item.id)).toEqual([first.id, third.id]);
  });

  it('shows a change made by hand in the database, version and update time untouched', async () => {
    const room = await create('Câmara D', 9);
    expect(totalOf(await list(), room.id)).toBe(room.heatLoad?.totalKw);

    // The stored figure changes under the API's feet: same id, version and updated_at.
    await server.database.db.execute(
      sql`update rooms set heat_load = jsonb_set(heat_load, '{summary,totalKw}', '123.456'::jsonb) where id = ${room.id}`,
    );
    expect(totalOf(await list(), room.id)).toBe(123.456);

    // And a row that no longer validates is flagged at once, not shown as it was.
    await server.database.db.execute(
      sql`update rooms set data = jsonb_set(data, '{length}', '1e300'::jsonb) where id = ${room.id}`,
    );
    const flagged = (await list()).find((item) => item.id === room.id);
    expect(flagged).toMatchObject({ heatLoad: null, invalid: { code: 'STORED_ROOM_INVALID' } });
  });

  it('reads the owner with the rooms: 404 to another seller and for no project, the list to an editor', async () => {
    const room = await create('Câmara E', 10);
    const path = `${roomsPath()}?embed=heatLoadSummary`;
    expect((await projetista.call('GET', path)).status).toBe(404);
    expect((await vendedor.call('GET', '/v1/projects/999999/rooms')).status).toBe(404);
    const seen = await editor.call('GET', path);
    expect(seen.status).toBe(200);
    expect(
      z
        .array(RoomListItemSchema)
        .parse(seen.body)
        .map((item) => item.id),
    ).toContain(room.id);
    const empty = await vendedor.call('POST', '/v1/projects', {
      name: 'Projeto sem câmaras',
      customer: { address: {} },
    });
    const emptyId = ProjectSchema.parse(empty.body).id;
    const none = await vendedor.call('GET', `/v1/projects/${emptyId}/rooms?embed=heatLoadSummary`);
    expect(none).toMatchObject({ status: 200, body: [] });
  });

  it('sends a kept list with a tag naming its bytes, and a new list and tag after a hand edit', async () => {
    const room = await create('Câmara F', 11);
    const path = `${server.baseUrl}${roomsPath()}?embed=heatLoadSummary`;
    const get = revalidatingGet(path, vendedor.accessToken);
    const first = await get();
    const firstText = await first.text();
    const etag = first.headers.get('etag') ?? '';
    // The kept answer's tag is the digest of exactly the bytes sent.
    expect(etag).toBe(`"${createHash('sha1').update(firstText).digest('base64url')}"`);
    const again = await get();
    expect(await again.text()).toBe(firstText);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await get({ 'if-none-match': etag })).status).toBe(304);

    // The same id, version and update time, another figure: the next list and tag show it.
    await server.database.db.execute(
      sql`update rooms set heat_load = jsonb_set(heat_load, '{summary,totalKw}', '77.5'::jsonb) where id = ${room.id}`,
    );
    const edited = await get({ 'if-none-match': etag });
    expect(edited.status).toBe(200);
    const editedText = await edited.text();
    expect(edited.headers.get('etag')).toBe(
      `"${createHash('sha1').update(editedText).digest('base64url')}"`,
    );
    expect(edited.headers.get('etag')).not.toBe(etag);
    const items = z.array(RoomListItemSchema).parse(JSON.parse(editedText));
    expect(totalOf(items, room.id)).toBe(77.5);
  });

  it('keeps a serialized list only when every room read is the version its stamp names', async () => {
    const db = server.database.db;
    const found = await findProjectRoomStamps(db, projectId);
    if (!found || found.rooms.length < 2) throw new Error('the project has rooms by now');
    let serialized = 0;
    const serialize = (items: RoomListItemDto[]) => {
      serialized += 1;
      return JSON.stringify(items);
    };
    // Current stamps: serialized once, then kept.
    const current = await serializeProjectRooms(db, projectId, 'plain', found.rooms, serialize);
    const kept = await serializeProjectRooms(db, projectId, 'plain', found.rooms, serialize);
    expect(kept).toBe(current);
    expect(serialized).toBe(1);

    // Stamps read before a save (the row read has another version) or naming a room deleted
    // since: the answer is made, but never kept under those stamps.
    const [firstRoom, ...others] = found.rooms;
    if (!firstRoom) throw new Error('a room');
    const outdated = [{ id: firstRoom.id, stamp: `${firstRoom.stamp}:before-a-save` }, ...others];
    const vanished = [...found.rooms, { id: 2_000_000_000, stamp: 'deleted-room' }];
    for (const stamps of [outdated, vanished]) {
      serialized = 0;
      await serializeProjectRooms(db, projectId, 'plain', stamps, serialize);
      await serializeProjectRooms(db, projectId, 'plain', stamps, serialize);
      expect(serialized).toBe(2);
    }
  });
});
