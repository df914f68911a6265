import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { oidcProviderKeys } from '../db/schema/index.ts';

/** The stored keys of the provider `id`, as jsonb values; undefined when none are stored. */
export async function findProviderKeys(
  db: Database,
  id: string,
): Promise<{ signingKeys: unknown; cookieKeys: unknown } | undefined> {
  const [row] = await db
    .select({ signingKeys: oidcProviderKeys.signingKeys, cookieKeys: oidcProviderKeys.cookieKeys })
    .from(oidcProviderKeys)
    .where(eq(oidcProviderKeys.id, id));
  return row;
}

/** Stores the keys of `id` unless a row is there already; whether this call stored them. */
export async function insertProviderKeysOnce(
  db: Database,
  id: string,
  keys: { signingKeys: unknown; cookieKeys: unknown },
): Promise<boolean> {
  const inserted = await db
    .insert(oidcProviderKeys)
    .values({ id, ...keys })
    .onConflictDoNothing()
    .returning({ id: oidcProviderKeys.id });
  return inserted.length > 0;
}
