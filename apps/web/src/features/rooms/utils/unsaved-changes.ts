import type { Room } from '@camara-fria/domain';
import { toFormValues, type EditorRoom, type RoomFormValues } from './room-model.ts';
import { SECTION_FIELDS, type RoomSection } from './room-sections.ts';
import { joinNames } from '../../../lib/join-names.ts';

/**
 * A value for comparison: NaN kept (an emptied field), undefined keys dropped, and an object
 * whose every value is empty (a field registered on a missing parent) taken as empty.
 */
function normalize(value: unknown): unknown {
  if (typeof value === 'number' && Number.isNaN(value)) return 'NaN';
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.map(normalize);
  if (typeof value !== 'object') return value;
  const entries = Object.entries(value)
    .map(([key, item]) => [key, normalize(item)] as const)
    .filter(([, item]) => item !== null)
    .sort(([a], [b]) => a.localeCompare(b));
  return entries.length === 0 ? null : Object.fromEntries(entries);
}

/** Whether the form holds values other than the room as stored in the browser. */
export function hasUnsavedFormValues(room: Room, values: RoomFormValues): boolean {
  return JSON.stringify(normalize(values)) !== JSON.stringify(normalize(toFormValues(room)));
}

/** Whether the form holds values of one section other than the room as stored. */
export function hasUnsavedSectionValues(
  room: Room,
  section: RoomSection,
  values: RoomFormValues,
): boolean {
  const stored = toFormValues(room);
  return SECTION_FIELDS[section].some(
    (field) =>
      JSON.stringify(normalize(values[field])) !== JSON.stringify(normalize(stored[field])),
  );
}

/** The names of rooms, for a sentence ("A, B e C"). */
export function joinRoomNames(entries: readonly EditorRoom[]): string {
  return joinNames(entries.map((entry) => entry.room.name));
}
