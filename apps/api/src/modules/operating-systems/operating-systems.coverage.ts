import type { SystemResultRoomDto } from '@camara-fria/contracts';
import { computeRoomCoverage, MINIMUM_ROOM_COVERAGE } from '@camara-fria/domain';

/**
 * Each room's coverage at the balance point and the system's status from it
 * (docs/decisions/061): a system is BALANCED only when every room is covered, ROOM_UNCOVERED
 * when some room gets less than the domain's MINIMUM_ROOM_COVERAGE of its required load. Used
 * when a result is computed and by the stored result's upgrade (system-documents.ts), which
 * derives it from the figures an older result recorded.
 */

const formatNumber = (value: number, digits: number) =>
  value.toLocaleString('pt-BR', { maximumFractionDigits: digits });
const MINIMUM_PERCENT = Math.round(MINIMUM_ROOM_COVERAGE * 100);

/** A room at the balance point as the solver answers it, with its required load. */
export type RoomAtBalance = Omit<
  SystemResultRoomDto,
  'coveragePercent' | 'isCovered' | 'uncoveredReason'
>;

/** The system's totals at the balance point, kcal/h: what the units pump and what is required. */
export type SystemTotals = { resultingCapacity: number; requiredCapacity: number };

/**
 * Why a room is short (pt-BR, without its name: the row names it). When the units pump less
 * than the minimum share of the system's total load the unit is short; otherwise the room's own
 * evaporators absorb too little at the DT the system settles at (the other rooms' evaporators
 * hold the evaporation up).
 */
function describeShortfall(room: RoomAtBalance, percent: number, totals: SystemTotals): string {
  const receives = `Recebe ${formatNumber(room.capacity, 0)} de ${formatNumber(room.requiredCapacity, 0)} kcal/h (${formatNumber(percent, 0)} %), abaixo do mínimo de ${MINIMUM_PERCENT} %`;
  if (totals.resultingCapacity < MINIMUM_ROOM_COVERAGE * totals.requiredCapacity) {
    return `${receives}: a unidade bombeia ${formatNumber(totals.resultingCapacity, 0)} de ${formatNumber(totals.requiredCapacity, 0)} kcal/h requeridos pelo sistema. Escolha uma unidade maior ou mais unidades.`;
  }
  return `${receives}: no DT resultante de ${formatNumber(room.resultingDt, 1)} K os evaporadores desta câmara absorvem pouco. Escolha evaporadores maiores ou mais evaporadores para ela, ou uma unidade maior, que baixa a evaporação.`;
}

/** A room's coverage, and the reason when it is short. */
export function assessRoomCoverage(room: RoomAtBalance, totals: SystemTotals): SystemResultRoomDto {
  const { coveragePercent, isCovered } = computeRoomCoverage(
    Math.max(0, room.capacity),
    Math.max(0, room.requiredCapacity),
  );
  return {
    ...room,
    coveragePercent,
    isCovered,
    uncoveredReason:
      isCovered || coveragePercent === null
        ? null
        : describeShortfall(room, coveragePercent, totals),
  };
}

/** BALANCED when every room is covered, ROOM_UNCOVERED otherwise. */
export function statusOfRooms(
  rooms: readonly SystemResultRoomDto[],
): 'BALANCED' | 'ROOM_UNCOVERED' {
  return rooms.every((room) => room.isCovered) ? 'BALANCED' : 'ROOM_UNCOVERED';
}
