import {
  readOptionalInRange,
  requireDimension,
  requireInRange,
  requireNonNegative,
  requireObject,
} from '../validation/assert-input.ts';
import { ENGINE_AIR_TEMPERATURE_RANGE_C } from './room-fields.ts';
import type { Door } from './types.ts';

/** The numeric fields of a door entry (every field of {@link Door} but its id and barrier). */
type DoorNumberField = Exclude<keyof Door, 'id' | 'protectionBarrier'>;

/**
 * Validated numeric fields of one door entry, units as in {@link Door}; a null efficiency or air
 * exchange rate reads as 0.
 */
export type DoorValues = { readonly [K in DoorNumberField]-?: number };

/** Reads and validates one door entry (units as in {@link Door}). */
export function readDoor(value: unknown, field: string): DoorValues {
  const door = requireObject(value, field) as Partial<Door>;
  const { min, max } = ENGINE_AIR_TEMPERATURE_RANGE_C;
  return {
    count: requireNonNegative(door.count, `${field}.count`),
    width: requireDimension(door.width, `${field}.width`, true),
    height: requireDimension(door.height, `${field}.height`, true),
    adjacentAmbientTemperature: requireInRange(
      door.adjacentAmbientTemperature,
      `${field}.adjacentAmbientTemperature`,
      min,
      max,
    ),
    adjacentAmbientRelativeHumidity: requireInRange(
      door.adjacentAmbientRelativeHumidity,
      `${field}.adjacentAmbientRelativeHumidity`,
      0,
      100,
    ),
    internalRelativeHumidity: requireInRange(
      door.internalRelativeHumidity,
      `${field}.internalRelativeHumidity`,
      0,
      100,
    ),
    openingFrequency: requireNonNegative(door.openingFrequency, `${field}.openingFrequency`),
    openCloseDuration: requireNonNegative(door.openCloseDuration, `${field}.openCloseDuration`),
    openDuration: requireNonNegative(door.openDuration, `${field}.openDuration`),
    protectionBarrierEfficiency: readOptionalInRange(
      door.protectionBarrierEfficiency,
      `${field}.protectionBarrierEfficiency`,
      0,
      100,
      0,
    ),
    airExchangeRate: readOptionalInRange(
      door.airExchangeRate,
      `${field}.airExchangeRate`,
      0,
      Number.POSITIVE_INFINITY,
      0,
    ),
  };
}
