import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/connection';
import { users } from '../db/schema';

/** The names of the firm's users among `ids` (an id of another firm, or of no user, is left out). */
export async function userNames(tx: Tx, firmId: string, ids: string[]) {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map<string, string>();
  const rows = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.firmId, firmId), inArray(users.id, wanted)));
  return new Map(rows.map((r) => [r.id, r.name]));
}
