import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import type { Tx } from '../../db/connection';
import { accounts, clients } from '../../db/schema';
import { badRequest } from '../../errors';
import { inCallerSubtree } from '../../nodes/subtree';
import type { AccountRow } from '../../accounts/presenter';
import { readOwners, type LockedAccount } from '../../accounts/money-gate';

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
): Promise<Map<string, LockedAccount>> {
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

/**
 * Locks the owners of capped wrappers among `seen` (FOR UPDATE), reads every owner under a share lock (the
 * onboarding gate needs their status), then locks the accounts matching `where`, by id: clients before
 * accounts, as everywhere in the ledger.
 */
async function lockSeen(tx: Tx, seen: AccountRow[], where: SQL | undefined) {
  const capped = [
    ...new Set(seen.filter((a) => CAPPED.includes(a.wrapperType)).map((a) => a.clientId)),
  ].sort();
  if (capped.length)
    await tx
      .select({ id: clients.id })
      .from(clients)
      .where(inArray(clients.id, capped))
      .orderBy(asc(clients.id))
      .for('update');
  const owners = await readOwners(
    tx,
    seen.map((a) => a.clientId),
  );
  const locked = await tx.select().from(accounts).where(where).orderBy(asc(accounts.id)).for('update');
  return new Map(
    locked.map((a): [string, LockedAccount] => [a.id, { ...a, owner: owners.get(a.clientId)! }]),
  );
}

/**
 * The same locks for the platform's own runs (regular payments), which act for the firm, not for a user in
 * a subtree: the client when the wrapper is capped, then the account.
 */
export async function lockAccountForRun(tx: Tx, accountId: string): Promise<Map<string, LockedAccount>> {
  const seen = await tx.select().from(accounts).where(eq(accounts.id, accountId));
  return lockSeen(tx, seen, eq(accounts.id, accountId));
}

/**
 * Locks one account row for the dealing run, which changes no allowance; its owner is read first (share
 * lock, clients before accounts) for the onboarding gate.
 */
export async function lockAccount(tx: Tx, accountId: string): Promise<LockedAccount> {
  const [seen] = await tx
    .select({ clientId: accounts.clientId })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  const owners = await readOwners(tx, [seen.clientId]);
  const [row] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for('update');
  return { ...row, owner: owners.get(row.clientId)! };
}

/**
 * Locks a dealing batch's accounts: their owners read under a share lock (id order), then the accounts FOR
 * UPDATE in id order — the order every ledger write takes, so a batch queues behind a payment on one of
 * its accounts (or the payment behind the batch) and never deadlocks with it.
 */
export async function lockAccountsForDealing(
  tx: Tx,
  accountIds: string[],
): Promise<Map<string, LockedAccount>> {
  const ids = [...new Set(accountIds)].sort();
  const seen = await tx
    .select({ clientId: accounts.clientId })
    .from(accounts)
    .where(inArray(accounts.id, ids));
  const owners = await readOwners(
    tx,
    seen.map((a) => a.clientId),
  );
  const locked = await tx
    .select()
    .from(accounts)
    .where(inArray(accounts.id, ids))
    .orderBy(asc(accounts.id))
    .for('update');
  return new Map(
    locked.map((a): [string, LockedAccount] => [a.id, { ...a, owner: owners.get(a.clientId)! }]),
  );
}
