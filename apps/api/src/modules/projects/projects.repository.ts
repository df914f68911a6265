import type { BuyerFiscalProfile, ProjectData, ProjectStatus } from '@camara-fria/contracts';
import { and, asc, eq, exists, getTableColumns, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appUsers, projects, proposalLinks, proposals } from '../../db/schema/index.ts';

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
  /** The newest view of any link to a revision of the project's proposal; null: never viewed. */
  lastViewedAt: Date | null;
};

/** The draft proposal's total_brl (at most one draft per project: proposals_one_draft_idx). */
const draftTotal =
  sql<number>`coalesce((select ${proposals.totalBrl} from ${proposals} where ${proposals.projectId} = ${projects.id} and ${proposals.status} = 'DRAFT'), 0)`.mapWith(
    Number,
  );

/**
 * The newest `last_viewed_at` of the links to the project's revisions (issue 31). Triggers raise
 * the project's `list_rev` when a link's last view changes (migration 0026), so the stamp names it.
 */
const lastViewedAt =
  sql<Date | null>`(select max(${proposalLinks.lastViewedAt}) from ${proposalLinks} inner join ${proposals} on ${proposals.id} = ${proposalLinks.proposalId} where ${proposals.projectId} = ${projects.id})`.mapWith(
    (value: unknown) => (value === null || value === undefined ? null : new Date(value as string)),
  );

/**
 * Names what a listed project shows, from the projects row alone: its id, version, PostgreSQL's
 * `xmin`, update time and `list_rev`, which triggers raise when its owner's username or name or
 * its draft proposal's total changes (migration 0017) or a link to one of its revisions is viewed
 * (migration 0026). `xmin` changes with every write to a row, a
 * hand-made SQL UPDATE included, and the triggers fire on those too, so two reads with the same
 * stamp present the same project (project-list.service.ts keeps them by it). No join: the page
 * statement that selects it is planned on every call at 100 000 projects on PostgreSQL, and the
 * owner's row and the draft's total were most of that planning
 * (docs/decisions/036-flat-project-search.md).
 */
export const listStamp = sql<string>`${projects.id} || ':' || ${projects.version} || ':' || ${projects}.xmin::text || ':' || extract(epoch from ${projects.updatedAt})::text || ':' || ${listRev}`;

/** A listed project as its id and {@link listStamp}, without its data. */
export type ProjectStamp = { id: number; stamp: string };

const selection = {
  project: projectColumns,
  ownerUsername: appUsers.username,
  ownerName: appUsers.name,
  totalValue: draftTotal,
  lastViewedAt,
};

function flatten(row: {
  project: ProjectColumnsRow;
  ownerUsername: string;
  ownerName: string | null;
  totalValue: number;
  lastViewedAt: Date | null;
}): ProjectRow {
  return {
    ...row.project,
    ownerUsername: row.ownerUsername,
    ownerName: row.ownerName,
    totalValue: row.totalValue,
    lastViewedAt: row.lastViewedAt,
  };
}

export type ProjectColumns = Omit<
  typeof projects.$inferInsert,
  'id' | 'ownerId' | 'version' | 'createdAt' | 'updatedAt' | 'archivedAt'
>;

type FiscalColumns = Pick<
  ProjectColumns,
  'icmsContribution' | 'goodsUse' | 'simplesNacional' | 'freeTradeZone' | 'publicBody'
>;

/** The fiscal profile's five columns, all null without one (projects_fiscal_profile_check). */
function toFiscalColumns(fiscal: BuyerFiscalProfile | null): FiscalColumns {
  return {
    icmsContribution: fiscal?.icmsContribution ?? null,
    goodsUse: fiscal?.goodsUse ?? null,
    simplesNacional: fiscal?.simplesNacional ?? null,
    freeTradeZone: fiscal?.freeTradeZone ?? null,
    publicBody: fiscal?.publicBody ?? null,
  };
}

export function toColumns(data: ProjectData): ProjectColumns {
  return {
    name: data.name,
    status: data.status,
    customerName: data.customer.name,
    customerEmail: data.customer.email,
    customerCnpj: data.customer.cnpj,
    customerCpf: data.customer.cpf,
    customerStateRegistration: data.customer.stateRegistration,
    ...toFiscalColumns(data.customer.fiscal),
    customerPhone: data.customer.phone,
    street: data.customer.address.street,
    streetNumber: data.customer.address.number,
    complement: data.customer.address.complement,
    neighborhood: data.customer.address.neighborhood,
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
 * Archives (`archived` true: now, unless already archived) or unarchives a project. Neither its
 * version nor its update time moves: archiving is no edit, and an open edit stays valid (its
 * `xmin` changes, so the list's stamp sees it).
 */
export async function setProjectArchived(
  db: Database,
  id: number,
  archived: boolean,
): Promise<void> {
  await db
    .update(projects)
    .set({ archivedAt: archived ? sql`coalesce(${projects.archivedAt}, now())` : null })
    .where(eq(projects.id, id));
}

/** Locks the project's row until the caller's transaction ends; false when it is gone. */
export async function lockProjectRow(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.id, id))
    .for('update');
  return row !== undefined;
}

/** Locks the project's row until the caller's transaction ends: its status, undefined when gone. */
export async function lockProjectStatus(
  db: Database,
  id: number,
): Promise<ProjectStatus | undefined> {
  const [row] = await db
    .select({ status: projects.status })
    .from(projects)
    .where(eq(projects.id, id))
    .for('update');
  return row?.status as ProjectStatus | undefined;
}

/** Deletes the project's row; its rooms, systems and proposals go with it (ON DELETE CASCADE). */
export async function deleteProjectRow(db: Database, id: number): Promise<boolean> {
  const deleted = await db
    .delete(projects)
    .where(eq(projects.id, id))
    .returning({ id: projects.id });
  return deleted.length === 1;
}

/** `%`, `_` and `\` of a LIKE prefix taken literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The names of the owner's projects that start with `prefix` (a copy's name is chosen among them). */
export async function findOwnerNamesStartingWith(
  db: Database,
  ownerId: string,
  prefix: string,
): Promise<string[]> {
  const rows = await db
    .select({ name: projects.name })
    .from(projects)
    .where(and(eq(projects.ownerId, ownerId), like(projects.name, `${escapeLike(prefix)}%`)));
  return rows.map((row) => row.name);
}

/** The users who own at least one project, by username (one row per username and name). */
export async function findProjectOwners(
  db: Database,
): Promise<{ username: string; name: string | null }[]> {
  return db
    .selectDistinct({ username: appUsers.username, name: appUsers.name })
    .from(appUsers)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(projects)
          .where(eq(projects.ownerId, appUsers.id)),
      ),
    )
    .orderBy(asc(appUsers.username), asc(appUsers.name));
}

/**
 * Sets the project's status to `status` when it is one of `from` (a new version, as any change
 * of the project: an edit open on the old one is then stale). False when it was not.
 */
export async function advanceProjectStatus(
  db: Database,
  id: number,
  status: ProjectStatus,
  from: readonly ProjectStatus[],
): Promise<{ from: ProjectStatus } | null> {
  if (from.length === 0) return null;
  const [current] = await db
    .select({ status: projects.status })
    .from(projects)
    .where(eq(projects.id, id))
    .for('update');
  if (!current || !from.includes(current.status as ProjectStatus)) return null;
  await db
    .update(projects)
    .set({ status, version: sql`${projects.version} + 1`, updatedAt: sql`now()` })
    .where(eq(projects.id, id));
  return { from: current.status as ProjectStatus };
}
