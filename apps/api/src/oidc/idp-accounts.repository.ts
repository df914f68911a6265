import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { idpAccounts, oidcPayloads } from '../db/schema/index.ts';

export type IdpAccountRow = typeof idpAccounts.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const byEmail = (email: string) => sql`lower(${idpAccounts.email}) = lower(${email})`;

/** Stores a new account; undefined when the e-mail is taken (in any case). */
export async function insertIdpAccount(
  db: Database,
  account: { email: string; name: string; role: string; passwordHash: string },
): Promise<IdpAccountRow | undefined> {
  const [row] = await db.insert(idpAccounts).values(account).onConflictDoNothing().returning();
  return row;
}

export async function findIdpAccountByEmail(
  db: Database,
  email: string,
): Promise<IdpAccountRow | undefined> {
  const [row] = await db.select().from(idpAccounts).where(byEmail(email)).limit(1);
  return row;
}

/** The account whose id is `id` (the tokens' subject); undefined for any other text. */
export async function findIdpAccountById(
  db: Database,
  id: string,
): Promise<IdpAccountRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select().from(idpAccounts).where(eq(idpAccounts.id, id)).limit(1);
  return row;
}

export async function listIdpAccounts(db: Database): Promise<IdpAccountRow[]> {
  return db.select().from(idpAccounts).orderBy(asc(idpAccounts.email));
}

/** Changes the account of `email`; undefined when there is none. */
export async function updateIdpAccount(
  db: Database,
  email: string,
  change: Partial<Pick<IdpAccountRow, 'name' | 'role' | 'passwordHash' | 'disabledAt'>> & {
    passwordChangedAt?: Date;
  },
): Promise<IdpAccountRow | undefined> {
  const [row] = await db
    .update(idpAccounts)
    .set({ ...change, updatedAt: sql`now()` })
    .where(byEmail(email))
    .returning();
  return row;
}

/**
 * Ends every provider session of the account: its sessions, grants, codes and tokens kept by the
 * provider (refresh tokens stop at once; access tokens already issued expire on their own).
 */
export async function deleteProviderStateOf(db: Database, accountId: string): Promise<number> {
  const deleted = await db
    .delete(oidcPayloads)
    .where(sql`${oidcPayloads.payload} ->> 'accountId' = ${accountId}`)
    .returning({ id: oidcPayloads.id });
  return deleted.length;
}
