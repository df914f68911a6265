import {
  recordHeatLoad,
  RoomSchema,
  withRespirationLoads,
  type Goods,
  type GoodsGroup,
  type Material,
  type RoomDto,
  type RoomInput,
} from '@camara-fria/contracts';
import {
  computeHeatLoad,
  GOODS,
  ROOM_DEFAULTS,
  MATERIALS,
  PRODUCT_GROUPS,
  type Room,
} from '@camara-fria/domain';
import { buildSuggestedRoom, REFS } from '@camara-fria/domain/testing';
import { createJsonResponse, readFetchRequest, stubFetch } from '../../../testing/fetch-stub.ts';
import { buildProject } from '../../../testing/project-fixtures.ts';
import { toRoomInput } from '../utils/room-model.ts';

export const PROJECT_ID = 1;
export const ROOMS_PATH = `/v1/projects/${PROJECT_ID}/rooms`;

export const testMaterials: Material[] = MATERIALS.map(({ id, code, name, conductivity }) => ({
  id,
  code,
  name,
  conductivity,
}));

export const testGroups: GoodsGroup[] = PRODUCT_GROUPS.slice(0, 3).map(({ id, code, name }) => ({
  id,
  code,
  name,
}));

/** The goods of a group as GET /v1/goods/groups/{id}/goods answers them. */
export function listGroupGoods(groupId: number): Goods[] {
  const group = testGroups.find((candidate) => candidate.id === groupId);
  if (!group) return [];
  return GOODS.filter((good) => good.groupId === groupId)
    .slice(0, 5)
    .map((good) => ({
      id: good.id,
      code: good.code,
      name: good.name,
      group,
      freezingPoint: good.freezingPoint,
      specificHeatAboveFreezing: good.specificHeatAboveFreezing,
      specificHeatBelowFreezing: good.specificHeatBelowFreezing,
      latentHeatOfFusion: good.latentHeatOfFusion,
      heatOfRespiration: good.heatOfRespiration,
      sources: good.sources,
    }));
}

/** A stored room as the API answers it, its heat load computed and recorded as the server does. */
export function toRoomDto(input: RoomInput, id: number, version: number): RoomDto {
  const safetyMargin = input.safetyMargin ?? ROOM_DEFAULTS.safetyMargin;
  const result = computeHeatLoad({ ...input, safetyMargin }, REFS);
  const { summary, steps, warnings } = recordHeatLoad(result, safetyMargin);
  return RoomSchema.parse({
    ...input,
    safetyMargin,
    version,
    id,
    project: { id: PROJECT_ID },
    status: 'UPDATING',
    typedTotalKcalh: input.typedTotalKcalh ?? null,
    goods: withRespirationLoads(input.goods, result),
    heatLoad: summary,
    calculationSteps: steps,
    warnings,
    createdAt: '2026-03-10T12:00:00.000Z',
    updatedAt: '2026-03-10T12:00:00.000Z',
  });
}

export function buildRoomDto(id = 7, room: Room = buildSuggestedRoom(), version = 3): RoomDto {
  return toRoomDto(toRoomInput(room), id, version);
}

type Handler = (request: Request) => Response | Promise<Response>;

type RoomsApiOptions = {
  rooms?: RoomDto[];
  onCreate?: Handler;
  onUpdate?: Handler;
  onDelete?: Handler;
  onList?: Handler;
  onGetRoom?: Handler;
  onGroups?: Handler;
  onGroupGoods?: Handler;
};

/** The API of the room editor: the project, its rooms, materials, groups and goods. */
export function stubRoomsApi(options: RoomsApiOptions = {}) {
  const rooms = options.rooms ?? [];
  let nextId = 100;
  const create: Handler = async (request) => {
    nextId += 1;
    return createJsonResponse(toRoomDto((await request.json()) as RoomInput, nextId, 1), 201);
  };
  const update: Handler = async (request) => {
    const id = Number(new URL(request.url).pathname.split('/').at(-1));
    const body = (await request.json()) as RoomInput & { version: number };
    return createJsonResponse(toRoomDto(body, id, body.version + 1));
  };
  const roomIds = [
    ...rooms.map((room) => room.id),
    ...Array.from({ length: 10 }, (_, i) => 101 + i),
  ];
  return stubFetch([
    {
      path: `/v1/projects/${PROJECT_ID}`,
      respond: () =>
        createJsonResponse(buildProject({ id: PROJECT_ID, name: 'Entreposto Serra Azul' })),
    },
    { path: ROOMS_PATH, respond: options.onList ?? (() => createJsonResponse(rooms)) },
    { method: 'POST', path: ROOMS_PATH, respond: options.onCreate ?? create },
    ...roomIds.flatMap((id) => [
      {
        path: `${ROOMS_PATH}/${id}`,
        respond:
          options.onGetRoom ??
          (() => {
            const room = rooms.find((candidate) => candidate.id === id);
            return room
              ? createJsonResponse(room)
              : createJsonResponse({ code: 'NOT_FOUND', message: 'Não encontrada' }, 404);
          }),
      },
      { method: 'PUT', path: `${ROOMS_PATH}/${id}`, respond: options.onUpdate ?? update },
      {
        method: 'DELETE',
        path: `${ROOMS_PATH}/${id}`,
        respond: options.onDelete ?? (() => new Response(null, { status: 204 })),
      },
    ]),
    { path: '/v1/materials', respond: () => createJsonResponse(testMaterials) },
    {
      path: '/v1/goods/groups',
      respond: options.onGroups ?? (() => createJsonResponse(testGroups)),
    },
    ...testGroups.map((group) => ({
      path: `/v1/goods/groups/${group.id}/goods`,
      respond: options.onGroupGoods ?? (() => createJsonResponse(listGroupGoods(group.id))),
    })),
  ]);
}

/** The requests the app made, as Requests, optionally only one method (and path prefix). */
export function listRequests(
  fetchMock: ReturnType<typeof stubFetch>,
  method?: string,
  path?: string,
): Request[] {
  return fetchMock.mock.calls
    .map((_, index) => readFetchRequest(fetchMock, index))
    .filter((request) => !method || request.method === method)
    .filter((request) => !path || new URL(request.url).pathname === path);
}
