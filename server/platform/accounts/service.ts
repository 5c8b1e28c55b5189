import { and, eq } from 'drizzle-orm';
import type { TCreateAccount, TPatchAccount, TUpdateAccountStatus } from '../../../contract/accounts';
import type { AccountStatus, WrapperType } from '../../../contract/enums';
import { insertAudited, updateAudited, type AuditedKind } from '../audit/audited';
import type { Caller } from '../auth/caller';
import type { Database, Tx } from '../db/connection';
import { accounts, clients, nodes } from '../db/schema';
import { fieldError, notFound, staleVersion } from '../errors';
import { inCallerSubtree, nodeInSubtree } from '../nodes/subtree';
import { checkWrapperEligibility } from './eligibility';
import { accountSnapshot, presentAccount, wrapperFlags, type AccountRow } from './presenter';
import { checkTransition } from './status';
import { checkCanClose } from './closing';
import { onboardingNotice } from './money-gate';
import { modelToFollow } from '../models/link';

const ACCOUNT: AuditedKind<typeof accounts> = {
  table: accounts,
  entityType: 'account',
  snapshot: accountSnapshot,
};

/** One account of the caller's firm and subtree, or 404. `lock` holds the row (SELECT … FOR UPDATE). */
export async function findAccount(tx: Tx, caller: Caller, id: string, lock = false): Promise<AccountRow> {
  const query = tx
    .select()
    .from(accounts)
    .where(
      and(eq(accounts.firmId, caller.firmId), eq(accounts.id, id), inCallerSubtree(caller, accounts.nodeId)),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Account');
  return row;
}

async function present(tx: Tx, row: AccountRow) {
  const [names] = await tx
    .select({ nodeName: nodes.name, clientName: clients.name })
    .from(clients)
    .leftJoin(nodes, and(eq(nodes.firmId, row.firmId), eq(nodes.id, row.nodeId)))
    .where(eq(clients.id, row.clientId));
  return presentAccount(row, names ?? {});
}

export async function getAccount(db: Database, caller: Caller, id: string) {
  return present(db, await findAccount(db, caller, id));
}

async function findOwner(tx: Tx, caller: Caller, clientId: string) {
  const [client] = await tx
    .select()
    .from(clients)
    .where(
      and(
        eq(clients.firmId, caller.firmId),
        eq(clients.id, clientId),
        inCallerSubtree(caller, clients.nodeId),
      ),
    )
    .for('update');
  if (!client) throw fieldError('clientId', 'Must be one of your clients');
  return client;
}

export async function createAccount(db: Database, caller: Caller, input: TCreateAccount) {
  return db.transaction(async (tx) => {
    // The client row is locked so that two requests cannot both open a child's only Junior ISA.
    const client = await findOwner(tx, caller, input.clientId);
    const nodeId = input.nodeId ?? client.nodeId;
    if (!(await nodeInSubtree(tx, caller, nodeId)))
      throw fieldError('nodeId', 'Must be your node or one under it');
    const { wrapperType, ...flags } = input.wrapperDetail;
    await checkWrapperEligibility(tx, client, wrapperType as WrapperType);
    const row = await insertAudited(tx, caller, ACCOUNT, {
      nodeId,
      clientId: client.id,
      name: input.name,
      accountType: input.accountType,
      wrapperType,
      status: input.status,
      currency: input.currency,
      details: { wrapperDetail: flags },
    });
    // Opening is allowed before onboarding is done; the answer says what is still needed (decision 0409).
    const notice = onboardingNotice(client);
    return { id: row.id, ...(notice ? { notice } : {}) };
  });
}

export async function patchAccount(db: Database, caller: Caller, id: string, patch: TPatchAccount) {
  return db.transaction(async (tx) => {
    const row = await findAccount(tx, caller, id, true);
    if (patch.version !== undefined && patch.version !== row.version) throw staleVersion();
    if (patch.nodeId && !(await nodeInSubtree(tx, caller, patch.nodeId)))
      throw fieldError('nodeId', 'Must be your node or one under it');
    const { wrapperType: _fixed, ...flags } = patch.wrapperDetail ?? {};
    const values = {
      name: patch.name ?? row.name,
      nodeId: patch.nodeId ?? row.nodeId,
      details: { ...row.details, wrapperDetail: { ...wrapperFlags(row), ...flags } },
      modelId: patch.modelId === undefined ? row.modelId : await modelToFollow(tx, caller, patch.modelId),
    };
    return save(tx, caller, row, values, 'update');
  });
}

/** PUT /account/{firmId}/{accountId}: a status change along the allowed transitions, or 409. */
export async function updateAccountStatus(
  db: Database,
  caller: Caller,
  id: string,
  input: TUpdateAccountStatus,
) {
  return db.transaction(async (tx) => {
    const row = await findAccount(tx, caller, id, true);
    if (input.version !== undefined && input.version !== row.version) throw staleVersion();
    checkTransition(row.status as AccountStatus, input.status);
    if (input.status === 'Closed' || input.status === 'Deleted') await checkCanClose(tx, row, input.status);
    return save(tx, caller, row, { status: input.status }, 'status', input.reason);
  });
}

async function save(
  tx: Tx,
  caller: Caller,
  row: AccountRow,
  values: Partial<typeof accounts.$inferInsert>,
  action: string,
  reason?: string,
) {
  return present(tx, await updateAudited(tx, caller, ACCOUNT, row, values, action, reason));
}
