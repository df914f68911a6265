// Property test: every room the API stores from the domain's own suggestions comes back, on
// every read (create, update, GET one, list with the embedded summary), exactly in the shape of
// the contract's answer schema: it parses, and parsing changes nothing (no field leaks or lacks).
import {
  ProjectSchema,
  RoomListItemSchema,
  RoomSchema,
  type RoomInput,
} from '@camara-fria/contracts';
import {
  addDoor,
  addGoodsItem,
  createDefaultRoom,
  GOODS,
  ROOM_FIELDS,
  suggestAdditionalLoad,
  suggestDoorCalculationMethod,
  suggestHeatTransfer,
  type DoorsGroup,
  type GoodsItem,
  type NumberFieldSpec,
} from '@camara-fria/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signInAs, type UserClient } from './support/api-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let vendedor: UserClient;
let projectId: number;

beforeAll(async () => {
  server = await startTestServer();
  vendedor = await signInAs(server, 'vendedor');
  const project = await vendedor.call('POST', '/v1/projects', {
    name: 'Projeto das respostas',
    customer: { address: {} },
  });
  projectId = ProjectSchema.parse(project.body).id;
});
afterAll(async () => {
  await server.close();
});

const roomsPath = () => `/v1/projects/${projectId}/rooms`;

function fieldValue(field: NumberFieldSpec): fc.Arbitrary<number> {
  return fc.double({
    min: field.min,
    max: field.max,
    minExcluded: field.isMinExclusive === true,
    noNaN: true,
  });
}

/** A room as the editor builds it: the user's values, then every domain suggestion. */
const suggestedRoom = fc
  .record({
    roomTemperature: fieldValue(ROOM_FIELDS.roomTemperature),
    ambientTemperature: fieldValue(ROOM_FIELDS.ambientTemperature),
    operatingHours: fieldValue(ROOM_FIELDS.operatingHours),
    length: fieldValue(ROOM_FIELDS.length),
    width: fieldValue(ROOM_FIELDS.width),
    height: fieldValue(ROOM_FIELDS.height),
    goods: fc.array(fc.constantFrom(...GOODS), { maxLength: 3 }),
    doorCount: fc.integer({ min: 0, max: 2 }),
    typedTotalKcalh: fc.option(fieldValue(ROOM_FIELDS.typedTotalKcalh), { nil: null }),
  })
  .map(({ goods: choices, doorCount, typedTotalKcalh, ...values }): RoomInput => {
    const { id: _id, status: _status, ...base } = { ...createDefaultRoom(1), ...values };
    const goods = choices.reduce<GoodsItem[]>((items, good) => addGoodsItem(items, base, good), []);
    let doors: DoorsGroup = {
      calculationMethod: suggestDoorCalculationMethod(base.height),
      doors: [],
    };
    const entries = doors.calculationMethod === 'VOLUME' ? Math.min(1, doorCount) : doorCount;
    for (let index = 0; index < entries; index += 1) doors = addDoor(doors, base, goods);
    return {
      ...base,
      calculationType: typedTotalKcalh === null ? 1 : 2,
      typedTotalKcalh,
      heatTransfer: suggestHeatTransfer(base),
      goods: goods.map((item) => ({ ...item, goods: item.goods ?? { id: 1 } })),
      additionalLoad: suggestAdditionalLoad(base, goods),
      doors,
    };
  });

/** The answer parses with the schema and is exactly what the schema gives back. */
function expectAnswerShape<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  expect(parsed.data).toEqual(body);
  return parsed.data as T;
}

describe('rooms: every stored result passes the answer schema', () => {
  it('on create, update, GET of one room and the list with its summary', async () => {
    await fc.assert(
      fc.asyncProperty(suggestedRoom, async (input) => {
        const created = await vendedor.call('POST', roomsPath(), input);
        expect(created.status).toBe(201);
        const room = expectAnswerShape(RoomSchema, created.body);

        const path = `${roomsPath()}/${room.id}`;
        const updated = await vendedor.call('PUT', path, { ...input, version: room.version });
        expect(updated.status).toBe(200);
        expectAnswerShape(RoomSchema, updated.body);

        const one = expectAnswerShape(RoomSchema, (await vendedor.call('GET', path)).body);
        expect(one.calculationSteps?.length).toBeGreaterThan(0);

        const list = await vendedor.call('GET', `${roomsPath()}?embed=heatLoadSummary`);
        const rooms = expectAnswerShape(z.array(RoomListItemSchema), list.body);
        const listed = rooms.find((item) => item.id === room.id);
        expect(listed && 'heatLoad' in listed && listed.heatLoad).toBeTruthy();
        expect(await vendedor.call('DELETE', path)).toMatchObject({ status: 204 });
      }),
      { numRuns: 12 },
    );
  });
});
