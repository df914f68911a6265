import {
  ProjectSchema,
  RoomListItemSchema,
  RoomSchema,
  z,
  type RoomDto,
} from '@camara-fria/contracts';
import { buildChilledRoom } from '@camara-fria/domain/testing';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  findProjectRoomStamps,
  projectsRoomStampsQuery,
} from '../src/modules/rooms/rooms.repository.ts';
import { holdNextExecute } from './support/hold-execute.ts';
import { useTestServer } from './support/use-test-server.ts';

// Room lists asked for in the same turn of the event loop share one stamp query
// (modules/rooms/rooms.repository.ts). Sharing must never make an answer stale: a write
// acknowledged before a request began is in that request's answer.

const { server, vendedor } = useTestServer('vendedor');

async function createProject(name: string): Promise<number> {
  const answer = await vendedor.call('POST', '/v1/projects', { name, customer: { address: {} } });
  expect(answer.status).toBe(201);
  return ProjectSchema.parse(answer.body).id;
}

async function createRoom(projectId: number, name: string, length = 6): Promise<RoomDto> {
  const answer = await vendedor.call('POST', `/v1/projects/${projectId}/rooms`, {
    ...buildChilledRoom(),
    name,
    length,
  });
  expect(answer.status).toBe(201);
  return RoomSchema.parse(answer.body);
}

describe('room lists share their stamp query', () => {
  it('reads the stamps of different projects asked for in one turn in one round trip', async () => {
    const first = await createProject('Projeto em lote A');
    const second = await createProject('Projeto em lote B');
    const empty = await createProject('Projeto em lote vazio');
    const a1 = await createRoom(first, 'A1');
    const a2 = await createRoom(first, 'A2');
    const b1 = await createRoom(second, 'B1');

    const db = server.database.db;
    const execute = vi.spyOn(projectsRoomStampsQuery(db), 'execute');
    try {
      const [ofSecond, ofFirst, ofEmpty, ofNone, ofFirstAgain] = await Promise.all([
        findProjectRoomStamps(db, second),
        findProjectRoomStamps(db, first),
        findProjectRoomStamps(db, empty),
        findProjectRoomStamps(db, 2_000_000_000),
        findProjectRoomStamps(db, first),
      ]);
      expect(execute).toHaveBeenCalledTimes(1);
      expect(ofFirst?.rooms.map((room) => room.id)).toEqual([a1.id, a2.id]);
      expect(ofFirstAgain).toEqual(ofFirst);
      expect(ofSecond?.rooms.map((room) => room.id)).toEqual([b1.id]);
      expect(ofEmpty).toEqual({ ownerId: ofFirst?.ownerId, rooms: [] });
      expect(ofNone).toBeUndefined();

      // A request in a later turn gets a query of its own, never the earlier answer.
      await findProjectRoomStamps(db, first);
      expect(execute).toHaveBeenCalledTimes(2);
    } finally {
      execute.mockRestore();
    }
  });

  it('never answers a read asked for after a write with stamps read before it', async () => {
    const projectId = await createProject('Projeto lido durante gravações');
    const room = await createRoom(projectId, 'Câmara lida');
    const db = server.database.db;
    const stampOf = async () => (await findProjectRoomStamps(db, projectId))?.rooms[0]?.stamp;
    const before = await stampOf();

    // The first read has its rows (from before the write) but has not answered yet: it is held
    // until the write below is acknowledged and a second read has been asked for.
    const hold = holdNextExecute(projectsRoomStampsQuery(db));
    try {
      const first = stampOf();
      await hold.hasRead;
      await db.execute(sql`update rooms set name = name where id = ${room.id}`);
      const second = stampOf();
      hold.release();
      expect(await first).toBe(before);
      expect(await second).not.toBe(before);
    } finally {
      hold.restore();
    }
  });

  it('shows every save acknowledged before a list began, under concurrent lists', async () => {
    const projectId = await createProject('Projeto sob carga');
    let room = await createRoom(projectId, 'Câmara sob carga', 6);
    const path = `/v1/projects/${projectId}/rooms?embed=heatLoadSummary`;
    const versionListed = async () => {
      const answer = await vendedor.call('GET', path);
      expect(answer.status).toBe(200);
      return z.array(RoomListItemSchema).parse(answer.body)[0]?.version;
    };
    // Lists keep running while rooms are saved: each batch may be joined by lists begun before
    // and after a save; a list begun after the save's answer must show it.
    let saving = true;
    const background = (async () => {
      while (saving) await Promise.all(Array.from({ length: 8 }, versionListed));
    })();
    for (let step = 0; step < 8; step += 1) {
      const saved = await vendedor.call('PUT', `/v1/projects/${projectId}/rooms/${room.id}`, {
        ...buildChilledRoom(),
        name: 'Câmara sob carga',
        length: 7 + step,
        version: room.version,
      });
      expect(saved.status).toBe(200);
      room = RoomSchema.parse(saved.body);
      const listed = await Promise.all(Array.from({ length: 6 }, versionListed));
      expect(listed).toEqual(listed.map(() => room.version));
    }
    saving = false;
    await background;
  });
});
