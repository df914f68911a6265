/**
 * Average air changes per 24 h through door openings, by room volume (heat-load method,
 * "Infiltration", VOLUME; ASHRAE Refrigeration Handbook "Refrigerated-Facility Loads", the
 * table AIRAH vol. 2 ch. 6 reproduces).
 */

/** One row: room volume V in m³ → air changes n per 24 h. */
export interface AirChangeRow {
  readonly volume: number;
  readonly airChanges: number;
}

/** Rooms at or above 0 °C (rooms at exactly 0 °C use this table). */
export const AIR_CHANGES_ABOVE_ZERO: readonly AirChangeRow[] = [
  { volume: 6, airChanges: 44 },
  { volume: 7.5, airChanges: 38 },
  { volume: 10, airChanges: 34 },
  { volume: 12, airChanges: 30 },
  { volume: 15, airChanges: 26 },
  { volume: 18, airChanges: 23 },
  { volume: 24, airChanges: 20 },
  { volume: 30, airChanges: 17.5 },
  { volume: 45, airChanges: 14 },
  { volume: 60, airChanges: 12 },
  { volume: 95, airChanges: 9.5 },
  { volume: 115, airChanges: 8.2 },
  { volume: 140, airChanges: 7.2 },
  { volume: 170, airChanges: 6.5 },
  { volume: 225, airChanges: 5.5 },
  { volume: 280, airChanges: 5.0 },
  { volume: 425, airChanges: 4.0 },
  { volume: 560, airChanges: 3.5 },
  { volume: 700, airChanges: 3.0 },
  { volume: 850, airChanges: 2.7 },
  { volume: 1140, airChanges: 2.3 },
  { volume: 1400, airChanges: 2.0 },
  { volume: 2100, airChanges: 1.6 },
  { volume: 2800, airChanges: 1.4 },
];

/** Rooms below 0 °C. */
export const AIR_CHANGES_BELOW_ZERO: readonly AirChangeRow[] = [
  { volume: 6, airChanges: 34.8 },
  { volume: 7.5, airChanges: 29 },
  { volume: 10, airChanges: 26 },
  { volume: 12, airChanges: 22 },
  { volume: 15, airChanges: 20 },
  { volume: 18, airChanges: 18 },
  { volume: 24, airChanges: 15 },
  { volume: 30, airChanges: 13 },
  { volume: 45, airChanges: 11 },
  { volume: 60, airChanges: 9 },
  { volume: 85, airChanges: 7.5 },
  { volume: 115, airChanges: 6.5 },
  { volume: 140, airChanges: 5.5 },
  { volume: 170, airChanges: 5.0 },
  { volume: 225, airChanges: 4.5 },
  { volume: 280, airChanges: 3.8 },
  { volume: 560, airChanges: 2.6 },
  { volume: 850, airChanges: 2.1 },
];

/** How a table value was obtained. */
export type AirChangeLookup = 'BELOW_FIRST_ROW' | 'INTERPOLATED' | 'BEYOND_LAST_ROW';

/**
 * Air changes per 24 h for a room volume: linear interpolation in V, the first row's value
 * below the first volume, and `n_last · sqrt(V_last / V)` beyond the last row.
 *
 * @param volume - room internal volume, m³, above 0.
 * @param roomTemperature - °C; at or above 0 uses the "above 0 °C" table.
 * @returns `airChanges` per 24 h and how it was looked up.
 * @example findTableAirChanges(28.8, 4).airChanges; // ≈ 18.0 — interpolated between 24 and 30 m³
 */
export function findTableAirChanges(
  volume: number,
  roomTemperature: number,
): { readonly airChanges: number; readonly lookup: AirChangeLookup } {
  const table = roomTemperature >= 0 ? AIR_CHANGES_ABOVE_ZERO : AIR_CHANGES_BELOW_ZERO;
  const first = table[0];
  const last = table[table.length - 1];
  if (!first || !last) throw new Error('air-change table is empty');
  if (volume < first.volume) return { airChanges: first.airChanges, lookup: 'BELOW_FIRST_ROW' };
  if (volume > last.volume) {
    const airChanges = last.airChanges * Math.sqrt(last.volume / volume);
    return { airChanges, lookup: 'BEYOND_LAST_ROW' };
  }
  for (let index = 1; index < table.length; index += 1) {
    const upper = table[index];
    const lower = table[index - 1];
    if (!upper || !lower || volume > upper.volume) continue;
    const fraction = (volume - lower.volume) / (upper.volume - lower.volume);
    const airChanges = lower.airChanges + fraction * (upper.airChanges - lower.airChanges);
    return { airChanges, lookup: 'INTERPOLATED' };
  }
  return { airChanges: last.airChanges, lookup: 'INTERPOLATED' };
}
