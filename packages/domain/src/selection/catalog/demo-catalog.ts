import { generateDemoCondensers } from './demo-condensers.ts';
import { generateDemoEvaporators } from './demo-evaporators.ts';
import { DEMO_CATALOG_LABEL, DEMO_CATALOG_RULES_VERSION } from './demo-rules.ts';
import { generateDemoUnits } from './demo-units.ts';
import { createSeededRandom } from './seeded-random.ts';
import type { EquipmentCatalog } from './types.ts';

/** Seed of the shipped demonstration catalogue. */
export const DEFAULT_DEMO_SEED = 1;

/**
 * The demonstration catalogue: every evaporator and condensing-unit line of the specification,
 * rack compressor units and remote condensers, built from physical rules and the compressor
 * curves of `data-sources/compressor_curves.csv` (docs/domain/selection.md). Pure and
 * deterministic: the seed only drives a ±1 % (evaporators) / ±0.5 % (units) production spread
 * through a seeded generator, so the same seed gives the same catalogue byte for byte.
 *
 * @param seed - integer, default 1.
 * @returns a catalogue labelled `Catálogo de demonstração`, `isDemonstration: true`.
 * @example generateDemoCatalog().evaporators.length; // => 121
 */
export function generateDemoCatalog(seed: number = DEFAULT_DEMO_SEED): EquipmentCatalog {
  const random = createSeededRandom(seed);
  const evaporators = generateDemoEvaporators(random);
  const units = generateDemoUnits(random);
  const condensers = generateDemoCondensers();
  return {
    catalogVersion: `demo-${DEMO_CATALOG_RULES_VERSION}-seed-${seed}`,
    label: DEMO_CATALOG_LABEL,
    isDemonstration: true,
    lines: [...evaporators.lines, ...units.lines, condensers.line],
    evaporators: evaporators.models,
    evaporatorSkus: evaporators.skus,
    condensingUnits: units.condensingUnits,
    condensingUnitSkus: units.condensingUnitSkus,
    compressorUnits: units.compressorUnits,
    compressorUnitSkus: units.compressorUnitSkus,
    remoteCondensers: condensers.models,
    remoteCondenserSkus: condensers.skus,
  };
}
