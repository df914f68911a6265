import type { HeatLoadSummary, RoomDto, RoomInput } from '@camara-fria/contracts';
import type { Door, DoorsGroup, GoodsItem, HeatTransfer, Room, Surface } from '@camara-fria/domain';

/** Deeply writable copy of a domain shape (react-hook-form edits arrays in place). */
type Writable<T> = T extends readonly (infer U)[]
  ? Writable<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: Writable<T[K]> }
    : T;

/**
 * What the room forms edit: the Room entity without identity and status. Numbers a user has
 * emptied hold NaN (required) or null (nullable fields) until the section is validated.
 */
export type RoomFormValues = Writable<Omit<Room, 'id' | 'status'>>;

/** One room of the editor: the room as stored locally, plus what the server last answered. */
export type EditorRoom = {
  /** Stable key for lists and the form (unsaved rooms have no id). */
  key: string;
  room: Room;
  /** Version of the stored copy (sent with PUT); null while never saved. */
  version: number | null;
  /** Heat load the server stored with the room; null while never saved. */
  heatLoad: HeatLoadSummary | null;
  /**
   * The memorial steps and warnings (Portuguese) the server stored with the room, as its last
   * answer of the whole room gave them; null while never saved or only listed.
   */
  calculationSteps: RoomDto['calculationSteps'] | null;
  warnings: RoomDto['warnings'] | null;
  /** Bumped when the room is replaced from outside the form (loaded, reset): the form restarts. */
  revision: number;
  /**
   * The browser holds changes of this room that the server does not have: stored while the
   * volume was 0, refused or failed, or a calculation-type change not yet saved.
   */
  hasLocalChanges: boolean;
};

let keySequence = 0;

/** A key unique within the page. */
export function createRoomKey(): string {
  keySequence += 1;
  return `room-${keySequence}`;
}

/** A surface with its custom k (null: the material's) and its extra layers spelled out. */
function copySurface(surface: Surface): Writable<Surface> {
  return {
    ...surface,
    material: { ...surface.material },
    conductivity: surface.conductivity ?? null,
    additionalLayers: (surface.additionalLayers ?? []).map((layer) => ({
      ...layer,
      material: { ...layer.material },
      conductivity: layer.conductivity ?? null,
    })),
  };
}

function copyHeatTransfer(heatTransfer: HeatTransfer): Writable<HeatTransfer> {
  return {
    ceiling: copySurface(heatTransfer.ceiling),
    floor: copySurface(heatTransfer.floor),
    walls: heatTransfer.walls.map(copySurface),
  };
}

function copyGoodsItem(item: GoodsItem): Writable<GoodsItem> {
  const goods = item.goods
    ? { id: item.goods.id, ...(item.goods.group ? { group: { id: item.goods.group.id } } : {}) }
    : item.goods;
  return { ...item, goods };
}

function copyDoor(door: Door): Writable<Door> {
  return {
    ...door,
    protectionBarrier: door.protectionBarrier ? { ...door.protectionBarrier } : null,
  };
}

/** Goods items as the form holds them (writable copies). */
export function toGoodsFormValues(goods: readonly GoodsItem[]): RoomFormValues['goods'] {
  return goods.map(copyGoodsItem);
}

/** A doors group as the form holds it (writable copies). */
export function toDoorsFormValues(doors: DoorsGroup): RoomFormValues['doors'] {
  return { calculationMethod: doors.calculationMethod, doors: doors.doors.map(copyDoor) };
}

/** The form values of a room (a deep, writable copy). */
export function toFormValues(room: Room): RoomFormValues {
  const { id: _id, status: _status, ...fields } = room;
  return {
    ...fields,
    heatTransfer: copyHeatTransfer(room.heatTransfer),
    goods: toGoodsFormValues(room.goods),
    additionalLoad: {
      staff: { ...room.additionalLoad.staff },
      forklift: { ...room.additionalLoad.forklift },
      evaporator: { ...room.additionalLoad.evaporator },
      lighting: { ...room.additionalLoad.lighting },
      other: { ...room.additionalLoad.other },
    },
    doors: toDoorsFormValues(room.doors),
  };
}

/** The room the form values describe (identity and status kept from `room`). */
export function mergeFormValues(room: Room, values: RoomFormValues): Room {
  return { ...values, id: room.id ?? null, status: room.status };
}

/** A room as the API answers it, for the editor (a loaded room is UPDATING, spec §4). */
export function fromRoomDto(dto: RoomDto): Room {
  const {
    project: _project,
    heatLoad: _heatLoad,
    calculationSteps: _steps,
    warnings: _warnings,
    version: _version,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    ...room
  } = dto;
  return room;
}

/** What the server answered with a stored room: its version and the heat load it stored. */
export function readSavedState(
  dto: RoomDto,
): Pick<EditorRoom, 'version' | 'heatLoad' | 'calculationSteps' | 'warnings'> {
  return {
    version: dto.version,
    heatLoad: dto.heatLoad ?? null,
    calculationSteps: dto.calculationSteps ?? null,
    warnings: dto.warnings ?? null,
  };
}

/** No saved state: a room never saved, or one that starts over. */
export const UNSAVED_STATE = {
  version: null,
  heatLoad: null,
  calculationSteps: null,
  warnings: null,
} as const satisfies Pick<EditorRoom, 'version' | 'heatLoad' | 'calculationSteps' | 'warnings'>;

/** A new editor entry for a room the server answered. */
export function createEditorRoomFromDto(dto: RoomDto): EditorRoom {
  return {
    key: createRoomKey(),
    room: fromRoomDto(dto),
    ...readSavedState(dto),
    revision: 0,
    hasLocalChanges: false,
  };
}

/** A new editor entry for a room that only exists in the browser. */
export function createLocalEditorRoom(room: Room, hasLocalChanges = false): EditorRoom {
  return { key: createRoomKey(), room, ...UNSAVED_STATE, revision: 0, hasLocalChanges };
}

/**
 * The body of POST and PUT (RoomInput): the Room without identity and status; a goods item
 * without a product keeps an empty id so that the contract asks for one.
 */
export function toRoomInput(room: Room, version?: number | null): RoomInput {
  const values = toFormValues(room);
  return {
    ...values,
    goods: values.goods.map((item) => ({ ...item, goods: item.goods ?? { id: Number.NaN } })),
    ...(version ? { version } : {}),
  };
}
