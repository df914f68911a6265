import { readImportedClassification } from '@camara-fria/contracts';
import {
  buildUnitCapacityTables,
  checkUnitCapacityTable,
  DomainError,
  type RemoteCondenserModel,
  type RemoteCondenserSku,
  type UnitCapacityTable,
  type UnitModel,
  type UnitSku,
} from '@camara-fria/domain';
import type { LocatedRecord } from './catalog-import-file.ts';
import {
  modelsWithSkus,
  pick,
  readSupply,
  uniqueBy,
  type HasLine,
  type ImportReport,
  type Located,
  type Of,
} from './catalog-import-report.ts';

/** Units (condensing and compressor) with their capacity tables, and remote condensers. */

type Point = Located<Of<'unit_capacity'>>;

/** The domain's table checks in Portuguese (the English text when a check is new). */
const TABLE_PROBLEMS: readonly [RegExp, string][] = [
  [/^evaporating axis must be strictly ascending$/, 'as temperaturas de evaporação devem crescer'],
  [/^ambient axis must be strictly ascending$/, 'as temperaturas ambiente devem crescer'],
  [/^(capacityKcalh|powerKw) values must be finite and above 0$/, '$1 deve ser maior que zero'],
  [
    /^capacity must not rise with the ambient temperature$/,
    'a capacidade não pode crescer com a temperatura ambiente',
  ],
];
const translate = (problem: string) => {
  const found = TABLE_PROBLEMS.find(([pattern]) => pattern.test(problem));
  return found ? problem.replace(found[0], found[1]) : problem;
};

/** Every (refrigerant, frequency) grid must hold each te × ambient cell: names the missing ones. */
function findMissingCells(points: readonly Point[]): string[] {
  const groups = new Map<string, Point[]>();
  for (const point of points) {
    const key = `${point.value.refrigerantCode} ${point.value.frequencyHz} Hz`;
    groups.set(key, [...(groups.get(key) ?? []), point]);
  }
  return [...groups].flatMap(([table, group]) => {
    const te = [...new Set(group.map((p) => p.value.evaporatingTemperatureC))];
    const ta = [...new Set(group.map((p) => p.value.ambientTemperatureC))];
    const cells = new Set(
      group.map((p) => `${p.value.evaporatingTemperatureC}|${p.value.ambientTemperatureC}`),
    );
    return te.flatMap((e) =>
      ta
        .filter((a) => !cells.has(`${e}|${a}`))
        .map((a) => `Tabela ${table}: falta o ponto de evaporação ${e} °C e ambiente ${a} °C`),
    );
  });
}

function buildTables(
  model: Located<Of<'unit'>>,
  points: readonly Point[],
  report: ImportReport,
): UnitCapacityTable[] {
  const missing = findMissingCells(points);
  for (const problem of missing) report.add(model, 'unit_capacity', `${problem}.`);
  if (missing.length > 0) return [];
  try {
    const tables = buildUnitCapacityTables(points.map(({ value: { record: _, ...row } }) => row));
    for (const table of tables) {
      for (const problem of checkUnitCapacityTable(table)) {
        const name = `${table.refrigerantCode} ${table.frequencyHz} Hz`;
        report.add(model, 'unit_capacity', `Tabela ${name}: ${translate(problem)}.`);
      }
    }
    return tables;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    report.add(model, 'unit_capacity', `Tabela de capacidade inconsistente: ${error.message}.`);
    return [];
  }
}

function readPoints(
  records: readonly LocatedRecord[],
  units: ReadonlyMap<string, unknown>,
  report: ImportReport,
): Map<string, Point[]> {
  const points = uniqueBy(
    pick(records, 'unit_capacity'),
    (p) =>
      [
        p.modelCode,
        p.refrigerantCode,
        p.frequencyHz,
        p.evaporatingTemperatureC,
        p.ambientTemperatureC,
      ].join('|'),
    report,
    'evaporatingTemperatureC',
    'Ponto da tabela',
  );
  const byModel = new Map<string, Point[]>();
  for (const point of points.values()) {
    const { modelCode } = point.value;
    if (!units.has(modelCode)) {
      const message = `Unidade desconhecida: ${modelCode}.`;
      report.addUnknown(point, 'modelCode', { type: 'unit', code: modelCode }, message);
    } else byModel.set(modelCode, [...(byModel.get(modelCode) ?? []), point]);
  }
  return byModel;
}

/** Condensing and compressor units; codes unique across both (the domain finds units by code). */
export function readUnits(
  records: readonly LocatedRecord[],
  hasLine: HasLine,
  report: ImportReport,
): { items: UnitModel[]; skus: UnitSku[] } {
  const models = uniqueBy(pick(records, 'unit'), (m) => m.code, report, 'code', 'Modelo');
  const pointsByModel = readPoints(records, models, report);
  const skus = uniqueBy(pick(records, 'unit_sku'), (s) => s.sku, report, 'sku', 'SKU');
  const skuItems = [...skus.values()].flatMap((item): UnitSku[] => {
    const powerSupply = readSupply(item, report);
    const { record: _, frequencyHz: __, voltageV: ___, phases: ____, ...sku } = item.value;
    if (models.has(sku.modelCode)) return [{ ...sku, powerSupply }];
    const message = `Unidade desconhecida: ${sku.modelCode}.`;
    report.addUnknown(item, 'modelCode', { type: 'unit', code: sku.modelCode }, message);
    return [];
  });
  const withSkus = modelsWithSkus(skus.values());
  const items = [...models.values()].map((item): UnitModel => {
    const { record: _, ncm, ex, origin, ...model } = item.value;
    if (!hasLine(model.kind, model.lineCode)) {
      const message = `Linha ${model.kind} desconhecida: ${model.lineCode}.`;
      report.addUnknown(item, 'lineCode', { type: 'line', code: model.lineCode }, message);
    }
    if (!withSkus.has(model.code)) report.add(item, 'code', 'O modelo não tem SKU (unit_sku).');
    const points = pointsByModel.get(model.code) ?? [];
    if (points.length === 0) {
      report.add(item, 'code', 'O modelo não tem tabela de capacidade (unit_capacity).');
    }
    const capacityTables = points.length > 0 ? buildTables(item, points, report) : [];
    const classification = readImportedClassification({ ncm, ex, origin });
    return { ...model, capacityTables, classification, isDemonstration: false };
  });
  return { items, skus: skuItems };
}

export function readCondensers(
  records: readonly LocatedRecord[],
  hasLine: HasLine,
  report: ImportReport,
): { items: RemoteCondenserModel[]; skus: RemoteCondenserSku[] } {
  const models = uniqueBy(pick(records, 'condenser'), (m) => m.code, report, 'code', 'Modelo');
  const skus = uniqueBy(pick(records, 'condenser_sku'), (s) => s.sku, report, 'sku', 'SKU');
  const skuItems = [...skus.values()].flatMap((item): RemoteCondenserSku[] => {
    const powerSupply = readSupply(item, report);
    const { record: _, frequencyHz: __, voltageV: ___, phases: ____, ...sku } = item.value;
    if (models.has(sku.modelCode)) return [{ ...sku, powerSupply }];
    const message = `Condensador desconhecido: ${sku.modelCode}.`;
    report.addUnknown(item, 'modelCode', { type: 'condenser', code: sku.modelCode }, message);
    return [];
  });
  const withSkus = modelsWithSkus(skus.values());
  const items = [...models.values()].map((item): RemoteCondenserModel => {
    const { record: _, ncm, ex, origin, ...model } = item.value;
    if (!hasLine('REMOTE_CONDENSER', model.lineCode)) {
      const message = `Linha de condensadores desconhecida: ${model.lineCode}.`;
      report.addUnknown(item, 'lineCode', { type: 'line', code: model.lineCode }, message);
    }
    if (!withSkus.has(model.code))
      report.add(item, 'code', 'O modelo não tem SKU (condenser_sku).');
    const classification = readImportedClassification({ ncm, ex, origin });
    return { ...model, classification, isDemonstration: false };
  });
  return { items, skus: skuItems };
}
