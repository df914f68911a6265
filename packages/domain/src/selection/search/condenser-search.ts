import { requireInRange, requireRatioDivisor } from '../../validation/assert-input.ts';
import type { RemoteCondenserModel, RemoteCondenserSku } from '../catalog/types.ts';
import { matchesPowerSupply, type PowerSupplyFilter } from '../rules/power-supply.ts';
import { readCount, readSearchLimit } from './query-guards.ts';
import { findLowerBound, type SelectionIndex } from './selection-index.ts';

/** Remote condenser search of a rack system (spec §2.2 "Preencher dados do Condensador Remoto"). */
export interface CondenserSearchQuery {
  /** Heat to reject: compressor capacity + power, kcal/h, > 0. */
  readonly requiredRejectionKcalh: number;
  /** Condensing minus ambient temperature, K, 3–25 (the demonstration tables use 10). */
  readonly dtK: number;
  /** Condensers installed, integer ≥ 1 (default 1). */
  readonly count?: number;
  readonly powerSupply?: PowerSupplyFilter | null;
  /** Most models answered, 1–10 000 (default 50). */
  readonly limit?: number;
}

export interface CondenserSearchHit {
  readonly model: RemoteCondenserModel;
  readonly skus: readonly RemoteCondenserSku[];
  /** `count · heatRejectionKcalhPerK · dtK`, kcal/h. */
  readonly rejectionKcalh: number;
  /** rejection / required. */
  readonly capacityRatio: number;
}

/**
 * Remote condensers that reject the heat at the DT, smallest first (binary search on the
 * condensers sorted by kcal/(h·K)).
 *
 * @throws DomainError for a bad query.
 * @example
 * const index = buildSelectionIndex(generateDemoCatalog());
 * const [best] = searchCondensers(index, { requiredRejectionKcalh: 80000, dtK: 10 });
 * best.model.code; // => 'CR-6X630' — 8090 kcal/(h·K) × 10 K
 */
export function searchCondensers(
  index: SelectionIndex,
  query: CondenserSearchQuery,
): CondenserSearchHit[] {
  const required = requireRatioDivisor(query.requiredRejectionKcalh, 'requiredRejectionKcalh');
  const dtK = requireInRange(query.dtK, 'dtK', 3, 25);
  const count = readCount(query.count ?? 1);
  const limit = readSearchLimit(query.limit);
  const perK = required / (count * dtK);
  const start = findLowerBound(
    index.condensers,
    perK * (1 - 1e-9),
    (entry) => entry.model.heatRejectionKcalhPerK,
  );
  const hits: CondenserSearchHit[] = [];
  for (const entry of index.condensers.slice(start)) {
    if (hits.length >= limit) break;
    const rejection = entry.model.heatRejectionKcalhPerK * count * dtK;
    if (rejection < required) continue;
    const skus = entry.skus.filter((sku) =>
      matchesPowerSupply(sku.powerSupply, query.powerSupply ?? null),
    );
    if (skus.length > 0)
      hits.push({
        model: entry.model,
        skus,
        rejectionKcalh: rejection,
        capacityRatio: rejection / required,
      });
  }
  return hits;
}
