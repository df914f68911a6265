import fs from 'node:fs';
import path from 'node:path';
import { BRAZILIAN_STATES } from '@camara-fria/contracts';
import { count } from 'drizzle-orm';
import { API_ROOT } from '../api-root.ts';
import type { Database } from './client.ts';
import { municipalities } from './schema/index.ts';

const CSV = path.join(API_ROOT, 'data-sources', 'brasil', 'municipios.csv');
const STATES_CSV = path.join(API_ROOT, 'data-sources', 'brasil', 'estados.csv');

type MunicipalityRow = typeof municipalities.$inferInsert;

/** Reads the IBGE municipalities (data-sources/brasil, MIT) as rows with the state's UF. */
export function readMunicipalities(): MunicipalityRow[] {
  const ufByCode = new Map(
    fs
      .readFileSync(STATES_CSV, 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => {
        const [code, uf] = line.split(',');
        return [code, uf] as const;
      }),
  );
  const known = new Set<string>(BRAZILIAN_STATES.map((state) => state.uf));
  return fs
    .readFileSync(CSV, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const columns = line.split(',');
      const uf = ufByCode.get(columns[5] ?? '');
      if (!uf || !known.has(uf)) throw new Error(`municipios.csv: unknown state in "${line}"`);
      return { ibgeCode: Number(columns[0]), name: columns[1] ?? '', uf };
    });
}

/** Fills the municipalities table once (and again only if the file's row count changes). */
export async function seedMunicipalities(db: Database): Promise<void> {
  const rows = readMunicipalities();
  const [current] = await db.select({ n: count() }).from(municipalities);
  if (current?.n === rows.length) return;
  await db.transaction(async (tx) => {
    await tx.delete(municipalities);
    for (let start = 0; start < rows.length; start += 1000) {
      await tx.insert(municipalities).values(rows.slice(start, start + 1000));
    }
  });
}
