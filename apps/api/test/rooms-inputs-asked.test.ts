// Issue 11, item 5: the API asks only what the heat-load engine uses. A VOLUME room may leave out
// the door fields VOLUME does not read; a typed load (calculationType 2) may leave out the safety
// margin, and a room keeps the margin it had.
import { ProjectSchema, RoomSchema, type RoomDto } from '@camara-fria/contracts';
import { ROOM_DEFAULTS, VOLUME_IGNORED_DOOR_FIELDS } from '@camara-fria/domain';
import { buildChilledRoom } from '@camara-fria/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type UserClient } from './support/api-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let vendedor: UserClient;
let projectId: number;

beforeAll(async () => {
  server = await startTestServer();
  vendedor = await signInAs(server, 'vendedor');
  const project = await vendedor.call('POST', '/v1/projects', {
    name: 'Projeto das entradas usadas',
    customer: { address: {} },
  });
  projectId = ProjectSchema.parse(project.body).id;
});
afterAll(async () => {
  await server.close();
});

const roomsPath = () => `/v1/projects/${projectId}/rooms`;

/** The chilled room (one VOLUME door) with its door stripped of what VOLUME does not read. */
function bareVolumeRoom() {
  const room = buildChilledRoom();
  expect(room.doors.calculationMethod).toBe('VOLUME');
  const door: Record<string, unknown> = { ...room.doors.doors[0] };
  for (const field of VOLUME_IGNORED_DOOR_FIELDS) delete door[field];
  delete door.protectionBarrier;
  delete door.protectionBarrierEfficiency;
  return { ...room, doors: { calculationMethod: 'VOLUME' as const, doors: [door] } };
}

async function post(input: unknown): Promise<RoomDto> {
  const answer = await vendedor.call('POST', roomsPath(), input);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return RoomSchema.parse(answer.body);
}

describe('a VOLUME room without the door fields VOLUME does not read', () => {
  it('is created (201) and updated (200) with the same heat load as with them', async () => {
    const full = await post(buildChilledRoom());
    const bare = await post(bareVolumeRoom());
    expect(bare.heatLoad?.totalKcalh).toBe(full.heatLoad?.totalKcalh);
    expect(bare.heatLoad?.doors).toBe(full.heatLoad?.doors);
    // Stored as null, and answered so.
    const read = await vendedor.call('GET', `${roomsPath()}/${bare.id}`);
    expect(read.status).toBe(200);
    const stored = RoomSchema.parse(read.body).doors.doors[0];
    for (const field of VOLUME_IGNORED_DOOR_FIELDS) expect(stored?.[field]).toBeNull();

    const updated = await vendedor.call('PUT', `${roomsPath()}/${full.id}`, {
      ...bareVolumeRoom(),
      version: full.version,
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(RoomSchema.parse(updated.body).heatLoad?.totalKcalh).toBe(full.heatLoad?.totalKcalh);
  });

  it('is refused when the method is AIR_VELOCITY, naming the missing field', async () => {
    const room = bareVolumeRoom();
    const answer = await vendedor.call('POST', roomsPath(), {
      ...room,
      doors: { ...room.doors, calculationMethod: 'AIR_VELOCITY' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: expect.arrayContaining([
        { path: 'doors.doors.0.width', message: 'Informe a largura.' },
      ]) as unknown,
    });
  });
});

describe('a typed heat load without the safety margin', () => {
  it('is created with the default margin, and an update keeps the margin the room had', async () => {
    const { safetyMargin: _margin, ...typed } = buildChilledRoom({
      calculationType: 2,
      typedTotalKcalh: 12_500,
    });
    const created = await post(typed);
    expect(created.safetyMargin).toBe(ROOM_DEFAULTS.safetyMargin);
    expect(created.heatLoad?.totalKcalh).toBe(12_500);

    const calculated = await post(buildChilledRoom({ safetyMargin: 25 }));
    const toTyped = await vendedor.call('PUT', `${roomsPath()}/${calculated.id}`, {
      ...typed,
      version: calculated.version,
    });
    expect(toTyped.status, JSON.stringify(toTyped.body)).toBe(200);
    const typedRoom = RoomSchema.parse(toTyped.body);
    expect(typedRoom.safetyMargin).toBe(25);
    expect(typedRoom.heatLoad?.totalKcalh).toBe(12_500);

    // Back to calculated with the kept margin: the same load as before the switch.
    const back = await vendedor.call('PUT', `${roomsPath()}/${calculated.id}`, {
      ...buildChilledRoom({ safetyMargin: typedRoom.safetyMargin }),
      version: typedRoom.version,
    });
    expect(back.status).toBe(200);
    expect(RoomSchema.parse(back.body).heatLoad?.totalKcalh).toBe(calculated.heatLoad?.totalKcalh);
  });

  it('is still asked of a calculated room', async () => {
    const { safetyMargin: _margin, ...room } = buildChilledRoom();
    const answer = await vendedor.call('POST', roomsPath(), room);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      details: [{ path: 'safetyMargin', message: 'Informe a margem de segurança.' }],
    });
  });
});
