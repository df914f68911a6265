import { readImportedClassification } from '@camara-fria/contracts';
import {
  buildSelectionIndex,
  deriveLineApplicationRange,
  DomainError,
  type EquipmentCatalog,
  type EvaporatorModel,
  type EvaporatorSku,
  type ProductLine,
} from '@camara-fria/domain';
import { lineImageKey } from './catalog-images.ts';
import type { ImportProblem, LocatedRecord } from './catalog-import-file.ts';
import {
  ImportReport,
  modelsWithSkus,
  pick,
  readSupply,
  uniqueBy,
  where,
  type HasLine,
  type Located,
  type Of,
} from './catalog-import-report.ts';
import { readCondensers, readUnits } from './catalog-import-units.ts';

/**
 * Cross-record checks of an import and the catalogue they build: one `catalog` record, unique
 * codes and SKUs, every reference known, the supply rule, complete and sound unit tables (the
 * domain's `buildUnitCapacityTables` and `checkUnitCapacityTable`), and the domain's index.
 */

export type AssembledCatalog = {
  catalog: EquipmentCatalog;
  /** Image paths given by the file, by `kind|code` of the line. */
  imagePaths: Map<string, string>;
};

function readHeader(records: readonly LocatedRecord[], report: ImportReport) {
  const [first, ...others] = pick(records, 'catalog');
  if (!first) report.add(null, 'record', 'Falta o registro catalog (label e catalogVersion).');
  for (const other of others) {
    const message = `Só um registro catalog por arquivo (o primeiro está na ${where(first?.location ?? other.location)}).`;
    report.add(other, 'record', message);
  }
  return first?.value ?? { label: '', catalogVersion: '' };
}

function readLines(records: readonly LocatedRecord[], report: ImportReport) {
  const key = (line: { kind: string; code: string }) => lineImageKey(line.kind, line.code);
  const lines = uniqueBy(pick(records, 'line'), key, report, 'code', 'Linha');
  const items = [...lines.values()].map((item): ProductLine => {
    const { value } = item;
    return {
      kind: value.kind,
      code: value.code,
      name: value.name,
      description: value.description ?? '',
      application: value.application ?? null,
      dtChoicesK: value.dtChoicesK ?? [],
      ...readApplicationRange(item, report),
      isDemonstration: false,
    };
  });
  const imagePaths = new Map<string, string>();
  for (const { value } of lines.values())
    if (value.imagePath) imagePaths.set(key(value), value.imagePath);
  const hasLine: HasLine = (kind, code) => lines.has(lineImageKey(kind, code));
  return { items, hasLine, imagePaths };
}

type LineRecord = Located<Of<'line'>>;

/**
 * A line's application range as the file gives it (docs/decisions/060): evaporator lines only,
 * the minimum not above the maximum. Both absent: `null` here, filled with the fin-spacing
 * default once the models are read ({@link fillApplicationRanges}).
 */
function readApplicationRange(item: LineRecord, report: ImportReport) {
  const { kind, roomTemperatureMinC: min, roomTemperatureMaxC: max } = item.value;
  if (kind !== 'EVAPORATOR' && (min !== undefined || max !== undefined)) {
    report.add(
      item,
      'roomTemperatureMinC',
      'Só linhas de evaporadores têm faixa de aplicação (roomTemperatureMinC, roomTemperatureMaxC).',
    );
  }
  if (min !== undefined && max !== undefined && min > max) {
    report.add(
      item,
      'roomTemperatureMinC',
      'A temperatura mínima da câmara (roomTemperatureMinC) passa da máxima (roomTemperatureMaxC).',
    );
  }
  return { roomTemperatureMinC: min ?? null, roomTemperatureMaxC: max ?? null };
}

/**
 * The evaporator lines that state no application range get the default of their models'
 * narrowest fin spacing (`deriveLineApplicationRange`); a line that states a bound keeps it.
 */
function fillApplicationRanges(
  records: readonly LocatedRecord[],
  lines: readonly ProductLine[],
  models: readonly EvaporatorModel[],
): ProductLine[] {
  const stated = new Set(
    pick(records, 'line')
      .filter(
        ({ value }) =>
          value.roomTemperatureMinC !== undefined || value.roomTemperatureMaxC !== undefined,
      )
      .map(({ value }) => lineImageKey(value.kind, value.code)),
  );
  return lines.map((line) => {
    if (line.kind !== 'EVAPORATOR' || stated.has(lineImageKey(line.kind, line.code))) return line;
    const fins = models
      .filter((model) => model.lineCode === line.code)
      .map((model) => model.finSpacingMm);
    return { ...line, ...deriveLineApplicationRange(fins) };
  });
}

function readRefrigerantFactors(
  records: readonly LocatedRecord[],
  models: ReadonlyMap<string, unknown>,
  report: ImportReport,
): Map<string, Record<string, number>> {
  const factors = uniqueBy(
    pick(records, 'evaporator_refrigerant'),
    (f) => `${f.modelCode}|${f.refrigerantCode}`,
    report,
    'refrigerantCode',
    'Fluido do modelo',
  );
  const byModel = new Map<string, Record<string, number>>();
  for (const item of factors.values()) {
    const { modelCode, refrigerantCode, factor } = item.value;
    if (models.has(modelCode)) {
      byModel.set(modelCode, { ...byModel.get(modelCode), [refrigerantCode]: factor });
    } else {
      const message = `Evaporador desconhecido: ${modelCode}.`;
      report.addUnknown(item, 'modelCode', { type: 'evaporator', code: modelCode }, message);
    }
  }
  return byModel;
}

function readEvaporators(
  records: readonly LocatedRecord[],
  hasLine: HasLine,
  report: ImportReport,
) {
  const models = uniqueBy(pick(records, 'evaporator'), (m) => m.code, report, 'code', 'Modelo');
  const factors = readRefrigerantFactors(records, models, report);
  const skus = uniqueBy(pick(records, 'evaporator_sku'), (s) => s.sku, report, 'sku', 'SKU');
  const skuItems = [...skus.values()].flatMap((item): EvaporatorSku[] => {
    const powerSupply = readSupply(item, report);
    const { record: _, frequencyHz: __, voltageV: ___, phases: ____, ...sku } = item.value;
    const model = models.get(sku.modelCode)?.value;
    if (!model) {
      const message = `Evaporador desconhecido: ${sku.modelCode}.`;
      report.addUnknown(item, 'modelCode', { type: 'evaporator', code: sku.modelCode }, message);
      return [];
    }
    if (!model.defrostKinds.includes(sku.defrost)) {
      report.add(
        item,
        'defrost',
        `O modelo ${model.code} não tem o degelo ${sku.defrost} (defrostKinds).`,
      );
    }
    return [{ ...sku, powerSupply }];
  });
  const withSkus = modelsWithSkus(skus.values());
  const items = [...models.values()].map((item): EvaporatorModel => {
    const {
      record: _,
      referenceCapacityKcalh,
      referenceDtK,
      ratingCondition,
      maxDtFactor,
      ncm,
      ex,
      origin,
      ...model
    } = item.value;
    const { referenceEvaporatingTemperatureC, ...sizes } = model;
    if (!hasLine('EVAPORATOR', model.lineCode)) {
      const message = `Linha de evaporadores desconhecida: ${model.lineCode}.`;
      report.addUnknown(item, 'lineCode', { type: 'line', code: model.lineCode }, message);
    }
    const refrigerantFactors = factors.get(model.code) ?? {};
    if (Object.keys(refrigerantFactors).length === 0) {
      report.add(item, 'code', 'O modelo não tem fluido refrigerante (evaporator_refrigerant).');
    }
    if (!withSkus.has(model.code))
      report.add(item, 'code', 'O modelo não tem SKU (evaporator_sku).');
    return {
      ...sizes,
      capacity: {
        referenceCapacityKcalh,
        referenceDtK,
        referenceEvaporatingTemperatureC,
        ratingCondition,
        refrigerantFactors,
        ...(maxDtFactor === undefined ? {} : { maxDtFactor }),
      },
      classification: readImportedClassification({ ncm, ex, origin }),
      isDemonstration: false,
    };
  });
  return { items, skus: skuItems };
}

/**
 * The catalogue of an import's records, or every problem found (`rejected`: `type|code` of the
 * records the schema already refused, so references to them are not reported twice).
 */
export function assembleCatalog(
  records: readonly LocatedRecord[],
  rejected: ReadonlySet<string> = new Set(),
): { catalog: AssembledCatalog; problems: [] } | { catalog: null; problems: ImportProblem[] } {
  const report = new ImportReport(rejected);
  const header = readHeader(records, report);
  const lines = readLines(records, report);
  const evaporators = readEvaporators(records, lines.hasLine, report);
  const units = readUnits(records, lines.hasLine, report);
  const condensers = readCondensers(records, lines.hasLine, report);
  if (evaporators.items.length === 0 && !rejected.size) {
    report.add(null, 'record', 'O catálogo precisa de ao menos um evaporador.');
  }
  if (!units.items.some((unit) => unit.kind === 'CONDENSING_UNIT') && !rejected.size) {
    report.add(null, 'record', 'O catálogo precisa de ao menos uma unidade condensadora.');
  }
  if (report.problems.length > 0) return { catalog: null, problems: report.problems };
  const kindOf = new Map(units.items.map((unit) => [unit.code, unit.kind]));
  const catalog: EquipmentCatalog = {
    catalogVersion: header.catalogVersion,
    label: header.label,
    isDemonstration: false,
    lines: fillApplicationRanges(records, lines.items, evaporators.items),
    evaporators: evaporators.items,
    evaporatorSkus: evaporators.skus,
    condensingUnits: units.items.filter((unit) => unit.kind === 'CONDENSING_UNIT'),
    condensingUnitSkus: units.skus.filter((sku) => kindOf.get(sku.modelCode) === 'CONDENSING_UNIT'),
    compressorUnits: units.items.filter((unit) => unit.kind === 'COMPRESSOR_UNIT'),
    compressorUnitSkus: units.skus.filter((sku) => kindOf.get(sku.modelCode) === 'COMPRESSOR_UNIT'),
    remoteCondensers: condensers.items,
    remoteCondenserSkus: condensers.skus,
  };
  try {
    buildSelectionIndex(catalog);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    report.add(null, error.field ?? '', `O catálogo não pôde ser indexado: ${error.message}.`);
    return { catalog: null, problems: report.problems };
  }
  return { catalog: { catalog, imagePaths: lines.imagePaths }, problems: [] };
}
