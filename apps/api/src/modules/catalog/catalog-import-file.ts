import fs from 'node:fs';
import path from 'node:path';
import { CatalogImportRecordSchema, type CatalogImportRecord } from '@camara-fria/contracts';
import { parse } from 'csv-parse/sync';

/**
 * Reading an import file (CSV or JSON, one schema: docs/domain/selection.md "Import file") into
 * records validated one by one with the contracts' schema, each with where it came from.
 */

/** Where a record came from: a CSV line or a JSON array position (both 1-based). */
export type RecordLocation = { readonly kind: 'line' | 'record'; readonly number: number };

export type LocatedRecord = {
  readonly location: RecordLocation;
  readonly value: CatalogImportRecord;
};

/** One reason a file is refused; `location` null = the file as a whole. */
export type ImportProblem = {
  readonly location: RecordLocation | null;
  /** `evaporator_sku FM-1X450-STD`: the record type and its code, when known. */
  readonly record: string | null;
  readonly path: string;
  readonly message: string;
};

export type ReadResult = {
  records: LocatedRecord[];
  problems: ImportProblem[];
  /** `type|code` (or `type|sku`) of the records the schema refused. */
  rejected: Set<string>;
};

/** The whole file refused for one reason. */
const refuseFile = (message: string): ReadResult => ({
  records: [],
  rejected: new Set(),
  problems: [{ location: null, record: null, path: '', message }],
});

/** The record type and code (or SKU, or model) of a raw record. */
function identify(raw: unknown): { type: string | null; code: string | null } {
  if (typeof raw !== 'object' || raw === null) return { type: null, code: null };
  const fields = raw as Record<string, unknown>;
  const code = [fields.code, fields.sku, fields.modelCode].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return {
    type: typeof fields.record === 'string' ? fields.record : null,
    code: code?.trim() ?? null,
  };
}

/** Validates each raw record on its own; every bad one is reported. */
export function validateRawRecords(
  raws: readonly { location: RecordLocation; raw: unknown }[],
): ReadResult {
  const records: LocatedRecord[] = [];
  const problems: ImportProblem[] = [];
  const rejected = new Set<string>();
  for (const { location, raw } of raws) {
    const result = CatalogImportRecordSchema.safeParse(raw);
    if (result.success) {
      records.push({ location, value: result.data });
      continue;
    }
    const { type, code } = identify(raw);
    if (type && code) rejected.add(`${type}|${code}`);
    for (const issue of result.error.issues) {
      const keys = 'keys' in issue && Array.isArray(issue.keys) ? issue.keys.join(', ') : '';
      problems.push({
        location,
        record: type ? [type, code].filter(Boolean).join(' ') : null,
        path: issue.path.join('.') || keys,
        message: issue.message,
      });
    }
  }
  return { records, problems, rejected };
}

/** Rows of a CSV file as objects by header; empty cells dropped (absent). */
export function readCsvRecords(text: string): ReadResult {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  let rows: { record: string[]; info: { lines: number } }[];
  try {
    rows = parse(text, {
      bom: true,
      delimiter,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    return refuseFile(`CSV inválido: ${(error as Error).message}`);
  }
  const [header, ...data] = rows;
  const columns = header?.record.map((name) => name.trim()) ?? [];
  if (!columns.includes('record')) {
    return refuseFile('A primeira linha do CSV deve ser o cabeçalho, com a coluna record.');
  }
  const problems: ImportProblem[] = [];
  const raws = data.flatMap(({ record: cells, info }) => {
    const location: RecordLocation = { kind: 'line', number: info.lines };
    if (cells.length > columns.length) {
      problems.push({
        location,
        record: null,
        path: '',
        message: `A linha tem ${cells.length} colunas; o cabeçalho, ${columns.length}.`,
      });
      return [];
    }
    const raw: Record<string, string> = {};
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (column && cell.trim() !== '') raw[column] = cell.trim();
    });
    return [{ location, raw }];
  });
  const result = validateRawRecords(raws);
  return { ...result, problems: [...problems, ...result.problems] };
}

/** A JSON array of records. */
export function readJsonRecords(text: string): ReadResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return refuseFile(`JSON inválido: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed)) {
    return refuseFile('O JSON deve ser uma lista (array) de registros.');
  }
  const items: unknown[] = parsed;
  return validateRawRecords(
    items.map((raw, index) => ({ location: { kind: 'record', number: index + 1 }, raw })),
  );
}

/** Reads a `.csv` or `.json` file. */
export function readCatalogFile(file: string): ReadResult {
  const extension = path.extname(file).toLowerCase();
  if (extension !== '.csv' && extension !== '.json') {
    return refuseFile('O arquivo deve ser .csv ou .json.');
  }
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    return refuseFile(`Não foi possível ler ${file}: ${(error as Error).message}`);
  }
  return extension === '.csv' ? readCsvRecords(text) : readJsonRecords(text);
}

/** One line of the report: `linha 12 [evaporator_sku X] voltageV: message`. */
export function formatProblem(problem: ImportProblem): string {
  const where = problem.location
    ? `${problem.location.kind === 'line' ? 'linha' : 'registro'} ${problem.location.number}`
    : 'arquivo';
  const record = problem.record ? ` [${problem.record}]` : '';
  const field = problem.path ? ` ${problem.path}:` : '';
  return `${where}${record}${field} ${problem.message}`;
}
