#!/usr/bin/env node
// Generates packages/domain/src/reference-data/goods-catalog.ts from the CSVs in
// packages/domain/data-sources/. Deterministic: same CSVs, same output byte for byte.
//
//   node packages/domain/scripts/generate-goods.mjs          # write the module
//   node packages/domain/scripts/generate-goods.mjs --check  # exit 1 if it is out of date
//
// Rules (docs/domain/heat-load.md, "Goods catalogue"):
// - TACO rows: c1 Choi-Okos at 5 °C, c2 Siebel, L = 333.6·xw (TACO's calc_ columns, checked
//   here against our own implementation of the models); where ASHRAE Table 3 has the
//   commodity, its freezing point, c1, c2 and L replace the models.
// - ASHRAE/Earle-only rows add commodities TACO lacks, with their tabulated values.
// - Missing freezing points take the group default; respiration comes from respiration_heat.csv.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GROUPS, ADDITIONS, correctGoodsName, findRespirationCommodity } from './goods-rules.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const sources = join(here, '..', 'data-sources');
const target = join(here, '..', 'src', 'reference-data', 'goods-catalog.ts');

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
  return lines.slice(1).map((line, index) => {
    const cells = split(line);
    return { row: index + 1, ...Object.fromEntries(header.map((key, i) => [key, cells[i] ?? ''])) };
  });
}

const num = (text) => (text === '' || text === undefined ? null : Number(text));
const round = (value, digits) => Number(value.toFixed(digits));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** Choi & Okos (1986) specific heat at T °C from mass fractions (ASHRAE Fundamentals ch. 19). */
function computeChoiOkos(fractions, t) {
  const models = {
    water: [4.1762, -9.0864e-5, 5.4731e-6],
    protein: [2.0082, 1.2089e-3, -1.3129e-6],
    fat: [1.9842, 1.4733e-3, -4.8008e-6],
    carbohydrate: [1.5488, 1.9625e-3, -5.9399e-6],
    fiber: [1.8459, 1.8306e-3, -4.6509e-6],
    ash: [1.0926, 1.8896e-3, -3.6817e-6],
  };
  return Object.entries(models).reduce(
    (sum, [key, [a, b, c]]) => sum + (fractions[key] ?? 0) * (a + b * t + c * t * t),
    0,
  );
}

const siebelBelow = (xw) => 1.256 * xw + 0.837;
const latentFromWater = (xw) => 333.6 * xw;

const taco = readCsv('produtos_taco_composicao.csv');
const excerpts = readCsv('foods_reference_excerpts.csv');
const respiration = readCsv('respiration_heat.csv');
const BTU_PER_LB_H_IN_MW_PER_KG = (1055.05585 / 0.45359237 / 3600) * 1000;

const respirationByCommodity = new Map(
  respiration.map((row) => {
    const btu = num(row.heat_btu_per_lb_h);
    const value = btu === null ? num(row.heat_mW_per_kg) : btu * BTU_PER_LB_H_IN_MW_PER_KG;
    const origin =
      row.source_id === 'NCSU_AH66'
        ? `USDA Agriculture Handbook 66 (1986) via NCSU "Specific Heat and Heat of Respiration": ${row.commodity_en}, ${row.heat_btu_per_lb_h} Btu/(lb·h) at ${row.storage_temp_C} °C × 646.1`
        : `typical value, NOT verified against ASHRAE/AH-66 tables: ${row.commodity_en} at ${row.storage_temp_C} °C`;
    return [row.commodity_en, { value: round(value, 1), origin }];
  }),
);

function findRespiration(name, groupCode, commodity) {
  if (!['fruit', 'vegetables'].includes(groupCode)) {
    return { value: 0, origin: 'not living produce: 0' };
  }
  const key = commodity ?? findRespirationCommodity(name);
  const found = respirationByCommodity.get(key);
  if (!found) throw new Error(`no respiration value for "${name}" (${key})`);
  return found;
}

const ashraeRowByItem = (item) =>
  excerpts.find(
    (r) => r.item_en === item && r.source_id === 'ASHRAE2006_T3_SI' && r.cp_above_kJ_per_kgK,
  ) ?? excerpts.find((r) => r.item_en === item && r.source_id === 'ASHRAE_T3_IP_engineersedge');

const SOURCE_LABEL = {
  ASHRAE2006_T3_SI: 'ASHRAE Refrigeration Handbook 2006, ch. 9, Table 3 (SI)',
  ASHRAE_T3_IP_engineersedge: 'ASHRAE Refrigeration Handbook, ch. 9, Table 3 (IP, converted)',
  Earle_UnitOps_App7: 'Earle, Unit Operations in Food Processing, App. 7 (after ASHRAE)',
};

// Group default freezing points: medians of the ASHRAE rows for fruit and vegetables.
const fruitRows = excerpts.filter(
  (r) => r.source_id === 'ASHRAE_T3_IP_engineersedge' && r.group_en === 'Fruits',
);
const vegetableRows = excerpts.filter(
  (r) => r.source_id === 'ASHRAE2006_T3_SI' && r.initial_freezing_point_C !== '',
);
const medians = {
  fruit: median(fruitRows.map((r) => num(r.initial_freezing_point_C))),
  vegetables: median(vegetableRows.map((r) => num(r.initial_freezing_point_C))),
};
const groups = GROUPS.map((group) => {
  if (group.defaultFreezingPoint !== 'MEDIAN') return group;
  const base = group.code === 'frozen-fruit-pulp' ? 'fruit' : group.code;
  const rows = base === 'fruit' ? fruitRows : vegetableRows;
  return {
    ...group,
    defaultFreezingPoint: medians[base],
    defaultFreezingPointSource: `median of the ${rows.length} ${base === 'fruit' ? 'fruit' : 'vegetable'} rows of ${SOURCE_LABEL[rows[0].source_id]}`,
  };
});
const groupByCode = new Map(groups.map((group) => [group.code, group]));

function findTacoGroup(row) {
  if (row.taco_id === '141') return 'bakery';
  const map = {
    'Carnes bovinas': 'beef',
    'Carnes suínas': 'pork',
    Aves: 'poultry',
    'Embutidos, frios e carnes processadas': 'processed-meat',
    'Carnes (outras)': 'processed-meat',
    'Pescados e frutos do mar': 'fish',
    'Laticínios e gorduras (manteiga, margarina)': 'butter',
    Ovos: 'eggs',
    Frutas: 'fruit',
    'Polpas de fruta congeladas': 'frozen-fruit-pulp',
    Hortaliças: 'vegetables',
    Bebidas: 'beverages',
  };
  if (row.grupo_camara === 'Laticínios')
    return row.nome_pt.startsWith('Queijo') ? 'cheese' : 'dairy';
  const code = map[row.grupo_camara];
  if (!code) throw new Error(`no group for TACO ${row.taco_id} (${row.grupo_camara})`);
  return code;
}

function buildTacoGood(row) {
  const xw = num(row.umidade_pct) / 100;
  const fractions = {
    water: xw,
    protein: num(row.proteina_pct) / 100,
    fat: num(row.lipideos_pct) / 100,
    carbohydrate:
      Math.max(0, (num(row.carboidrato_total_pct) ?? 0) - (num(row.fibra_pct) ?? 0)) / 100,
    fiber: (num(row.fibra_pct) ?? 0) / 100,
    ash: (num(row.cinzas_pct) ?? 0) / 100,
  };
  const c1Model = computeChoiOkos(fractions, 5);
  const tabulated = num(row.calc_cp_acima_choi_okos_5C_kJ_kgK);
  if (Math.abs(c1Model - tabulated) > 0.011) {
    throw new Error(`Choi-Okos mismatch for TACO ${row.taco_id}: ${c1Model} vs ${tabulated}`);
  }
  const groupCode = findTacoGroup(row);
  const group = groupByCode.get(groupCode);
  const composition = `TACO 4ª ed. (NEPA/UNICAMP, 2011), id ${row.taco_id}`;
  const ashrae = row.ref_ashrae_item ? ashraeRowByItem(row.ref_ashrae_item) : undefined;
  const ashraeLabel = ashrae && `${SOURCE_LABEL[ashrae.source_id]}: ${ashrae.item_en}`;
  const resp = findRespiration(row.nome_pt, groupCode);
  return {
    id: 1000 + Number(row.taco_id),
    code: `taco-${row.taco_id}`,
    name: correctGoodsName(row.nome_pt),
    groupCode,
    waterPct: num(row.umidade_pct),
    freezingPoint: ashrae ? num(row.ref_ponto_congelamento_C) : group.defaultFreezingPoint,
    specificHeatAboveFreezing: ashrae ? num(ashrae.cp_above_kJ_per_kgK) : tabulated,
    specificHeatBelowFreezing: ashrae ? num(ashrae.cp_below_kJ_per_kgK) : round(siebelBelow(xw), 2),
    latentHeatOfFusion: ashrae
      ? num(ashrae.latent_heat_kJ_per_kg)
      : Math.round(latentFromWater(xw)),
    heatOfRespiration: resp.value,
    sources: {
      composition,
      freezingPoint:
        ashraeLabel ?? `group default (${group.name}): ${group.defaultFreezingPointSource}`,
      specificHeatAboveFreezing:
        ashraeLabel ?? 'Choi & Okos (1986) at 5 °C from the TACO composition',
      specificHeatBelowFreezing:
        ashraeLabel ?? 'Siebel (1892): 1.256·xw + 0.837 from the TACO water',
      latentHeatOfFusion: ashraeLabel ?? 'L = 333.6·xw from the TACO water',
      heatOfRespiration: resp.origin,
    },
  };
}

/** Earle prints ranges such as "32-37" or "-3 to -18": water and L take the midpoint, tf the first. */
function readEarle(text, kind) {
  const match = text.match(/^(-?[\d.]+)(?:\s*(?:-|to)\s*(-?[\d.]+))?$/);
  if (!match) return num(text);
  const first = Number(match[1]);
  if (!match[2] || kind === 'first') return first;
  return (first + Math.abs(Number(match[2]))) / 2;
}

function buildExcerptGood(addition) {
  const [sourceId, item] = addition.key.split('|');
  const row = excerpts.find((r) => r.source_id === sourceId && r.item_en === item);
  if (!row) throw new Error(`no excerpt row ${addition.key}`);
  const group = groupByCode.get(addition.group);
  const label = `${SOURCE_LABEL[sourceId]}: ${item}`;
  const isEarle = sourceId === 'Earle_UnitOps_App7';
  const water = isEarle ? readEarle(row.water_pct, 'mid') : num(row.water_pct);
  const xw = water === null ? null : water / 100;
  const tf = isEarle
    ? readEarle(row.initial_freezing_point_C, 'first')
    : num(row.initial_freezing_point_C);
  let c1 = num(row.cp_above_kJ_per_kgK);
  let c1Source = label;
  if (c1 === null) {
    const known = ['water_pct', 'protein_pct', 'fat_pct', 'carbohydrate_total_pct'].reduce(
      (s, k) => s + num(row[k]),
      0,
    );
    const fractions = {
      water: xw,
      protein: num(row.protein_pct) / 100,
      fat: num(row.fat_pct) / 100,
      carbohydrate: num(row.carbohydrate_total_pct) / 100,
      ash: Math.max(0, 100 - known) / 100,
    };
    c1 = round(computeChoiOkos(fractions, 5), 2);
    c1Source = `Choi & Okos (1986) at 5 °C from the composition in ${label} (fibre counted as carbohydrate, ash by difference)`;
  }
  const c2 = num(row.cp_below_kJ_per_kgK) ?? round(siebelBelow(xw), 2);
  const c2Source =
    num(row.cp_below_kJ_per_kgK) === null ? `Siebel (1892) from the water in ${label}` : label;
  let latent = isEarle
    ? readEarle(row.latent_heat_kJ_per_kg, 'mid')
    : num(row.latent_heat_kJ_per_kg);
  let latentSource = label;
  const modelLatent = xw === null ? null : latentFromWater(xw);
  if (
    latent === null ||
    (modelLatent !== null && Math.abs(latent - modelLatent) / modelLatent > 0.1)
  ) {
    latentSource =
      latent === null
        ? `L = 333.6·xw from the water in ${label}`
        : `L = 333.6·xw from the water in ${label} (tabulated ${latent} kJ/kg is inconsistent with it)`;
    latent = Math.round(modelLatent);
  }
  const resp = findRespiration(addition.name, addition.group, addition.respiration);
  return {
    id: 2000 + row.row,
    code: `${isEarle ? 'earle' : 'ashrae'}-${row.row}`,
    name: addition.name,
    groupCode: addition.group,
    waterPct: water,
    freezingPoint: tf ?? group.defaultFreezingPoint,
    specificHeatAboveFreezing: c1,
    specificHeatBelowFreezing: c2,
    latentHeatOfFusion: latent,
    heatOfRespiration: resp.value,
    sources: {
      composition: water === null ? `${label} (no composition)` : label,
      freezingPoint:
        tf === null ? `group default (${group.name}): ${group.defaultFreezingPointSource}` : label,
      specificHeatAboveFreezing: c1Source,
      specificHeatBelowFreezing: c2Source,
      latentHeatOfFusion: latentSource,
      heatOfRespiration: resp.origin,
    },
  };
}

const miscellaneousGroup = groupByCode.get('miscellaneous');
const miscellaneous = {
  id: 1,
  code: 'miscellaneous',
  name: 'Diversos',
  groupCode: 'miscellaneous',
  waterPct: 75,
  freezingPoint: miscellaneousGroup.defaultFreezingPoint,
  specificHeatAboveFreezing: round(3.349 * 0.75 + 0.837, 2),
  specificHeatBelowFreezing: round(siebelBelow(0.75), 2),
  latentHeatOfFusion: Math.round(latentFromWater(0.75)),
  heatOfRespiration: 0,
  sources: {
    composition: 'product decision: a generic food with 75 % water',
    freezingPoint: miscellaneousGroup.defaultFreezingPointSource,
    specificHeatAboveFreezing: 'Siebel (1892): 3.349·xw + 0.837 with xw 0.75',
    specificHeatBelowFreezing: 'Siebel (1892): 1.256·xw + 0.837 with xw 0.75',
    latentHeatOfFusion: 'L = 333.6·xw with xw 0.75',
    heatOfRespiration: 'not living produce: 0',
  },
};

const goods = [miscellaneous, ...taco.map(buildTacoGood), ...ADDITIONS.map(buildExcerptGood)]
  .map(({ groupCode, id, code, name, ...values }) => {
    const groupId = groupByCode.get(groupCode).id;
    return { id, code, name, groupId, ...values };
  })
  .sort((a, b) => a.id - b.id);

const ids = new Set(goods.map((g) => g.id));
if (ids.size !== goods.length) throw new Error('duplicate goods ids');

const header = `// GENERATED by packages/domain/scripts/generate-goods.mjs from packages/domain/data-sources/.
// Do not edit by hand: change the CSVs or the rules and run
//   node packages/domain/scripts/generate-goods.mjs
// Sources and licences: packages/domain/data-sources/ATTRIBUTION.md. TACO: "Tabela Brasileira de
// Composição de Alimentos", 4ª ed. revisada e ampliada, NEPA/UNICAMP, Campinas, 2011.
import type { GoodsRecord, ProductGroupRecord } from './goods-types.ts';
`;
const groupsOut = groups.map(
  ({ id, code, name, defaultFreezingPoint, defaultFreezingPointSource }) => ({
    id,
    code,
    name,
    defaultFreezingPoint,
    defaultFreezingPointSource,
  }),
);
const body = `${header}
export const PRODUCT_GROUPS: readonly ProductGroupRecord[] = ${JSON.stringify(groupsOut, null, 2)};

export const GOODS: readonly GoodsRecord[] = ${JSON.stringify(goods, null, 2)};
`;

const prettier = await import('prettier');
const options = (await prettier.resolveConfig(target)) ?? {};
const output = await prettier.format(body, { ...options, filepath: target });

if (process.argv.includes('--check')) {
  const current = readFileSync(target, 'utf8');
  if (current !== output) {
    console.error(
      'goods-catalog.ts is out of date: run node packages/domain/scripts/generate-goods.mjs',
    );
    process.exit(1);
  }
  console.log(`goods-catalog.ts is up to date (${goods.length} goods, ${groups.length} groups)`);
} else {
  writeFileSync(target, output);
  console.log(`wrote ${target}: ${goods.length} goods in ${groups.length} groups`);
}
