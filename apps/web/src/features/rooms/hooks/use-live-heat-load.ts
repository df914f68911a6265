import type { HeatLoadRefs, Room } from '@camara-fria/domain';
import { useDeferredValue, useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { computeLiveHeatLoad, type LiveHeatLoad } from '../utils/heat-load.ts';
import { mergeFormValues, type RoomFormValues } from '../utils/room-model.ts';

/**
 * The heat load of what the form holds right now (saved or not), computed in the browser by
 * the domain engine as the user types.
 */
export function useLiveHeatLoad(
  control: Control<RoomFormValues>,
  room: Room,
  refs: HeatLoadRefs,
): { live: LiveHeatLoad; liveRoom: Room } {
  // Without a name useWatch gives every value (its type marks them all optional).
  const values = useWatch({ control }) as RoomFormValues;
  const deferred = useDeferredValue(values);
  return useMemo(() => {
    const liveRoom = mergeFormValues(room, deferred);
    return { live: computeLiveHeatLoad(liveRoom, refs), liveRoom };
  }, [room, deferred, refs]);
}
