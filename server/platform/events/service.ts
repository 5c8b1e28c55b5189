import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TCreateEvent, TEvent } from '../../../contract/notifications';
import { insertAudited, type AuditedKind } from '../audit/audited';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import { accounts, businessEvents, clients, users } from '../db/schema';
import { fieldError, notFound } from '../errors';
import { inCallerSubtree } from '../nodes/subtree';
import { requireFieldsInReach } from '../security/reach';

const e = businessEvents;

const EVENT: AuditedKind<typeof businessEvents> = {
  table: businessEvents,
  entityType: 'event',
  snapshot: (r) => ({
    clientId: r.clientId,
    accountId: r.accountId,
    eventType: r.eventType,
    note: r.note,
    occurredAt: r.occurredAt.toISOString(),
  }),
};

/**
 * POST /event: a business event against a client, or an account (and so its client). The ids are resolved
 * in the caller's firm and node subtree; an account of another client than the one named is a 400.
 */
export async function createEvent(db: Database, caller: Caller, body: TCreateEvent): Promise<{ id: string }> {
  await requireFieldsInReach(db, caller, 'body', [
    { field: 'clientId', kind: 'client', value: body.clientId },
    { field: 'accountId', kind: 'account', value: body.accountId },
  ]);
  return db.transaction(async (tx) => {
    let clientId = body.clientId;
    let nodeId: string;
    if (body.accountId) {
      const [account] = await tx
        .select({ clientId: accounts.clientId, nodeId: accounts.nodeId })
        .from(accounts)
        .where(and(eq(accounts.firmId, caller.firmId), eq(accounts.id, body.accountId)));
      if (clientId && clientId !== account.clientId)
        throw fieldError('accountId', "Must be one of the client's accounts");
      clientId = account.clientId;
      nodeId = account.nodeId;
    } else {
      const [client] = await tx
        .select({ nodeId: clients.nodeId })
        .from(clients)
        .where(and(eq(clients.firmId, caller.firmId), eq(clients.id, clientId!)));
      nodeId = client.nodeId;
    }
    const row = await insertAudited(tx, caller, EVENT, {
      nodeId,
      clientId: clientId!,
      accountId: body.accountId ?? null,
      eventType: body.eventType,
      note: body.note,
      occurredAt: new Date(body.occurredAt),
    });
    return { id: row.id };
  });
}

/** GET /event/{firmId}/{eventId}: one event in the caller's firm and subtree; otherwise 404. */
export async function getEvent(db: Database, caller: Caller, id: string): Promise<TEvent> {
  const by = alias(users, 'by');
  const [row] = await db
    .select({ e, clientName: clients.name, accountName: accounts.name, createdByName: by.name })
    .from(e)
    .leftJoin(clients, eq(clients.id, e.clientId))
    .leftJoin(accounts, eq(accounts.id, e.accountId))
    .leftJoin(by, and(eq(by.firmId, e.firmId), eq(by.id, e.createdBy)))
    .where(and(eq(e.firmId, caller.firmId), eq(e.id, id), inCallerSubtree(caller, e.nodeId)));
  if (!row) throw notFound('Event');
  return {
    id: row.e.id,
    firmId: row.e.firmId,
    nodeId: row.e.nodeId,
    clientId: row.e.clientId,
    clientName: row.clientName,
    accountId: row.e.accountId,
    accountName: row.accountName,
    eventType: row.e.eventType,
    note: row.e.note,
    occurredAt: row.e.occurredAt.toISOString(),
    createdAt: row.e.createdAt.toISOString(),
    createdBy: row.e.createdBy,
    createdByName: row.createdByName,
  };
}
