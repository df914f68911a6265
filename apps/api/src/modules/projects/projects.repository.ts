import type { ProjectData, ProjectListQuery } from '@camara-fria/contracts';
import {
  and,
  count,
  desc,
  eq,
  fillPlaceholders,
  getTableColumns,
  inArray,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { perDatabase, sameTurnLoader } from '../../db/per-database.ts';
import { appUsers, projects, proposals } from '../../db/schema/index.ts';

/**
 * The stored columns a project row has; the generated search columns are the database's own, and
 * `list_rev` only goes into {@link listStamp}.
 */
const { nameSearch, customerNameSearch, listRev, ...projectColumns } = getTableColumns(projects);

type ProjectColumnsRow = Omit<
  typeof projects.$inferSelect,
  'nameSearch' | 'customerNameSearch' | 'listRev'
>;

export type ProjectRow = ProjectColumnsRow & {
  ownerUsername: string;
  ownerName: string | null;
  /** Valor: the total (R$) of the project's current (draft) proposal, 0 without one. */
  totalValue: number;
};

/** The draft proposal's total_brl (at most one draft per project: proposals_one_draft_idx). */
const draftTotal =
  sql<number>`coalesce((select ${proposals.totalBrl} from ${proposals} where ${proposals.projectId} = ${projects.id} and ${proposals.status} = 'DRAFT'), 0)`.mapWith(
    Number,
  );

/**
 * Names what a listed project shows, from the projects row alone: its id, version, PostgreSQL's
 * `xmin`, update time and `list_rev`, which triggers raise when its owner's username or name or
 * its draft proposal's total changes (migration 0017). `xmin` changes with every write to a row, a
 * hand-made SQL UPDATE included, and the triggers fire on those too, so two reads with the same
 * stamp present the same project (project-list.service.ts keeps them by it). No join: the page
 * statement that selects it is planned on every call at 100 000 projects on PostgreSQL, and the
 * owner's row and the draft's total were most of that planning
 * (docs/decisions/036-flat-project-search.md).
 */
const listStamp = sql<string>`${projects.id} || ':' || ${projects.version} || ':' || ${projects}.xmin::text || ':' || extract(epoch from ${projects.updatedAt})::text || ':' || ${listRev}`;

/** A listed project as its id and {@link listStamp}, without its data. */
export type ProjectStamp = { id: number; stamp: string };

const selection = {
  project: projectColumns,
  ownerUsername: appUsers.username,
  ownerName: appUsers.name,
  totalValue: draftTotal,
};

function flatten(row: {
  project: ProjectColumnsRow;
  ownerUsername: string;
  ownerName: string | null;
  totalValue: number;
}): ProjectRow {
  return {
    ...row.project,
    ownerUsername: row.ownerUsername,
    ownerName: row.ownerName,
    totalValue: row.totalValue,
  };
}

/** `%x%` for LIKE with the user's own % and _ taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * `searchColumn` (a stored `f_unaccent(lower(name))`, migration 0013) contains `text`, ignoring
 * case and accents ("acai" finds "Açaí"): the text goes through the same `f_unaccent(lower(…))`.
 */
function containsIgnoringAccents(searchColumn: AnyPgColumn, pattern: unknown): SQL {
  return sql`${searchColumn} LIKE f_unaccent(lower(${pattern}::text))`;
}

/**
 * `containsIgnoringAccents` for an owner's own search, whose rows the owner's trigram keys find
 * ({@link ownerKeysContain}): the column written `(column || '')` (same value) so that no plan also
 * scans the whole trigram index, which reads every project's postings, and the normalised pattern
 * a scalar subquery, computed once per execution (an InitPlan) instead of once per row read.
 */
function ownerRowContainsIgnoringAccents(searchColumn: AnyPgColumn, pattern: unknown): SQL {
  return sql`(${searchColumn} || '') LIKE (select f_unaccent(lower(${pattern}::text)))`;
}

/**
 * The owner's trigram keys of `searchColumn` (migration 0014's index) hold those of the searched
 * text: every row `containsIgnoringAccents` finds among the owner's passes, and the index finds a
 * word that owner never used missing without reading their projects.
 *
 * The searched keys are a scalar subquery: the planner cannot fold them to a constant, so a
 * custom plan estimates them as the generic plan does and PostgreSQL keeps the prepared
 * statement's generic plan, instead of planning it again on every request once the table is large
 * (~0.3 ms a call at 100 000 projects; docs/decisions/036-flat-project-search.md, fifth pass).
 */
function ownerKeysContain(searchColumn: AnyPgColumn, ownerId: unknown, pattern: unknown): SQL {
  return sql`owner_trigram_keys(${projects.ownerId}, ${searchColumn}) @> (select owner_trigram_keys(${ownerId}::uuid, f_unaccent(lower(${pattern}::text))))`;
}

export type ProjectColumns = Omit<
  typeof projects.$inferInsert,
  'id' | 'ownerId' | 'version' | 'createdAt' | 'updatedAt'
>;

export function toColumns(data: ProjectData): ProjectColumns {
  return {
    name: data.name,
    status: data.status,
    customerName: data.customer.name,
    customerEmail: data.customer.email,
    customerCnpj: data.customer.cnpj,
    customerPhone: data.customer.phone,
    street: data.customer.address.street,
    state: data.customer.address.state,
    city: data.customer.address.city,
    country: data.customer.address.country,
    zipcode: data.customer.address.zipcode,
    segment: data.customer.segment,
  };
}

export async function insertProject(
  db: Database,
  ownerId: string,
  columns: ProjectColumns,
): Promise<number> {
  const [row] = await db
    .insert(projects)
    .values({ ...columns, ownerId })
    .returning({ id: projects.id });
  if (!row) throw new Error('project insert returned no row');
  return row.id;
}

/** The given projects, whole, each with its {@link listStamp}, in no particular order. */
export async function findProjectsWithStamps(
  db: Database,
  ids: readonly number[],
): Promise<{ row: ProjectRow; stamp: string }[]> {
  const found = await db
    .select({ ...selection, stamp: listStamp })
    .from(projects)
    .innerJoin(appUsers, eq(projects.ownerId, appUsers.id))
    .where(inArray(projects.id, [...ids]));
  return found.map(({ stamp, ...row }) => ({ row: flatten(row), stamp }));
}

export async function findProjectById(db: Database, id: number): Promise<ProjectRow | undefined> {
  const [row] = await db
    .select(selection)
    .from(projects)
    .innerJoin(appUsers, eq(projects.ownerId, appUsers.id))
    .where(eq(projects.id, id));
  return row ? flatten(row) : undefined;
}

/**
 * Updates when the stored version is `expectedVersion`, in one statement (`UPDATE … WHERE id AND
 * version`): of racing saves based on one version exactly one matches. False when none did.
 */
export async function updateProject(
  db: Database,
  id: number,
  expectedVersion: number,
  columns: ProjectColumns,
): Promise<boolean> {
  const updated = await db
    .update(projects)
    .set({ ...columns, version: sql`${projects.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(projects.id, id), eq(projects.version, expectedVersion)))
    .returning({ id: projects.id });
  return updated.length === 1;
}

/**
 * How far past the page the total is counted, in pages: beyond `offset + size × this` the list
 * says "mais de N projetos" instead of counting on. Five, not ten: at 100 000 projects a search's
 * count walks as many rows as it counts, and that walk was what made a rare text's page slower
 * than at 1 000 (docs/decisions/036-flat-project-search.md, seventh pass).
 */
export const COUNT_PAGES_AHEAD = 5;

export type ProjectPage = { rows: ProjectStamp[]; total: number; isTotalCapped: boolean };

/** The row cap of a page's count: `COUNT_PAGES_AHEAD` pages past the page's first row. */
export function countCapOf(query: ProjectListQuery): number {
  return (query.page - 1) * query.size + query.size * COUNT_PAGES_AHEAD;
}

/** The values a list page's queries take: absent filters are left out of the SQL. */
type PageParams = {
  ownerId?: string;
  projectName?: string;
  customerName?: string;
  status?: string;
  startAt?: string;
  endBefore?: string;
  /** An owner's own name or customer search: also the owner's trigram keys (migration 0014). */
  ownerNameKeys?: string;
  ownerCustomerKeys?: string;
  countLimit: number;
  limit: number;
  offset: number;
};

const FILTERS = [
  'ownerId',
  'projectName',
  'customerName',
  'status',
  'startAt',
  'endBefore',
  'ownerNameKeys',
  'ownerCustomerKeys',
] as const satisfies readonly (keyof PageParams)[];

/**
 * Whether `text` has a trigram `owner_trigram_keys` keeps (three letters a-z or digits in a row,
 * once lowercased and unaccented); without one the keys would not narrow anything. A rough guess
 * of f_unaccent is enough: a wrong one only costs speed, never rows.
 */
function hasKeyTrigram(text: string): boolean {
  return /[a-z0-9]{3}/.test(text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
}

function pageParamsOf(query: ProjectListQuery, ownerId: string | undefined): PageParams {
  const params: PageParams = {
    countLimit: countCapOf(query) + 1,
    limit: query.size,
    offset: (query.page - 1) * query.size,
  };
  if (ownerId) params.ownerId = ownerId;
  if (query.projectName) params.projectName = containsPattern(query.projectName);
  if (query.customerName) params.customerName = containsPattern(query.customerName);
  if (ownerId && query.projectName && hasKeyTrigram(query.projectName))
    params.ownerNameKeys = params.projectName;
  if (ownerId && query.customerName && hasKeyTrigram(query.customerName))
    params.ownerCustomerKeys = params.customerName;
  if (query.status) params.status = query.status;
  // Dates are calendar days in Brazil's main time zone (UTC−3), inclusive at both ends.
  if (query.startDate) params.startAt = new Date(`${query.startDate}T00:00:00-03:00`).toISOString();
  if (query.endDate) {
    const end = new Date(`${query.endDate}T00:00:00-03:00`);
    end.setUTCDate(end.getUTCDate() + 1);
    params.endBefore = end.toISOString();
  }
  return params;
}

/**
 * The queries of one list page for the filters `params` has: the page itself with its total
 * counted up to `countLimit`, and that count alone (for a page past the end). Each value is
 * `bind(name)`: the value itself, or a placeholder for a prepared query.
 */
function buildPageQueries(
  db: Database,
  params: PageParams,
  bind: <K extends keyof PageParams>(name: K) => Placeholder | NonNullable<PageParams[K]>,
  withOffset = params.offset > 0,
) {
  const filters: SQL[] = [];
  if (params.ownerId !== undefined) filters.push(eq(projects.ownerId, bind('ownerId')));
  // With the owner's keys the LIKE only rechecks the rows the keys found.
  if (params.projectName !== undefined)
    filters.push(
      params.ownerNameKeys === undefined
        ? containsIgnoringAccents(nameSearch, bind('projectName'))
        : ownerRowContainsIgnoringAccents(nameSearch, bind('projectName')),
    );
  if (params.customerName !== undefined)
    filters.push(
      params.ownerCustomerKeys === undefined
        ? containsIgnoringAccents(customerNameSearch, bind('customerName'))
        : ownerRowContainsIgnoringAccents(customerNameSearch, bind('customerName')),
    );
  if (params.ownerNameKeys !== undefined)
    filters.push(ownerKeysContain(nameSearch, bind('ownerId'), bind('ownerNameKeys')));
  if (params.ownerCustomerKeys !== undefined)
    filters.push(ownerKeysContain(customerNameSearch, bind('ownerId'), bind('ownerCustomerKeys')));
  if (params.status !== undefined) filters.push(sql`${projects.status} = ${bind('status')}`);
  if (params.startAt !== undefined)
    filters.push(sql`${projects.createdAt} >= ${bind('startAt')}::timestamptz`);
  if (params.endBefore !== undefined)
    filters.push(sql`${projects.createdAt} < ${bind('endBefore')}::timestamptz`);
  const where = filters.length ? and(...filters) : undefined;
  // The count reads on in the page's order (newest first), so it walks the rows just past the
  // page (the owner index, or the primary key with the name filters) and stops at its cap, instead
  // of a trigram bitmap scan that reads every candidate first. A status or date range counts
  // faster unordered, on its own index (docs/decisions/036-flat-project-search.md).
  const countInPageOrder =
    params.status === undefined && params.startAt === undefined && params.endBefore === undefined;
  const capped = db
    .select({ one: sql`1` })
    .from(projects)
    .where(where)
    .orderBy(...(countInPageOrder ? [desc(projects.id)] : []))
    .limit(bind('countLimit'))
    .as('capped');
  const total = db.select({ n: count() }).from(capped);
  // Newest first: the primary key backwards, or an owner's (owner_id, id DESC) index; either
  // stops after the page's rows, however many projects match. The capped count rides along as a
  // subquery: computed once per page, in the same round trip, and not at all when the page is
  // empty.
  const page = db
    .select({
      id: projects.id,
      // Named, so that the batched read (prepareBatchPageQuery) can select them from its rows.
      stamp: listStamp.as('stamp'),
      counted: sql<number>`(${total})`.mapWith(Number).as('counted'),
    })
    .from(projects)
    .where(where)
    .orderBy(desc(projects.id))
    .limit(bind('limit'))
    .$dynamic();
  // A first page read alone has no OFFSET at all: with `OFFSET $n` PostgreSQL's generic plan of
  // the prepared statement costs more than a custom one (it cannot know the offset), so it planned
  // the list again on every request (decision 035).
  if (withOffset) page.offset(bind('offset'));
  return { page, total };
}

/**
 * The queries of one list page with the query's values in them (the bench prints their plans).
 */
export function buildProjectPageQueries(
  db: Database,
  query: ProjectListQuery,
  ownerId: string | undefined,
) {
  const params = pageParamsOf(query, ownerId);
  return buildPageQueries(
    db,
    params,
    (name) => params[name] as NonNullable<PageParams[typeof name]>,
  );
}

function shapeOf(params: PageParams): string {
  return FILTERS.map((name) => (params[name] === undefined ? '0' : '1')).join('');
}

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
  countLimit: 'int4',
  limit: 'int4',
  offset: 'int4',
} as const satisfies Record<keyof PageParams, string>;

/** The parameters of a page with these filters, by name, in a fixed order. */
function paramNamesOf(params: PageParams): (keyof PageParams)[] {
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
