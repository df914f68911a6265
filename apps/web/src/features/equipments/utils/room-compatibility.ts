import type { SystemSettings } from '@camara-fria/contracts';
import { checkRoomCompatibility } from '@camara-fria/domain';
import { formatKelvin } from './format-values.ts';

export type RoomCompatibility =
  | { isCompatible: true; dtK: number; minimumDtK: number }
  | { isCompatible: false; dtK: number; minimumDtK: number; message: string };

/**
 * Spec §4: a room joins a system when room temperature − operation temperature ≥ the
 * refrigerant's minimum DT (the domain's rule, the server's too). The message says why not.
 * @example describeRoomCompatibility(-9, { operationTemperature: -10, refrigerantFluid: 'R404A' })
 * // => { isCompatible: false, dtK: 1, minimumDtK: 2, message: 'DT insuficiente: mínimo 2 K para R404A' }
 */
export function describeRoomCompatibility(
  roomTemperatureC: number,
  settings: Pick<SystemSettings, 'operationTemperature' | 'refrigerantFluid'>,
): RoomCompatibility {
  const { isCompatible, dtK, minimumDtK } = checkRoomCompatibility(
    roomTemperatureC,
    settings.operationTemperature,
    settings.refrigerantFluid,
  );
  if (isCompatible) return { isCompatible, dtK, minimumDtK };
  return {
    isCompatible,
    dtK,
    minimumDtK,
    message: `DT insuficiente: mínimo ${formatKelvin(minimumDtK)} para ${settings.refrigerantFluid}`,
  };
}
