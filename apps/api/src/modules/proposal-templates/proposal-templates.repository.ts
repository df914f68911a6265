import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { proposalTemplates } from '../../db/schema/index.ts';

export type TemplateRow = typeof proposalTemplates.$inferSelect;

/** The columns an editor writes. */
export type TemplateColumns = {
  kind: string;
  equipmentType: string | null;
  title: string;
  text: string;
  isDefault: boolean;
};

const sameEquipmentType = (equipmentType: string | null): SQL =>
  equipmentType === null
    ? isNull(proposalTemplates.equipmentType)
    : eq(proposalTemplates.equipmentType, equipmentType);

/** Options that are not archived, of the given kinds (all when omitted), by position then id. */
export async function findActiveTemplates(
  db: Database,
  kinds?: readonly string[],
): Promise<TemplateRow[]> {
  const notArchived = eq(proposalTemplates.archived, false);
  return db
    .select()
    .from(proposalTemplates)
    .where(kinds ? and(notArchived, inArray(proposalTemplates.kind, [...kinds])) : notArchived)
    .orderBy(asc(proposalTemplates.position), asc(proposalTemplates.id));
}

/** The default option of every kind (and equipment type), archived ones left out. */
export async function findDefaultTemplates(db: Database): Promise<TemplateRow[]> {
  return db
    .select()
    .from(proposalTemplates)
    .where(and(eq(proposalTemplates.isDefault, true), eq(proposalTemplates.archived, false)))
    .orderBy(asc(proposalTemplates.position), asc(proposalTemplates.id));
}

/** A template that is not archived. */
export async function findActiveTemplate(
  db: Database,
  id: number,
): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(proposalTemplates)
    .where(and(eq(proposalTemplates.id, id), eq(proposalTemplates.archived, false)));
  return row;
}

/** The next position of a kind (and equipment type): after its last option. */
export async function nextPosition(
  db: Database,
  kind: string,
  equipmentType: string | null,
): Promise<number> {
  const [row] = await db
    .select({ last: sql<number | null>`max(${proposalTemplates.position})` })
    .from(proposalTemplates)
    .where(and(eq(proposalTemplates.kind, kind), sameEquipmentType(equipmentType)));
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/**
 * Takes the default flag from every other option of the kind and equipment type (`exceptId`
 * keeps it on the one being saved), so the one-default index holds after the write.
 */
export async function clearDefault(
  db: Database,
  kind: string,
  equipmentType: string | null,
  exceptId?: number,
): Promise<void> {
  await db
    .update(proposalTemplates)
    .set({
      isDefault: false,
      version: sql`${proposalTemplates.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(proposalTemplates.kind, kind),
        sameEquipmentType(equipmentType),
        eq(proposalTemplates.isDefault, true),
        ...(exceptId === undefined ? [] : [ne(proposalTemplates.id, exceptId)]),
      ),
    );
}

export async function insertTemplate(
  db: Database,
  columns: TemplateColumns,
  position: number,
  updatedBy: string,
): Promise<TemplateRow> {
  const [row] = await db
    .insert(proposalTemplates)
    .values({ ...columns, position, updatedBy })
    .returning();
  if (!row) throw new Error('template insert returned no row');
  return row;
}

/**
 * Saves when the stored version is `expectedVersion` and the option is not archived, in one
 * statement; undefined when no row matched (someone saved first, or the option is gone).
 */
export async function updateTemplate(
  db: Database,
  id: number,
  expectedVersion: number,
  columns: TemplateColumns & { position?: number },
  updatedBy: string,
): Promise<TemplateRow | undefined> {
  const [row] = await db
    .update(proposalTemplates)
    .set({
      ...columns,
      updatedBy,
      version: sql`${proposalTemplates.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(proposalTemplates.id, id),
        eq(proposalTemplates.version, expectedVersion),
        eq(proposalTemplates.archived, false),
      ),
    )
    .returning();
  return row;
}

/** Archives an option (no longer offered, nor a default); false when none was active. */
export async function archiveTemplate(
  db: Database,
  id: number,
  updatedBy: string,
): Promise<boolean> {
  const archived = await db
    .update(proposalTemplates)
    .set({
      archived: true,
      isDefault: false,
      updatedBy,
      version: sql`${proposalTemplates.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(proposalTemplates.id, id), eq(proposalTemplates.archived, false)))
    .returning({ id: proposalTemplates.id });
  return archived.length > 0;
}

/** The seed keys already stored (archived rows included: an archived seed stays archived). */
export async function findSeedKeys(db: Database): Promise<Set<string>> {
  const rows = await db
    .select({ seedKey: proposalTemplates.seedKey })
    .from(proposalTemplates)
    .where(sql`${proposalTemplates.seedKey} is not null`);
  return new Set(rows.flatMap((row) => (row.seedKey ? [row.seedKey] : [])));
}

/** Inserts seeded options; a seed key already stored is left as it is (never overwritten). */
export async function insertSeededTemplates(
  db: Database,
  rows: (TemplateColumns & { seedKey: string; position: number })[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(proposalTemplates)
    .values(rows)
    .onConflictDoNothing({ target: proposalTemplates.seedKey })
    .returning({ id: proposalTemplates.id });
  return inserted.length;
}
