import type { ProjectListQuery } from '@camara-fria/contracts';
import { fillPlaceholders, sql, type Placeholder } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { perDatabase, sameTurnLoader } from '../../db/per-database.ts';
import {
  buildPageQueries,
  countCapOf,
  FILTERS,
  pageParamsOf,
  shapeOf,
  type PageParams,
} from './project-page-query.repository.ts';
import type { ProjectStamp } from './projects.repository.ts';

export type ProjectPage = { rows: ProjectStamp[]; total: number; isTotalCapped: boolean };

/**
 * The page queries of a request read alone, prepared once per database handle, per set of
 * filters present and per first page or later one (docs/decisions/035-api-throughput.md):
 * building them was a fifth of the list's CPU.
 */
/** Built once per database handle and shape (the name its statements are prepared under). */
function perShape<T>(prepare: (db: Database, params: PageParams, shape: string) => T) {
  const byDatabase = perDatabase(() => new Map<string, T>());
  return (db: Database, params: PageParams, shape: string): T => {
    const byShape = byDatabase(db);
    let prepared = byShape.get(shape);
    if (!prepared) {
      prepared = prepare(db, params, shape);
      byShape.set(shape, prepared);
    }
    return prepared;
  };
}

const preparedPagesOf = perShape(preparePageQueries);

function preparePageQueries(db: Database, params: PageParams, shape: string) {
  const built = buildPageQueries(db, params, (name) => sql.placeholder(name));
  return {
    page: built.page.prepare(`project_page_${shape}`),
    total: built.total.prepare(`project_count_${shape}`),
  };
}

function preparedPageQueries(db: Database, params: PageParams) {
  return preparedPagesOf(db, params, shapeOf(params) + (params.offset > 0 ? '' : '_first'));
}

/**
 * The SQL text of the prepared statement `findProjectPage` runs for a `query` read alone (a test
 * checks that PostgreSQL keeps its generic plan instead of planning it on every request).
 */
export function preparedProjectPageSql(
  db: Database,
  query: ProjectListQuery,
  ownerId: string | undefined,
): { text: string; values: unknown[] } {
  const params = pageParamsOf(query, ownerId);
  const prepared = preparedPageQueries(db, params).page.getQuery();
  return { text: prepared.sql, values: fillPlaceholders(prepared.params, params) };
}

/** The PostgreSQL type of each page parameter: the batched read passes each as an array. */
const PARAM_TYPES = {
  ownerId: 'uuid',
  projectName: 'text',
  customerName: 'text',
  status: 'text',
  startAt: 'text',
  endBefore: 'text',
  ownerNameKeys: 'text',
  ownerCustomerKeys: 'text',
  ownerUsername: 'text',
  countLimit: 'int4',
  limit: 'int4',
  offset: 'int4',
} as const satisfies Record<Exclude<keyof PageParams, 'archived'>, string>;

/** The parameters of a page with these filters, by name, in a fixed order. */
function paramNamesOf(params: PageParams): (keyof typeof PARAM_TYPES)[] {
  return [...FILTERS.filter((name) => params[name] !== undefined), 'countLimit', 'limit', 'offset'];
}

/**
 * The page statement for several requests with the same filters present, prepared once per
 * database handle and shape: their values arrive as arrays, one element per request, unnested
 * into rows `q`, and the very page query {@link buildPageQueries} builds runs once per row
 * (`CROSS JOIN LATERAL`), its parameters bound to that row's columns.
 */
function prepareBatchPageQuery(db: Database, params: PageParams, shape: string) {
  const names = paramNamesOf(params);
  // `q."name"` in place of each parameter: a column of the request's row. drizzle types LIMIT and
  // OFFSET as a number or placeholder; any SQL expression is valid there.
  const { page } = buildPageQueries(
    db,
    params,
    (name) => sql.raw(`q."${name}"`) as unknown as Placeholder,
    true,
  );
  const arrays = sql.join(
    names.map((name) => sql`${sql.placeholder(name)}::${sql.raw(PARAM_TYPES[name])}[]`),
    sql`, `,
  );
  const columns = sql.raw(names.map((name) => `"${name}"`).join(', '));
  return db
    .select({
      request: sql<number>`q.request`.mapWith(Number),
      id: sql<number>`p.id`.mapWith(Number),
      stamp: sql<string>`p.stamp`,
      counted: sql<number>`p.counted`.mapWith(Number),
    })
    .from(
      sql`unnest(${sql.placeholder('request')}::int4[], ${arrays}) as q(request, ${columns}) cross join lateral (${page}) as p`,
    )
    .orderBy(sql`q.request`, sql`p.id desc`)
    .prepare(`project_pages_${shape}`);
}

const batchPageQueryOf = perShape(prepareBatchPageQuery);

/** The batched page statement for the requests with `query`'s filters (tests count its runs). */
export function projectPagesQueryFor(
  db: Database,
  query: ProjectListQuery,
  ownerId: string | undefined,
) {
  const params = pageParamsOf(query, ownerId);
  return batchPageQueryOf(db, params, shapeOf(params));
}

/** What one request's page read returns: its rows and, when it has any, the capped count. */
type PageRead = { rows: ProjectStamp[]; counted: number | undefined };

/** Reads the pages of several requests, one statement per shape (set of filters present). */
async function readPages(db: Database, requests: readonly PageParams[]): Promise<PageRead[]> {
  const reads: PageRead[] = requests.map(() => ({ rows: [], counted: undefined }));
  const byShape = new Map<string, number[]>();
  for (const [index, params] of requests.entries()) {
    const shape = shapeOf(params);
    byShape.set(shape, [...(byShape.get(shape) ?? []), index]);
  }
  await Promise.all(
    [...byShape].map(async ([shape, indexes]) => {
      const first = requests[indexes[0] ?? 0] as PageParams;
      const values: Record<string, unknown[]> = { request: indexes };
      for (const name of paramNamesOf(first))
        values[name] = indexes.map((index) => requests[index]?.[name]);
      for (const row of await batchPageQueryOf(db, first, shape).execute(values)) {
        const read = reads[row.request];
        if (!read) continue;
        read.rows.push({ id: row.id, stamp: row.stamp });
        read.counted ??= row.counted;
      }
    }),
  );
  return reads;
}

/**
 * Whether a page is read in a batch: the lists without a search or filter (an owner's own list,
 * the editors' list of everyone), the first screen's and by far the most asked for. A search or
 * filter bound to a lateral row's column loses its plan: PostgreSQL then cannot choose the
 * trigram, status or date index for the value at hand (a customer search went 25 times slower on
 * PGlite), so those are read alone, each with its own plan.
 */
function isBatched(params: PageParams): boolean {
  return FILTERS.every((name) => name === 'ownerId' || params[name] === undefined);
}

/**
 * Page reads asked for in the same turn of the event loop share one round trip, one statement per
 * shape ({@link sameTurnLoader}, as the room list's stamp reads): never stale, and different
 * owners and pages share it too.
 */
const PAGE_BATCH_MAX = 64;
const pageLoaderOf = perDatabase((db) =>
  sameTurnLoader<PageParams, PageRead>((requests) => readPages(db, requests), PAGE_BATCH_MAX),
);

/**
 * One page of projects, newest first, as their stamps (project-list.service.ts presents them);
 * `ownerId` undefined lists everyone's (editors). The total
 * is counted up to `countCapOf(query)` and said to be more than that beyond it.
 */
export async function findProjectPage(
  db: Database,
  query: ProjectListQuery,
  ownerId: string | undefined,
): Promise<ProjectPage> {
  const params = pageParamsOf(query, ownerId);
  const queries = preparedPageQueries(db, params);
  let read: PageRead;
  if (isBatched(params)) {
    read = await pageLoaderOf(db).load(params);
  } else {
    const found = await queries.page.execute(params);
    read = { rows: found.map(({ id, stamp }) => ({ id, stamp })), counted: found[0]?.counted };
  }
  // An empty page past the end still says how long the list is.
  const counted =
    read.counted ?? (query.page > 1 ? ((await queries.total.execute(params))[0]?.n ?? 0) : 0);
  const cap = countCapOf(query);
  return { rows: read.rows, total: Math.min(counted, cap), isTotalCapped: counted > cap };
}
