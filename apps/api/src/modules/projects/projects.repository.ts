import type { ProjectData, ProjectListQuery } from '@camara-fria/contracts';
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { appUsers, projects, proposals } from '../../db/schema/index.ts';

export type ProjectRow = typeof projects.$inferSelect & {
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

const selection = {
  project: projects,
  ownerUsername: appUsers.username,
  ownerName: appUsers.name,
  totalValue: draftTotal,
};

function flatten(row: {
  project: typeof projects.$inferSelect;
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
 * `column` contains `text`, ignoring case and accents ("acai" finds "Açaí"): both sides go
 * through `f_unaccent(lower(…))` (migration 0009), the expression the trigram indexes cover.
 */
function containsIgnoringAccents(column: AnyPgColumn, text: string): SQL {
  return sql`f_unaccent(lower(${column})) LIKE f_unaccent(lower(${containsPattern(text)}::text))`;
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

/** Counting stops here: beyond it the list says "more than 10 000" instead of scanning on. */
export const COUNT_CAP = 10_000;

export type ProjectPage = { rows: ProjectRow[]; total: number; isTotalCapped: boolean };

/** One page of projects, newest first; `ownerId` undefined lists everyone's (editors). */
export async function findProjectPage(
  db: Database,
  query: ProjectListQuery,
  ownerId: string | undefined,
): Promise<ProjectPage> {
  const filters: SQL[] = [];
  if (ownerId) filters.push(eq(projects.ownerId, ownerId));
  if (query.projectName) filters.push(containsIgnoringAccents(projects.name, query.projectName));
  if (query.customerName)
    filters.push(containsIgnoringAccents(projects.customerName, query.customerName));
  if (query.status) filters.push(eq(projects.status, query.status));
  // Dates are calendar days in Brazil's main time zone (UTC−3), inclusive at both ends.
  if (query.startDate)
    filters.push(gte(projects.createdAt, new Date(`${query.startDate}T00:00:00-03:00`)));
  if (query.endDate) {
    const end = new Date(`${query.endDate}T00:00:00-03:00`);
    end.setUTCDate(end.getUTCDate() + 1);
    filters.push(lt(projects.createdAt, end));
  }
  const where = filters.length ? and(...filters) : undefined;
  // An owner's list sorts that owner's own projects (found through the owner index, a few
  // thousand at most): `id + 0` keeps the planner from walking every project backwards by
  // primary key hoping to meet ten of them. Editors' lists walk the primary key.
  const order = ownerId ? desc(sql`${projects.id} + 0`) : desc(projects.id);
  const capped = db
    .select({ one: sql`1` })
    .from(projects)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('capped');
  const [rows, totals] = await Promise.all([
    db
      .select(selection)
      .from(projects)
      .innerJoin(appUsers, eq(projects.ownerId, appUsers.id))
      .where(where)
      .orderBy(order)
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(capped),
  ]);
  const counted = totals[0]?.n ?? 0;
  return {
    rows: rows.map(flatten),
    total: Math.min(counted, COUNT_CAP),
    isTotalCapped: counted > COUNT_CAP,
  };
}
