import { requireFinite, requirePositive } from '../../validation/assert-input.ts';

/**
 * The application range of an evaporator line (issue 28 item 7, docs/decisions/060): the room
 * temperatures its coils are made for. Catalogue data on each line (`ProductLine`); a line that
 * does not state it (a maker's import without the columns, a catalogue stored before) takes the
 * default of its narrowest fin spacing (docs/domain/selection.md, "Application range").
 */
export interface ApplicationRange {
  /** Coldest room the line serves, °C; `null` = no lower bound. */
  readonly roomTemperatureMinC: number | null;
  /** Warmest room the line serves, °C; `null` = no upper bound. */
  readonly roomTemperatureMaxC: number | null;
}

/** No bound: every room. */
export const ANY_ROOM: ApplicationRange = { roomTemperatureMinC: null, roomTemperatureMaxC: null };

/**
 * The room temperature, °C, that splits coolers from freezers: below it, frost closes fins
 * narrower than {@link UNIVERSAL_FIN_SPACING_MM}; at or above it, wide frozen-goods fins
 * (≥ {@link FROZEN_FIN_SPACING_MM}) are not used.
 */
export const COOLER_FREEZER_ROOM_C = -5;
/** Fin spacing, mm, from which a coil serves light frozen rooms (down to {@link UNIVERSAL_MIN_ROOM_C}). */
export const UNIVERSAL_FIN_SPACING_MM = 6;
/** Coldest room, °C, of a universal coil (6 to 7 mm fins). */
export const UNIVERSAL_MIN_ROOM_C = -25;
/** Fin spacing, mm, of the frozen-goods coils. */
export const FROZEN_FIN_SPACING_MM = 7;

/**
 * The default application range of a coil from its fin spacing (docs/decisions/060):
 * under 6 mm a cooler, rooms from −5 °C up; 6 to 7 mm a universal coil, rooms from −25 °C up;
 * 7 mm and wider a frozen-goods coil, rooms up to −5 °C.
 *
 * @param finSpacingMm - fin spacing, mm, > 0.
 * @example deriveApplicationRange(4.5); // => { roomTemperatureMinC: -5, roomTemperatureMaxC: null }
 * @example deriveApplicationRange(7); // => { roomTemperatureMinC: null, roomTemperatureMaxC: -5 }
 */
export function deriveApplicationRange(finSpacingMm: number): ApplicationRange {
  const spacing = requirePositive(finSpacingMm, 'finSpacingMm');
  if (spacing >= FROZEN_FIN_SPACING_MM) {
    return { roomTemperatureMinC: null, roomTemperatureMaxC: COOLER_FREEZER_ROOM_C };
  }
  if (spacing >= UNIVERSAL_FIN_SPACING_MM) {
    return { roomTemperatureMinC: UNIVERSAL_MIN_ROOM_C, roomTemperatureMaxC: null };
  }
  return { roomTemperatureMinC: COOLER_FREEZER_ROOM_C, roomTemperatureMaxC: null };
}

/**
 * The default range of a line: that of its narrowest fin spacing (the coil that frosts shut
 * first); every room when it has no model.
 *
 * @param finSpacingsMm - the fin spacings of the line's models, mm.
 * @example deriveLineApplicationRange([4.5, 6]); // => { roomTemperatureMinC: -5, roomTemperatureMaxC: null }
 */
export function deriveLineApplicationRange(finSpacingsMm: readonly number[]): ApplicationRange {
  if (finSpacingsMm.length === 0) return ANY_ROOM;
  return deriveApplicationRange(Math.min(...finSpacingsMm));
}

/**
 * Whether a room temperature lies in a range (bounds included).
 *
 * @param roomTemperatureC - °C.
 * @example isRoomInApplication({ roomTemperatureMinC: -5, roomTemperatureMaxC: null }, -22); // => false
 */
export function isRoomInApplication(range: ApplicationRange, roomTemperatureC: number): boolean {
  const room = requireFinite(roomTemperatureC, 'roomTemperatureC');
  const { roomTemperatureMinC: min, roomTemperatureMaxC: max } = range;
  return (min === null || room >= min) && (max === null || room <= max);
}
