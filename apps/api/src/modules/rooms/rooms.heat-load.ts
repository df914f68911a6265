import {
  recordHeatLoad,
  withRespirationLoads,
  type HeatLoadRecord,
  type RoomData,
} from '@camara-fria/contracts';
import { computeHeatLoad, deriveSurfaceSizes } from '@camara-fria/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadHeatLoadRefs } from '../reference-data/reference-data.service.ts';

export type RoomDocument = Omit<RoomData, 'version'>;

/** The path of the first number in `value` that is not finite (NaN, ±Infinity), or null. */
export function findNonFinite(value: unknown, path = ''): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = findNonFinite(item, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Refuses a result with a number JSON cannot hold (it would be stored as null and break every
 * later read). The input limits keep results finite; this is the last guard before any write.
 */
export function assertFiniteHeatLoad(document: RoomDocument, heatLoad: HeatLoadRecord): void {
  const path = findNonFinite({ document, heatLoad });
  if (path === null) return;
  const message =
    'A carga térmica calculada não é um número finito. Revise as dimensões e os valores informados.';
  throw new AppError(422, 'HEAT_LOAD_NOT_FINITE', message, [{ path, message }]);
}

/**
 * The authority: sizes every surface that follows the room from its dimensions (a size typed by
 * hand, `isSizeManual`, is kept; docs/decisions/024-derived-surface-sizes.md), recomputes the
 * room's heat load with the domain engine (never trusting numbers from the client) and writes
 * each goods item's respiration load back into the document. A DomainError (bad input the schema let through) becomes a 400 in the error handler; a result
 * that is not finite a 422 HEAT_LOAD_NOT_FINITE, before anything is written.
 */
export async function computeRoomHeatLoad(
  db: Database,
  data: RoomData,
): Promise<{ document: RoomDocument; heatLoad: HeatLoadRecord }> {
  const { version: _version, ...fields } = data;
  const document = { ...fields, heatTransfer: deriveSurfaceSizes(fields).heatTransfer };
  const result = computeHeatLoad(document, await loadHeatLoadRefs(db));
  const computed = {
    document: { ...document, goods: withRespirationLoads(document.goods, result) },
    heatLoad: recordHeatLoad(result, document.safetyMargin),
  };
  assertFiniteHeatLoad(computed.document, computed.heatLoad);
  return computed;
}
