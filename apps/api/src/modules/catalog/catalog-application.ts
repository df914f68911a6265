import type { EvaporatorModelDto } from '@camara-fria/contracts';
import type { ApplicationRange } from '@camara-fria/domain';

/**
 * The application range of an evaporator line in words (pt-BR), for the search's warning and a
 * system's (docs/decisions/060).
 */

const formatCelsius = (value: number) =>
  `${value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} °C`;

/** The range on the wire: °C, null = no bound. */
export function presentApplicationRange(
  range: ApplicationRange,
): EvaporatorModelDto['applicationRange'] {
  return {
    minRoomTemperature: range.roomTemperatureMinC,
    maxRoomTemperature: range.roomTemperatureMaxC,
  };
}

/** "a partir de -5 °C", "até -5 °C", "de -25 °C a 10 °C" or "de qualquer temperatura". */
export function describeApplicationRange(range: ApplicationRange): string {
  const { roomTemperatureMinC: min, roomTemperatureMaxC: max } = range;
  if (min !== null && max !== null) return `de ${formatCelsius(min)} a ${formatCelsius(max)}`;
  if (min !== null) return `a partir de ${formatCelsius(min)}`;
  if (max !== null) return `até ${formatCelsius(max)}`;
  return 'de qualquer temperatura';
}

/** The search hit's warning: the line, its range and the room's temperature. */
export function describeOutsideApplication(
  lineCode: string,
  range: ApplicationRange,
  roomTemperatureC: number,
): string {
  return `Fora da aplicação: a linha ${lineCode} é indicada para câmaras ${describeApplicationRange(range)}, e esta câmara está a ${formatCelsius(roomTemperatureC)}.`;
}

/** A system's warning for one room: its evaporator's line, the range and the room. */
export function describeRoomOutsideApplication(
  roomName: string,
  lineCode: string,
  range: ApplicationRange,
  roomTemperatureC: number,
): string {
  return `O evaporador da câmara ${roomName} (linha ${lineCode}) é indicado para câmaras ${describeApplicationRange(range)}, e a câmara está a ${formatCelsius(roomTemperatureC)}: fora da aplicação da linha.`;
}
