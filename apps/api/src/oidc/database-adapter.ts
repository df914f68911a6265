import { and, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/client.ts';
import { oidcPayloads } from '../db/schema/index.ts';

const isAlive = or(isNull(oidcPayloads.expiresAt), sql`${oidcPayloads.expiresAt} > now()`);

/** The oidc-provider storage contract over one table; `model` is the provider's model name. */
class DatabaseAdapter implements Adapter {
  constructor(
    private readonly model: string,
    private readonly db: Database,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const row = {
      payload,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    await this.db
      .insert(oidcPayloads)
      .values({ model: this.model, id, ...row })
      .onConflictDoUpdate({
        target: [oidcPayloads.model, oidcPayloads.id],
        set: { ...row, consumedAt: null },
      });
  }

  private async findWhere(condition: SQL | undefined): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.model), condition, isAlive));
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt
      ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
      : payload;
  }

  find(id: string) {
    return this.findWhere(eq(oidcPayloads.id, id));
  }

  findByUid(uid: string) {
    return this.findWhere(eq(oidcPayloads.uid, uid));
  }

  findByUserCode(userCode: string) {
    return this.findWhere(eq(oidcPayloads.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(oidcPayloads)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
  }
}

/** The factory oidc-provider calls per model. */
export function createDatabaseAdapter(db: Database): (model: string) => Adapter {
  return (model) => new DatabaseAdapter(model, db);
}

/** Drops what has expired; start-up runs it so the table does not grow forever. */
export async function purgeExpiredOidcPayloads(db: Database): Promise<void> {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, sql`now()`));
}
