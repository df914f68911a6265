import type { ProjectListQuery } from '@camara-fria/contracts';
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { appUsers, projects } from '../../db/schema/index.ts';
import { listStamp } from './projects.repository.ts';

/**
 * The SQL of one page of the project list: its parameters from the request's query, its filters
 * and its page and count queries. project-list.repository.ts prepares, batches and runs them.
 */

/** The generated search columns (`f_unaccent(lower(…))`, migration 0013). */
const { nameSearch, customerNameSearch } = getTableColumns(projects);

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

/**
 * How far past the page the total is counted, in pages: beyond `offset + size × this` the list
 * says "mais de N projetos" instead of counting on. Five, not ten: at 100 000 projects a search's
 * count walks as many rows as it counts, and that walk was what made a rare text's page slower
 * than at 1 000 (docs/decisions/036-flat-project-search.md, seventh pass).
 */
export const COUNT_PAGES_AHEAD = 5;

/** The row cap of a page's count: `COUNT_PAGES_AHEAD` pages past the page's first row. */
export function countCapOf(query: ProjectListQuery): number {
  return (query.page - 1) * query.size + query.size * COUNT_PAGES_AHEAD;
}

/** The values a list page's queries take: absent filters are left out of the SQL. */
export type PageParams = {
  ownerId?: string;
  projectName?: string;
  customerName?: string;
  status?: string;
  startAt?: string;
  endBefore?: string;
  /** An owner's own name or customer search: also the owner's trigram keys (migration 0014). */
  ownerNameKeys?: string;
  ownerCustomerKeys?: string;
  /** The editors' owner filter: the owner's username (docs/decisions/065). */
  ownerUsername?: string;
  /** Only the archived projects (true) or only the others (false); part of the SQL, not bound. */
  archived: boolean;
  countLimit: number;
  limit: number;
  offset: number;
};
export const FILTERS = [
  'ownerId',
  'projectName',
  'customerName',
  'status',
  'startAt',
  'endBefore',
  'ownerNameKeys',
  'ownerCustomerKeys',
  'ownerUsername',
] as const satisfies readonly (keyof PageParams)[];

/**
 * Whether `text` has a trigram `owner_trigram_keys` keeps (three letters a-z or digits in a row,
 * once lowercased and unaccented); without one the keys would not narrow anything. A rough guess
 * of f_unaccent is enough: a wrong one only costs speed, never rows.
 */
function hasKeyTrigram(text: string): boolean {
  return /[a-z0-9]{3}/.test(text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
}

export function pageParamsOf(query: ProjectListQuery, ownerId: string | undefined): PageParams {
  const params: PageParams = {
    archived: query.archived,
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
  // Only editors list everyone's projects; a user's own list ignores the owner filter.
  if (!ownerId && query.owner) params.ownerUsername = query.owner;
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
export function buildPageQueries(
  db: Database,
  params: PageParams,
  bind: <K extends keyof PageParams>(name: K) => Placeholder | NonNullable<PageParams[K]>,
  withOffset = params.offset > 0,
) {
  const filters: SQL[] = [
    params.archived ? sql`${projects.archivedAt} is not null` : sql`${projects.archivedAt} is null`,
  ];
  if (params.ownerId !== undefined) filters.push(eq(projects.ownerId, bind('ownerId')));
  if (params.ownerUsername !== undefined)
    filters.push(
      sql`${projects.ownerId} in (select ${appUsers.id} from ${appUsers} where ${appUsers.username} = ${bind('ownerUsername')}::text)`,
    );
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
  const where = and(...filters);
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

export function shapeOf(params: PageParams): string {
  const filters = FILTERS.map((name) => (params[name] === undefined ? '0' : '1')).join('');
  return `${filters}${params.archived ? 'a' : ''}`;
}
