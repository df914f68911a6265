import {
  readOptionalInRange,
  requireDimension,
  requireInRange,
  requireNonNegative,
  requireObject,
} from '../validation/assert-input.ts';
import { ENGINE_AIR_TEMPERATURE_RANGE_C, ROOM_FIELDS, stripArticle } from './room-fields.ts';
import { VOLUME_IGNORED_DOOR_FIELDS } from './room-schema.ts';
import type { Door } from './types.ts';

/** The numeric fields of a door entry (every field of {@link Door} but its id and barrier). */
type DoorNumberField = Exclude<keyof Door, 'id' | 'protectionBarrier'>;

/**
 * Validated numeric fields of one door entry, units as in {@link Door}; a null efficiency or air
 * exchange rate reads as 0.
 */
export type DoorValues = { readonly [K in DoorNumberField]-?: number };

const { min: AIR_MIN, max: AIR_MAX } = ENGINE_AIR_TEMPERATURE_RANGE_C;

/** How each numeric door field is read and checked (the path names it in errors). */
const DOOR_READERS: {
  readonly [K in DoorNumberField]-?: (value: unknown, path: string) => number;
} = {
  count: (value, path) => requireNonNegative(value, path),
  width: (value, path) => requireDimension(value, path, true),
  height: (value, path) => requireDimension(value, path, true),
  adjacentAmbientTemperature: (value, path) => requireInRange(value, path, AIR_MIN, AIR_MAX),
  adjacentAmbientRelativeHumidity: (value, path) => requireInRange(value, path, 0, 100),
  internalRelativeHumidity: (value, path) => requireInRange(value, path, 0, 100),
  openingFrequency: (value, path) => requireNonNegative(value, path),
  openCloseDuration: (value, path) => requireNonNegative(value, path),
  openDuration: (value, path) => requireNonNegative(value, path),
  protectionBarrierEfficiency: (value, path) => readOptionalInRange(value, path, 0, 100, 0),
  airExchangeRate: (value, path) =>
    readOptionalInRange(value, path, 0, Number.POSITIVE_INFINITY, 0),
};

/** The door fields' memorial labels: their form labels without the article ("Frequência de abertura"). */
export const DOOR_LABELS = {
  adjacentAmbientTemperature: stripArticle(ROOM_FIELDS.door.adjacentAmbientTemperature.label),
  adjacentAmbientRelativeHumidity: stripArticle(
    ROOM_FIELDS.door.adjacentAmbientRelativeHumidity.label,
  ),
  internalRelativeHumidity: stripArticle(ROOM_FIELDS.door.internalRelativeHumidity.label),
  openingFrequency: stripArticle(ROOM_FIELDS.door.openingFrequency.label),
  openCloseDuration: stripArticle(ROOM_FIELDS.door.openCloseDuration.label),
  openDuration: stripArticle(ROOM_FIELDS.door.openDuration.label),
  protectionBarrierEfficiency: stripArticle(ROOM_FIELDS.door.protectionBarrierEfficiency.label),
} as const;

/** Reads one numeric field of a door entry at `field` (the entry's path). */
function readDoorField(door: Record<string, unknown>, field: string, key: DoorNumberField): number {
  return DOOR_READERS[key](door[key], `${field}.${key}`);
}

/** Reads and validates one door entry (units as in {@link Door}). */
export function readDoor(value: unknown, field: string): DoorValues {
  const door = requireObject(value, field);
  return {
    count: readDoorField(door, field, 'count'),
    width: readDoorField(door, field, 'width'),
    height: readDoorField(door, field, 'height'),
    adjacentAmbientTemperature: readDoorField(door, field, 'adjacentAmbientTemperature'),
    adjacentAmbientRelativeHumidity: readDoorField(door, field, 'adjacentAmbientRelativeHumidity'),
    internalRelativeHumidity: readDoorField(door, field, 'internalRelativeHumidity'),
    openingFrequency: readDoorField(door, field, 'openingFrequency'),
    openCloseDuration: readDoorField(door, field, 'openCloseDuration'),
    openDuration: readDoorField(door, field, 'openDuration'),
    protectionBarrierEfficiency: readDoorField(door, field, 'protectionBarrierEfficiency'),
    airExchangeRate: readDoorField(door, field, 'airExchangeRate'),
  };
}

/** What the VOLUME method reads of its door entry: the air on both sides and the air changes. */
export type VolumeDoorValues = Pick<
  DoorValues,
  | 'adjacentAmbientTemperature'
  | 'adjacentAmbientRelativeHumidity'
  | 'internalRelativeHumidity'
  | 'airExchangeRate'
>;

/**
 * Reads and validates the door entry of the VOLUME method. The fields it does not use (count,
 * size, traffic: {@link VOLUME_IGNORED_DOOR_FIELDS}) may be absent or null; given, they are
 * checked as {@link readDoor} checks them (docs/decisions/026-inputs-only-when-used.md).
 */
export function readVolumeDoor(value: unknown, field: string): VolumeDoorValues {
  const door = requireObject(value, field);
  for (const key of VOLUME_IGNORED_DOOR_FIELDS) {
    if (door[key] !== null && door[key] !== undefined) readDoorField(door, field, key);
  }
  readDoorField(door, field, 'protectionBarrierEfficiency');
  return {
    adjacentAmbientTemperature: readDoorField(door, field, 'adjacentAmbientTemperature'),
    adjacentAmbientRelativeHumidity: readDoorField(door, field, 'adjacentAmbientRelativeHumidity'),
    internalRelativeHumidity: readDoorField(door, field, 'internalRelativeHumidity'),
    airExchangeRate: readDoorField(door, field, 'airExchangeRate'),
  };
}
