import { evaluateUnitPerformance } from '../capacity/unit-capacity.ts';
import { DEMO_RATING_POINT_C } from './demo-rules.ts';
import type { EquipmentCatalog, ProductClassification, UnitModel } from './types.ts';

/**
 * The fiscal classification of the DEMONSTRATION catalogue's products (docs/decisions/071,
 * "Product classification"): the likely classifications of the research notes
 * (shared/docs/taxes-research.md §1, TIPI of Decreto 11.158/2022 as two third-party copies give
 * it), for demonstration only. A maker's own catalogue states each product's NCM, Ex and origin
 * in its import file; nothing here is applied to it.
 */

/**
 * The largest capacity of TIPI 8418.69.40, "Grupos frigoríficos de compressão com capacidade
 * ≤ 30.000 frigorias/hora" (IPI 0 %), kcal/h: 1 frigoria/h = 1 kcal/h, so 30 000 kcal/h
 * ≈ 34,89 kW. Larger condensing units fall under 8418.69.99 Ex 02 (IPI 3,25 %). Source: TIPI,
 * Decreto 11.158/2022 (taxes-research.md §1, table "NCM codes and IPI").
 */
export const TIPI_8418_69_40_MAX_FRIGORIAS_PER_HOUR = 30_000;

/** Every demonstration product is made in Brazil from national inputs: NF-e origin 0. */
const NATIONAL = 0;

/** Evaporators and remote condensers: "Condensador frigorífico e evaporador frigorífico". */
export const DEMO_COIL_CLASSIFICATION: ProductClassification = {
  ncm: '84189900',
  ex: '01',
  origin: NATIONAL,
};
/** Condensing units up to {@link TIPI_8418_69_40_MAX_FRIGORIAS_PER_HOUR}. */
export const DEMO_SMALL_UNIT_CLASSIFICATION: ProductClassification = {
  ncm: '84186940',
  ex: null,
  origin: NATIONAL,
};
/** Larger condensing units and compressor units (racks): "Grupos de compressão …". */
export const DEMO_LARGE_UNIT_CLASSIFICATION: ProductClassification = {
  ncm: '84186999',
  ex: '02',
  origin: NATIONAL,
};

/** The refrigerant and frequency a demonstration unit's nominal capacity is rated with. */
const NOMINAL_REFRIGERANT = 'R404A';
const NOMINAL_FREQUENCY_HZ = 60;

/**
 * A demonstration unit's nominal capacity, kcal/h: its stored R404A 60 Hz table at the
 * catalogue's sizing point (`DEMO_RATING_POINT_C`: suction −10 °C MEDIUM or −30 °C LOW, ambient
 * 35 °C, one unit). `null` when the unit has no such table or is not a LOW or MEDIUM unit.
 *
 * @example computeDemoUnitNominalKcalh(generateDemoCatalog().condensingUnits[0]); // ≈ 1504
 */
export function computeDemoUnitNominalKcalh(
  unit: Pick<UnitModel, 'application' | 'capacityTables'>,
): number | null {
  if (unit.application === 'HIGH') return null;
  const table = unit.capacityTables.find(
    (item) =>
      item.refrigerantCode === NOMINAL_REFRIGERANT && item.frequencyHz === NOMINAL_FREQUENCY_HZ,
  );
  if (!table) return null;
  const point = DEMO_RATING_POINT_C[unit.application];
  return evaluateUnitPerformance(
    { table, frequencyFactor: 1 },
    {
      evaporatingTemperatureC: point.suctionC,
      ambientTemperatureC: point.ambientC,
      loadLossK: 0,
      frequencyHz: NOMINAL_FREQUENCY_HZ,
      count: 1,
    },
  ).unitCapacityKcalh;
}

/**
 * A demonstration unit's classification: a compressor unit (rack) 8418.69.99 Ex 02; a condensing
 * unit 8418.69.40 up to 30 000 frigorias/h of nominal capacity, 8418.69.99 Ex 02 above; `null`
 * when its nominal capacity cannot be read (never guessed).
 */
export function classifyDemoUnit(
  unit: Pick<UnitModel, 'kind' | 'application' | 'capacityTables'>,
): ProductClassification | null {
  if (unit.kind === 'COMPRESSOR_UNIT') return DEMO_LARGE_UNIT_CLASSIFICATION;
  const nominal = computeDemoUnitNominalKcalh(unit);
  if (nominal === null) return null;
  return nominal <= TIPI_8418_69_40_MAX_FRIGORIAS_PER_HOUR
    ? DEMO_SMALL_UNIT_CLASSIFICATION
    : DEMO_LARGE_UNIT_CLASSIFICATION;
}

/**
 * A demonstration catalogue with every product classified as `generateDemoCatalog` does
 * now (for a demonstration catalogue stored before products carried a classification). The
 * models' other fields are kept as they are.
 */
export function classifyDemoCatalog(catalog: EquipmentCatalog): EquipmentCatalog {
  return {
    ...catalog,
    evaporators: catalog.evaporators.map((model) => ({
      ...model,
      classification: DEMO_COIL_CLASSIFICATION,
    })),
    condensingUnits: catalog.condensingUnits.map((unit) => ({
      ...unit,
      classification: classifyDemoUnit(unit),
    })),
    compressorUnits: catalog.compressorUnits.map((unit) => ({
      ...unit,
      classification: classifyDemoUnit(unit),
    })),
    remoteCondensers: catalog.remoteCondensers.map((model) => ({
      ...model,
      classification: DEMO_COIL_CLASSIFICATION,
    })),
  };
}
