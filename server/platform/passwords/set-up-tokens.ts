import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database, Tx } from '../db/connection';
import { passwordTokens } from '../db/schema';

/**
 * Single-use password links (decision 0505): 256 random bits in the link, only their SHA-256 hash in
 * the database, so a copy of the database cannot be used to set anyone's password.
 */
export type TokenPurpose = 'reset' | 'welcome';

/** A reset is asked for by the person and used at once; a welcome waits for a new user to read mail. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  reset: 60 * 60_000,
  welcome: 72 * 60 * 60_000,
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueToken(
  tx: Tx,
  user: { id: string; firmId: string },
  purpose: TokenPurpose,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(passwordTokens).values({
    tokenHash: hashOf(token),
    userId: user.id,
    firmId: user.firmId,
    purpose,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

const usable = (token: string, now: Date) =>
  and(
    eq(passwordTokens.tokenHash, hashOf(token)),
    isNull(passwordTokens.usedAt),
    gt(passwordTokens.expiresAt, now),
  );

/** The token's row if it can still be used, locked when `lock` (the transaction that spends it). */
export async function findUsableToken(db: Database | Tx, token: string, now = new Date(), lock = false) {
  const query = db.select().from(passwordTokens).where(usable(token, now));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Spends every open link of the user: the one just used, and any older ones still in someone's inbox. */
export async function spendUserTokens(tx: Tx, userId: string, now = new Date()): Promise<void> {
  await tx
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));
}

/** Deletes links expired for a day (used ones included): only their hashes, but no use keeping them. */
export async function pruneExpiredTokens(db: Database, now = new Date()): Promise<void> {
  await db
    .delete(passwordTokens)
    .where(lt(passwordTokens.expiresAt, new Date(now.getTime() - 24 * 3600_000)));
}
