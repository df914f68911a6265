import type { CatalogImportRecord } from '@camara-fria/contracts';
import { isPowerSupplyAllowed, type PowerSupply } from '@camara-fria/domain';
import type { ImportProblem, LocatedRecord, RecordLocation } from './catalog-import-file.ts';

/** The problem report of an import's cross-record checks and the helpers those checks share. */

export type RecordType = CatalogImportRecord['record'];
export type Of<T extends RecordType> = Extract<CatalogImportRecord, { record: T }>;
export type Located<T> = { location: RecordLocation; value: T };
export type HasLine = (kind: string, code: string) => boolean;

export const where = (location: RecordLocation): string =>
  `${location.kind === 'line' ? 'linha' : 'registro'} ${location.number}`;

export class ImportReport {
  readonly problems: ImportProblem[] = [];

  /** `rejected`: `type|code` of the records the schema refused (already reported). */
  constructor(private readonly rejected: ReadonlySet<string>) {}

  add(at: Located<CatalogImportRecord> | null, path: string, message: string): void {
    const value = at?.value;
    const code = value && ('sku' in value ? value.sku : 'code' in value ? value.code : null);
    const modelCode = value && 'modelCode' in value ? value.modelCode : '';
    this.problems.push({
      location: at?.location ?? null,
      record: value ? [value.record, code ?? modelCode].join(' ').trim() : null,
      path,
      message,
    });
  }

  /**
   * Reports a reference to an unknown `type|code`, unless that record was in the file and the
   * schema refused it (its own problem says why; the reference is not a second mistake).
   */
  addUnknown(
    at: Located<CatalogImportRecord>,
    path: string,
    target: { type: RecordType; code: string },
    message: string,
  ): void {
    if (!this.rejected.has(`${target.type}|${target.code}`)) this.add(at, path, message);
  }
}

export function pick<T extends RecordType>(
  records: readonly LocatedRecord[],
  type: T,
): Located<Of<T>>[] {
  return records.filter((item): item is Located<Of<T>> => item.value.record === type);
}

/** Keeps the first record of each key; reports the others as repeated. */
export function uniqueBy<T extends CatalogImportRecord>(
  items: readonly Located<T>[],
  keyOf: (value: T) => string,
  report: ImportReport,
  path: string,
  what: string,
): Map<string, Located<T>> {
  const seen = new Map<string, Located<T>>();
  for (const item of items) {
    const key = keyOf(item.value);
    const first = seen.get(key);
    if (first) report.add(item, path, `${what} repetido (já na ${where(first.location)}).`);
    else seen.set(key, item);
  }
  return seen;
}

type SkuRecord = Of<'evaporator_sku' | 'unit_sku' | 'condenser_sku'>;

/** The SKU's supply; reports one the spec's rule does not offer (only 220 V is single-phase). */
export function readSupply(item: Located<SkuRecord>, report: ImportReport): PowerSupply {
  const { frequencyHz, voltageV, phases } = item.value;
  const supply = { frequencyHz, voltageV, phases };
  if (!isPowerSupplyAllowed(supply)) {
    report.add(
      item,
      'phases',
      `Alimentação não oferecida: só 220 V é monofásica (${voltageV} V, ${phases}F).`,
    );
  }
  return supply;
}

/** Models that have at least one SKU. */
export const modelsWithSkus = (skus: Iterable<Located<SkuRecord>>): Set<string> =>
  new Set([...skus].map((item) => item.value.modelCode));
