import { and, eq, gt, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../platform/identity';
import { oidcPayloads } from '../platform/identity';

/**
 * oidc-provider's storage in the `oidc_payloads` table, one row per (model, id). Sessions, grants, codes
 * and refresh tokens therefore survive a restart and are shared by every replica over one database.
 */
export class DatabaseAdapter implements Adapter {
  constructor(
    private readonly db: Database,
    private readonly kind: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
    const row = {
      payload: payload as Record<string, unknown>,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt,
    };
    await this.db
      .insert(oidcPayloads)
      .values({ kind: this.kind, id, ...row })
      .onConflictDoUpdate({
        target: [oidcPayloads.kind, oidcPayloads.id],
        set: { ...row, consumedAt: null },
      });
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
      .set({ consumedAt: new Date() })
      .where(and(eq(oidcPayloads.kind, this.kind), eq(oidcPayloads.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(oidcPayloads).where(and(eq(oidcPayloads.kind, this.kind), eq(oidcPayloads.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    // Every token of a grant goes, whatever its kind: revocation must not leave a refresh token behind.
    await this.db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
  }

  /** An expired row is as good as absent; a consumed one carries `consumed` as oidc-provider expects. */
  private async findWhere(condition: SQL): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select()
      .from(oidcPayloads)
      .where(
        and(
          eq(oidcPayloads.kind, this.kind),
          condition,
          or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date())),
        ),
      )
      .limit(1);
    if (!row) return undefined;
    const consumed = row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {};
    return { ...(row.payload as AdapterPayload), ...consumed };
  }
}

/** Deletes rows that expired more than a day ago (kept a while so replays are still recognised). */
export async function pruneExpiredPayloads(db: Database): Promise<void> {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, new Date(Date.now() - 24 * 3600 * 1000)));
}
