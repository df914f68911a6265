import type { HeatLoadRefs, Room } from '@camara-fria/domain';
import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { computeLiveHeatLoad, type LiveHeatLoad } from '../utils/heat-load.ts';
import { mergeFormValues, type RoomFormValues } from '../utils/room-model.ts';

/**
 * The heat load of what the form holds right now (saved or not), computed in the browser by
 * the domain engine as the user types. Computed in the keystroke's own render, not deferred: the
 * engine takes well under a millisecond, and a deferred result costs a second render and a second
 * frame per keystroke, so the summary would show one frame after the field (issue 16: keystroke
 * to painted summary; docs/ARCHITECTURE.md, performance).
 */
export function useLiveHeatLoad(
  control: Control<RoomFormValues>,
  room: Room,
  refs: HeatLoadRefs,
): { live: LiveHeatLoad; liveRoom: Room } {
  // Without a name useWatch gives every value (its type marks them all optional).
  const values = useWatch({ control }) as RoomFormValues;
  return useMemo(() => {
    const liveRoom = mergeFormValues(room, values);
    return { live: computeLiveHeatLoad(liveRoom, refs), liveRoom };
  }, [room, values, refs]);
}
