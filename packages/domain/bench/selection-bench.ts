// Equipment selection on a catalogue scaled past 10 000 SKUs: the indexed model searches beside
// plain linear scans of the same SKUs, and balance points, in the same run.
//   npx tsx packages/domain/bench/selection-bench.ts
import { computeSystemBalance } from '../src/selection/balance/system-balance.ts';
import { generateDemoCatalog } from '../src/selection/catalog/demo-catalog.ts';
import type { EquipmentCatalog, UnitModel } from '../src/selection/catalog/types.ts';
import type { EvaporatorSearchQuery } from '../src/selection/search/evaporator-query.ts';
import { scanEvaporators, searchEvaporators } from '../src/selection/search/evaporator-search.ts';
import { buildSelectionIndex } from '../src/selection/search/selection-index.ts';
import type { UnitSearchQuery } from '../src/selection/search/unit-query.ts';
import { scanUnits, searchUnits } from '../src/selection/search/unit-search.ts';

const EVAPORATOR_COPIES = 4;
const UNIT_COPIES = 12;
const WARMUP_MS = 300;
const ROUND_MS = 250;
const ROUNDS = 7;

/** Copies every model `copies` times with a new code and capacities scaled by 1 + 1.3 % · copy. */
function scaleCatalog(catalog: EquipmentCatalog): EquipmentCatalog {
  const range = (copies: number) => Array.from({ length: copies }, (_, copy) => copy);
  const scaleUnit = (unit: UnitModel, factor: number, code: string): UnitModel => ({
    ...unit,
    code,
    capacityTables: unit.capacityTables.map((table) => ({
      ...table,
      capacityKcalh: table.capacityKcalh.map((row) => row.map((value) => value * factor)),
    })),
  });
  const suffix = (code: string, copy: number) => (copy === 0 ? code : `${code}~${copy}`);
  return {
    ...catalog,
    catalogVersion: `${catalog.catalogVersion}-bench`,
    evaporators: range(EVAPORATOR_COPIES).flatMap((copy) =>
      catalog.evaporators.map((model) => ({
        ...model,
        code: suffix(model.code, copy),
        capacity: {
          ...model.capacity,
          referenceCapacityKcalh: model.capacity.referenceCapacityKcalh * (1 + 0.013 * copy),
        },
      })),
    ),
    evaporatorSkus: range(EVAPORATOR_COPIES).flatMap((copy) =>
      catalog.evaporatorSkus.map((sku) => ({
        ...sku,
        sku: suffix(sku.sku, copy),
        modelCode: suffix(sku.modelCode, copy),
      })),
    ),
    condensingUnits: range(UNIT_COPIES).flatMap((copy) =>
      catalog.condensingUnits.map((unit) =>
        scaleUnit(unit, 1 + 0.013 * copy, suffix(unit.code, copy)),
      ),
    ),
    condensingUnitSkus: range(UNIT_COPIES).flatMap((copy) =>
      catalog.condensingUnitSkus.map((sku) => ({
        ...sku,
        sku: suffix(sku.sku, copy),
        modelCode: suffix(sku.modelCode, copy),
      })),
    ),
  };
}

let checksum = 0;

/** Median ns per call over several timed rounds, after a warm-up; iterations per round calibrated. */
function measure(run: () => number): number {
  const warmupEnd = performance.now() + WARMUP_MS;
  let calls = 0;
  while (performance.now() < warmupEnd) {
    checksum += run();
    calls += 1;
  }
  const iterations = Math.max(10, Math.round((calls * ROUND_MS) / WARMUP_MS));
  const rounds: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    for (let index = 0; index < iterations; index += 1) checksum += run();
    rounds.push(((performance.now() - start) * 1e6) / iterations);
  }
  rounds.sort((a, b) => a - b);
  return rounds[Math.floor(rounds.length / 2)] ?? Number.NaN;
}

const catalog = scaleCatalog(generateDemoCatalog());
const buildStart = performance.now();
const index = buildSelectionIndex(catalog);
const buildMs = performance.now() - buildStart;

const evaporatorQuery: EvaporatorSearchQuery = {
  refrigerantCode: 'R404A',
  evaporatingTemperatureC: -8,
  dtK: 6,
  count: 2,
  requiredUnitCapacityKcalh: 6000,
  roomTemperatureC: 0,
  powerSupply: { frequencyHz: 60 },
};
const unitQuery: UnitSearchQuery = {
  refrigerantCode: 'R404A',
  requiredCapacityKcalh: 12_000,
  evaporatingTemperatureC: -8,
  ambientTemperatureC: 35,
  loadLossK: 2,
  powerSupply: { frequencyHz: 60 },
};
const evaporator = index.evaporatorsByCode.get('FM-2X450-45');
const unit = index.unitsByCode.get('UCM-130M');
const rack = index.unitsByCode.get('RC-800B');
const coil = index.evaporatorsByCode.get('FL-4X500-70');
if (!evaporator || !unit || !rack || !coil) throw new Error('bench models missing');

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
if (!same(searchEvaporators(index, evaporatorQuery), scanEvaporators(catalog, evaporatorQuery))) {
  throw new Error('indexed evaporator search differs from the linear scan');
}
if (!same(searchUnits(index, unitQuery), scanUnits(catalog, unitQuery))) {
  throw new Error('indexed unit search differs from the linear scan');
}

const balanceOneRoom = () =>
  computeSystemBalance({
    refrigerantCode: 'R404A',
    ambientTemperatureC: 35,
    loadLossK: 2,
    rooms: [{ roomTemperatureC: 0, count: 1, evaporator: evaporator.capacity }],
    unit: { source: 'CATALOGUE', model: unit, count: 1, frequencyHz: 60 },
  });
const balanceRack = () =>
  computeSystemBalance({
    refrigerantCode: 'R404A',
    ambientTemperatureC: 35,
    loadLossK: 2,
    rooms: [
      { roomTemperatureC: -20, count: 2, evaporator: coil.capacity },
      { roomTemperatureC: -18, count: 1, evaporator: coil.capacity },
      { roomTemperatureC: -22, count: 1, evaporator: coil.capacity },
    ],
    unit: { source: 'CATALOGUE', model: rack, count: 1, frequencyHz: 60 },
    condenser: { heatRejectionKcalhPerK: 10_790, count: 2 },
  });
for (const run of [balanceOneRoom, balanceRack]) {
  const result = run();
  if (result.status !== 'balanced')
    throw new Error(`bench system does not balance: ${result.reason}`);
}
const teOf = (result: ReturnType<typeof computeSystemBalance>) =>
  result.status === 'balanced' ? result.evaporatingTemperatureC : 0;

const results = {
  evaporatorIndexed: measure(() => searchEvaporators(index, evaporatorQuery).length),
  evaporatorLinear: measure(() => scanEvaporators(catalog, evaporatorQuery).length),
  unitIndexed: measure(() => searchUnits(index, unitQuery).length),
  unitLinear: measure(() => scanUnits(catalog, unitQuery).length),
  balanceOneRoom: measure(() => teOf(balanceOneRoom())),
  balanceRack: measure(() => teOf(balanceRack())),
};

const format = (ns: number) => `${ns.toFixed(0).padStart(10)} ns/op`;
const evaporatorSkus = catalog.evaporatorSkus.length;
const unitSkus = catalog.condensingUnitSkus.length;
console.log(
  `selection bench: median of ${ROUNDS} rounds of ~${ROUND_MS} ms after ${WARMUP_MS} ms warm-up; ` +
    `${evaporatorSkus} evaporator SKUs, ${unitSkus} condensing-unit SKUs (${evaporatorSkus + unitSkus + catalog.compressorUnitSkus.length + catalog.remoteCondenserSkus.length} in all); index built in ${buildMs.toFixed(1)} ms`,
);
console.log(
  `searchEvaporators (index, R404A, Te −8 °C, DT 6, 2 × 6 000 kcal/h, limit 50) ${format(results.evaporatorIndexed)}`,
);
console.log(
  `scanEvaporators   (linear scan of every evaporator SKU, same query)     ${format(results.evaporatorLinear)}`,
);
console.log(
  `  ratio linear / indexed ${(results.evaporatorLinear / results.evaporatorIndexed).toFixed(1).padStart(46)} ×`,
);
console.log(
  `searchUnits       (index, R404A, 12 000 kcal/h, −8/35 °C, loss 2 K, 60 Hz) ${format(results.unitIndexed)}`,
);
console.log(
  `scanUnits         (linear scan of every condensing-unit SKU, same query) ${format(results.unitLinear)}`,
);
console.log(
  `  ratio linear / indexed ${(results.unitLinear / results.unitIndexed).toFixed(1).padStart(46)} ×`,
);
console.log(
  `computeSystemBalance (1 room, condensing unit)                          ${format(results.balanceOneRoom)}`,
);
console.log(
  `computeSystemBalance (3 rooms, rack + remote condensers)                ${format(results.balanceRack)}`,
);
console.log(`(checksum ${checksum.toFixed(3)})`);
