import type { BalancePointResultDto, EvaporatorSelectionDto } from '@camara-fria/contracts';
import { isRoomInApplication, lineKey } from '@camara-fria/domain';
import { describeRoomOutsideApplication, type LoadedCatalog } from '../catalog/catalog.service.ts';
import type { RoomFacts } from './operating-systems.rooms.ts';

/**
 * The application check of a system (issue 28 item 7, docs/decisions/060): each room whose
 * catalogue evaporator comes from a line whose application range excludes the room's
 * temperature gets a warning in the result. Special equipment has no line and never warns.
 */

type Warning = BalancePointResultDto['warnings'][number];

/**
 * Warnings (pt-BR) for the rooms served by a line outside its application.
 * @param evaporators - the configurations' evaporators, in order; @param rooms - their rooms.
 */
export function describeApplicationMismatches(
  loaded: LoadedCatalog,
  evaporators: readonly (EvaporatorSelectionDto | null)[],
  rooms: readonly RoomFacts[],
): Warning[] {
  return evaporators.flatMap((evaporator, index): Warning[] => {
    const room = rooms[index];
    if (!evaporator || evaporator.kind !== 'DEFAULT' || evaporator.line === null || !room)
      return [];
    const line = loaded.index.linesByKindAndCode.get(lineKey('EVAPORATOR', evaporator.line));
    if (!line || isRoomInApplication(line, room.roomTemperature)) return [];
    return [
      {
        code: 'EVAPORATOR_OUTSIDE_APPLICATION',
        message: describeRoomOutsideApplication(room.name, line.code, line, room.roomTemperature),
        field: `configurations.${index}.evaporator`,
      },
    ];
  });
}
