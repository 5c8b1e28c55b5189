import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Caller } from '../auth/caller';
import type { Tx } from '../db/connection';
import { accounts, clients } from '../db/schema';
import { badRequest } from '../http/errors';
import { inCallerSubtree } from '../nodes/subtree';
import type { AccountRow } from '../accounts/presenter';

/** Wrappers whose subscriptions are capped per client and tax year. */
const CAPPED = ['ISA', 'JISA'];

/**
 * Locks what a ledger write depends on, always in the same order so that concurrent writes queue rather
 * than deadlock: first the clients owning capped wrappers (their allowance spans accounts), then the
 * accounts, each set by id. `fields` names the body field behind each account id, for the 400 when it is
 * not one of the caller's accounts.
 */
export async function lockAccounts(
  tx: Tx,
  caller: Caller,
  fields: Map<string, string>,
): Promise<Map<string, AccountRow>> {
  const ids = [...fields.keys()].sort();
  const visible = and(
    eq(accounts.firmId, caller.firmId),
    inArray(accounts.id, ids),
    inCallerSubtree(caller, accounts.nodeId),
  );
  const seen = await tx.select().from(accounts).where(visible);
  const missing = ids.filter((id) => !seen.some((a) => a.id === id));
  if (missing.length)
    throw badRequest(
      missing.map((id) => ({ fieldName: fields.get(id)!, errorMessage: 'Must be one of your accounts' })),
    );
  return lockSeen(tx, seen, visible);
}

/** Locks the owners of capped wrappers among `seen`, then the accounts matching `where`, by id. */
async function lockSeen(tx: Tx, seen: AccountRow[], where: SQL | undefined) {
  const owners = [
    ...new Set(seen.filter((a) => CAPPED.includes(a.wrapperType)).map((a) => a.clientId)),
  ].sort();
  if (owners.length)
    await tx
      .select({ id: clients.id })
      .from(clients)
      .where(inArray(clients.id, owners))
      .orderBy(asc(clients.id))
      .for('update');
  const locked = await tx.select().from(accounts).where(where).orderBy(asc(accounts.id)).for('update');
  return new Map(locked.map((a) => [a.id, a]));
}

/**
 * The same locks for the platform's own runs (regular payments), which act for the firm, not for a user in
 * a subtree: the client when the wrapper is capped, then the account.
 */
export async function lockAccountForRun(tx: Tx, accountId: string): Promise<Map<string, AccountRow>> {
  const seen = await tx.select().from(accounts).where(eq(accounts.id, accountId));
  return lockSeen(tx, seen, eq(accounts.id, accountId));
}

/** Locks one account row (no client): for completions and the dealing run, which change no allowance. */
export async function lockAccount(tx: Tx, accountId: string): Promise<AccountRow> {
  const [row] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for('update');
  return row;
}
