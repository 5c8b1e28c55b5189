import { and, eq, inArray } from 'drizzle-orm';
import {
  ZCreateClient,
  type TCreateClient,
  type TPatchClient,
  type TRelatedParty,
  type TUpdateClientStatus,
} from '../../../contract/clients';
import type { TFieldError } from '../../../contract/errors';
import { insertAudited, updateAudited, type AuditedKind } from '../audit/audited';
import type { Caller } from '../auth/caller';
import type { Database, Tx } from '../db/connection';
import { clients, nodes } from '../db/schema';
import { badRequest, notFound, staleVersion, zodFieldErrors } from '../errors';
import { inCallerSubtree, nodeInSubtree } from '../nodes/subtree';
import { reachable } from '../security/reach';
import { updateHistory } from '../audit/history';
import { presentClient, type ClientRow } from './presenter';
import { toColumns, toCreateShape } from './columns';

const CLIENT: AuditedKind<typeof clients> = { table: clients, entityType: 'client', snapshot: toCreateShape };

/** One client of the caller's firm and subtree, or 404. `lock` holds the row for an update. */
export async function findClient(tx: Tx, caller: Caller, id: string, lock = false): Promise<ClientRow> {
  const query = tx
    .select()
    .from(clients)
    .where(
      and(eq(clients.firmId, caller.firmId), eq(clients.id, id), inCallerSubtree(caller, clients.nodeId)),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Client');
  return row;
}

async function nodeName(tx: Tx, firmId: string, nodeId: string) {
  const [node] = await tx
    .select({ name: nodes.name })
    .from(nodes)
    .where(and(eq(nodes.firmId, firmId), eq(nodes.id, nodeId)));
  return node?.name;
}

export async function getClient(db: Database, caller: Caller, id: string) {
  const row = await findClient(db, caller, id);
  const [name, history] = await Promise.all([
    nodeName(db, row.firmId, row.nodeId),
    updateHistory(db, caller.firmId, CLIENT.entityType, row.id),
  ]);
  return { ...presentClient(row, name), updateHistory: history };
}

/** Why a related party cannot hold its role, if it cannot: only people do, and only beneficiaries may be minors. */
function partyError(party: TRelatedParty, clientType: string | undefined, selfId?: string) {
  if (!clientType || party.clientId === selfId) return 'Must be an existing client of your firm';
  const allowed: string[] =
    party.role === 'Beneficiary' ? ['Individual', 'Individual Minor'] : ['Individual'];
  if (!allowed.includes(clientType))
    return party.role === 'Beneficiary'
      ? 'Must be a person (an individual or a minor)'
      : 'Must be an individual client';
  return undefined;
}

/**
 * A minor's parent: an Individual client of the firm, not the minor itself, in the caller's subtree when
 * it is being set (a parent already on the record stays valid for a caller who cannot see it).
 */
async function parentError(tx: Tx, caller: Caller, parentId: string, self?: ClientRow) {
  const unchanged = parentId === self?.parentId;
  const [parent] = await tx
    .select({ clientType: clients.clientType })
    .from(clients)
    .where(
      and(
        eq(clients.firmId, caller.firmId),
        eq(clients.id, parentId),
        unchanged ? undefined : inCallerSubtree(caller, clients.nodeId),
      ),
    );
  if (!parent || parentId === self?.id) return 'Must be an existing client of your firm';
  if (parent.clientType !== 'Individual') return 'A parent must be an Individual client';
  return undefined;
}

const partiesOf = (row: ClientRow) => (row.profile.relatedParties ?? []) as { clientId?: string }[];

/** References a client makes must exist in the caller's reach: its node, its parent, its related parties. */
async function checkReferences(tx: Tx, caller: Caller, client: TCreateClient, self?: ClientRow) {
  const errors: TFieldError[] = [];
  if (!(await nodeInSubtree(tx, caller, client.nodeId)))
    errors.push({ fieldName: 'nodeId', errorMessage: 'Must be your node or one under it' });
  const parent = client.parentId && (await parentError(tx, caller, client.parentId, self));
  if (parent) errors.push({ fieldName: 'parentId', errorMessage: parent });
  const parties = client.relatedParties ?? [];
  // New people (`client`) are checked by the contract and onboarded after this.
  const partyIds = [...new Set(parties.flatMap((p) => (p.clientId ? [p.clientId] : [])))];
  if (partyIds.length) {
    const found = await tx
      .select({ id: clients.id, clientType: clients.clientType })
      .from(clients)
      .where(and(eq(clients.firmId, caller.firmId), inArray(clients.id, partyIds)));
    // A party already on the record stays valid for a caller who cannot see it (as a parent does); a new
    // one must be in the caller's reach, or it answers as a client that does not exist.
    const standing = new Set((self ? partiesOf(self) : []).map((p) => p.clientId));
    const visible = await reachable(
      tx,
      caller,
      'client',
      partyIds.filter((id) => !standing.has(id)),
    );
    const typeOf = new Map(
      found.filter((f) => standing.has(f.id) || visible.has(f.id)).map((f) => [f.id, f.clientType]),
    );
    parties.forEach((p, i) => {
      if (!p.clientId) return;
      const error = partyError(p, typeOf.get(p.clientId!), self?.id);
      if (error) errors.push({ fieldName: `relatedParties.${i}.clientId`, errorMessage: error });
    });
  }
  if (errors.length) throw badRequest(errors);
}

/** Inserts a validated client and its audit row; the caller owns the transaction. */
const insertClient = (tx: Tx, caller: Caller, input: TCreateClient) =>
  insertAudited(tx, caller, CLIENT, toColumns(input));

/**
 * People entered inline as directors, trustees, … are onboarded as Individual clients in the record's node,
 * in the same transaction, so a refused record leaves none of them behind.
 */
async function onboardNewParties(tx: Tx, caller: Caller, client: TCreateClient): Promise<TCreateClient> {
  if (!client.relatedParties?.some((p) => p.client)) return client;
  const relatedParties: TRelatedParty[] = [];
  for (const { client: person, ...party } of client.relatedParties) {
    if (!person) {
      relatedParties.push(party);
      continue;
    }
    const row = await insertClient(tx, caller, {
      ...person,
      firmId: caller.firmId,
      nodeId: client.nodeId,
      clientType: 'Individual',
    });
    relatedParties.push({ ...party, clientId: row.id });
  }
  return { ...client, relatedParties };
}

export async function createClient(db: Database, caller: Caller, input: TCreateClient) {
  return db.transaction(async (tx) => {
    await checkReferences(tx, caller, input);
    const row = await insertClient(tx, caller, await onboardNewParties(tx, caller, input));
    return { id: row.id };
  });
}

/** PATCH: merge the change into the stored record and validate the result as a whole client. */
export async function patchClient(db: Database, caller: Caller, id: string, patch: TPatchClient) {
  return db.transaction(async (tx) => {
    const row = await findClient(tx, caller, id, true);
    const { version, ...changes } = patch;
    if (version !== undefined && version !== row.version) throw staleVersion();
    const merged = ZCreateClient.safeParse({ ...toCreateShape(row), ...changes });
    if (!merged.success) throw badRequest(zodFieldErrors(merged.error.issues));
    await checkReferences(tx, caller, merged.data, row);
    const saved = await onboardNewParties(tx, caller, merged.data);
    return saveChange(tx, caller, row, toColumns(saved), 'update');
  });
}

/** PUT /client/{firmId}/{clientId}: the status change, with its reason kept in the audit trail. */
export async function updateClientStatus(
  db: Database,
  caller: Caller,
  id: string,
  input: TUpdateClientStatus,
) {
  return db.transaction(async (tx) => {
    const row = await findClient(tx, caller, id, true);
    if (input.version !== undefined && input.version !== row.version) throw staleVersion();
    return saveChange(tx, caller, row, { status: input.status }, 'status', input.reason);
  });
}

async function saveChange(
  tx: Tx,
  caller: Caller,
  row: ClientRow,
  values: Partial<ReturnType<typeof toColumns>>,
  action: string,
  reason?: string,
) {
  const updated = await updateAudited(tx, caller, CLIENT, row, values, action, reason);
  return presentClient(updated, await nodeName(tx, updated.firmId, updated.nodeId));
}
