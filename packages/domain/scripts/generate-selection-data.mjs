#!/usr/bin/env node
// Generates the selection engine's reference-data modules from packages/domain/data-sources/:
//   compressor_curves.csv       -> src/selection/capacity/compressor-curves.ts
//   en328_rating_conditions.csv -> src/selection/capacity/rating-conditions.ts
//   refrigerant_saturated.csv + refrigerant_superheated.csv -> src/selection/capacity/refrigerant-tables.ts
// Deterministic: same CSVs, same output byte for byte (formatted with the repository's Prettier).
//
//   node packages/domain/scripts/generate-selection-data.mjs          # write the modules
//   node packages/domain/scripts/generate-selection-data.mjs --check  # exit 1 if out of date
//
// The CSV rows are copied unchanged from the project's shared data (see data-sources/ATTRIBUTION.md);
// this script only renames columns, converts numbers and writes refrigerant codes the way the
// domain spells them (R134A -> R134a). The demonstration catalogue (src/selection/catalog/)
// evaluates the curves at run time.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const sources = join(here, '..', 'data-sources');
const capacityDir = join(here, '..', 'src', 'selection', 'capacity');

/** Minimal RFC 4180 reader: quoted fields, commas inside quotes, no embedded newlines. */
function readCsv(name) {
  const lines = readFileSync(join(sources, name), 'utf8').trim().split(/\r?\n/);
  const split = (line) => {
    const cells = [];
    let cell = '';
    let quoted = false;
    for (const char of line) {
      if (char === '"') quoted = !quoted;
      else if (char === ',' && !quoted) {
        cells.push(cell);
        cell = '';
      } else cell += char;
    }
    cells.push(cell);
    return cells;
  };
  const header = split(lines[0]);
  return lines.slice(1).map((line) => {
    const cells = split(line);
    return Object.fromEntries(header.map((key, i) => [key, cells[i] ?? '']));
  });
}

function toNumber(text, what) {
  const value = Number(text);
  if (text === '' || !Number.isFinite(value)) throw new Error(`${what}: not a number: "${text}"`);
  return value;
}

const REFRIGERANT_CODES = { R22: 'R22', R134A: 'R134a', R404A: 'R404A' };
const APPLICATIONS = { LOW: 'LOW', MED: 'MEDIUM', HIGH: 'HIGH' };
const COEFFICIENTS = ['c1', 'cS', 'cS2', 'cD', 'cD2', 'cSD', 'cS3', 'cD3', 'cS2D', 'cSD2'];

const curves = readCsv('compressor_curves.csv')
  .map((row) => {
    const refrigerantCode = REFRIGERANT_CODES[row.refrigerant];
    const application = APPLICATIONS[row.application];
    if (!refrigerantCode || !application) throw new Error(`unexpected row ${row.name}`);
    const coefficients = (prefix) =>
      COEFFICIENTS.map((key) => toNumber(row[`${prefix}_${key}`], `${row.name} ${prefix}_${key}`));
    return {
      name: row.name,
      manufacturer: row.manufacturer,
      series: row.series,
      model: row.model,
      frequencyHz: toNumber(row.frequency_hz, `${row.name} frequency`),
      refrigerantCode,
      application,
      ratedReturnGasC: toNumber(row.rated_return_gas_C, `${row.name} return gas`),
      suctionMinC: toNumber(row.S_min_C, `${row.name} S_min`),
      suctionMaxC: toNumber(row.S_max_C, `${row.name} S_max`),
      dischargeMinC: toNumber(row.D_min_C, `${row.name} D_min`),
      dischargeMaxC: toNumber(row.D_max_C, `${row.name} D_max`),
      capacityCoefficientsW: coefficients('cap'),
      powerCoefficientsW: coefficients('pow'),
    };
  })
  .sort((a, b) => a.name.localeCompare(b.name));

if (curves.length !== 14) throw new Error(`expected 14 compressor rows, found ${curves.length}`);
if (new Set(curves.map((c) => c.name)).size !== curves.length) throw new Error('duplicate rows');

const conditions = readCsv('en328_rating_conditions.csv').map((row) => ({
  code: row.condition,
  airInletC: toNumber(row.air_inlet_C, `${row.condition} air`),
  evaporatingC: toNumber(row.evaporating_C, `${row.condition} evaporating`),
  dtK: toNumber(row.DT1_K, `${row.condition} DT1`),
  wetCoilFactor: toNumber(row.wet_coil_factor_total_over_sensible, `${row.condition} factor`),
  source: row.source,
}));
if (conditions.length !== 5) throw new Error(`expected SC1-SC5, found ${conditions.length}`);

/** Saturated liquid and superheated vapour rows of one fluid, in the domain's spelling. */
const saturated = readCsv('refrigerant_saturated.csv');
const superheated = readCsv('refrigerant_superheated.csv');
const refrigerantTables = Object.entries(REFRIGERANT_CODES).map(([fluid, code]) => {
  const pressures = new Map();
  for (const row of superheated.filter((item) => item.fluid === fluid)) {
    const pressurePa = toNumber(row.p_Pa, `${fluid} p`);
    const rows = pressures.get(pressurePa) ?? [];
    rows.push([
      toNumber(row.T_C, `${fluid} T`),
      toNumber(row.h_J_per_kg, `${fluid} h`),
      toNumber(row.rho_kg_per_m3, `${fluid} rho`),
    ]);
    pressures.set(pressurePa, rows);
  }
  return {
    refrigerantCode: code,
    saturated: saturated
      .filter((row) => row.fluid === fluid)
      .map((row) => [
        toNumber(row.T_C, `${fluid} T`),
        toNumber(row.p_sat_Pa, `${fluid} p`),
        toNumber(row.h_liq_J_per_kg, `${fluid} h_liq`),
      ]),
    isobars: [...pressures.entries()].map(([pressurePa, rows]) => ({ pressurePa, rows })),
  };
});
if (refrigerantTables.some((table) => table.saturated.length < 20 || table.isobars.length < 10))
  throw new Error('refrigerant tables are incomplete');

const banner = (csv) => `// GENERATED by packages/domain/scripts/generate-selection-data.mjs from
// packages/domain/data-sources/${csv}. Do not edit by hand: change the CSV and run
//   node packages/domain/scripts/generate-selection-data.mjs
// Sources and licence (BSD-3-style, notice kept): packages/domain/data-sources/ATTRIBUTION.md and
// packages/domain/data-sources/LICENSE-compressor-curves.txt.
`;

const outputs = [
  {
    target: join(capacityDir, 'compressor-curves.ts'),
    body: `${banner('compressor_curves.csv')}import type { CompressorCurve } from './types.ts';

/**
 * The 14 compressor curves the demonstration catalogue is built from (60 Hz, AHRI 540 form, W).
 * Inputs: S = saturated suction (dew) temperature, D = saturated discharge temperature, °C.
 */
export const COMPRESSOR_CURVES: readonly CompressorCurve[] = ${JSON.stringify(curves, null, 2)};
`,
  },
  {
    target: join(capacityDir, 'rating-conditions.ts'),
    body: `${banner('en328_rating_conditions.csv')}import type { RatingCondition } from './types.ts';

/**
 * European unit-cooler standard conditions SC1-SC5 (EN 328 as built into the source program):
 * air inlet, evaporating temperature (°C), DT1 (K) and the wet-coil factor (total / sensible).
 */
export const RATING_CONDITIONS: readonly RatingCondition[] = ${JSON.stringify(conditions, null, 2)};
`,
  },
  {
    target: join(capacityDir, 'refrigerant-tables.ts'),
    body: `${banner('refrigerant_saturated.csv and refrigerant_superheated.csv')}import type { RefrigerantTable } from './types.ts';

/**
 * Saturated liquid (T °C, p Pa, h_liq J/kg) and superheated vapour isobars (T °C, h J/kg,
 * rho kg/m³) of the fluids the compressor curves are rated for, from EnergyPlus
 * FluidPropertiesRefData (IIR reference: saturated liquid at 0 °C = 200 kJ/kg; blends
 * pseudo-pure). Trimmed to saturation from −50 to 60 °C and vapour up to 30 °C.
 */
export const REFRIGERANT_TABLES: readonly RefrigerantTable[] = ${JSON.stringify(refrigerantTables)};
`,
  },
];

const prettier = await import('prettier');
const isCheck = process.argv.includes('--check');
let isStale = false;
for (const { target, body } of outputs) {
  const options = (await prettier.resolveConfig(target)) ?? {};
  const output = await prettier.format(body, { ...options, filepath: target });
  if (isCheck) {
    const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
    if (current !== output) {
      console.error(
        `${target} is out of date: run node packages/domain/scripts/generate-selection-data.mjs`,
      );
      isStale = true;
    }
  } else {
    writeFileSync(target, output);
    console.log(`wrote ${target}`);
  }
}
if (isCheck) {
  if (isStale) process.exit(1);
  console.log(
    `selection data is up to date (${curves.length} compressor curves, ${conditions.length} rating conditions, ${refrigerantTables.length} refrigerant tables)`,
  );
}
