import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { WEBHOOK_DELIVERY_SORTS, ZWebhookDeliveryFilter, type TSimpleRestListQuery } from '../../../contract';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import { webhookDeliveries as d } from '../db/schema';
import { notFound } from '../errors';
import { parseSimpleRestList, type SimpleRestPage } from '../http/simple-rest';
import { presentDelivery } from './presenter';

const SORT_COLUMNS = {
  createdAt: d.queueOrder,
  status: d.status,
  attempts: d.attempts,
  nextAttemptAt: d.nextAttemptAt,
} as const;

/** GET /keel/{firmId}/webhookDeliveries: the firm's deliveries, newest first by default (simple REST). */
export async function listWebhookDeliveries(
  db: Database,
  caller: Caller,
  query: TSimpleRestListQuery,
): Promise<SimpleRestPage> {
  const list = parseSimpleRestList(query, {
    sortable: WEBHOOK_DELIVERY_SORTS,
    defaultSort: ['createdAt', 'DESC'],
    filter: ZWebhookDeliveryFilter,
  });
  const f = list.filter;
  const where = and(
    eq(d.firmId, caller.firmId),
    f.status ? eq(d.status, f.status) : undefined,
    f.kind ? eq(d.kind, f.kind) : undefined,
    f.eventType ? eq(d.eventType, f.eventType) : undefined,
    f.accountId ? eq(d.accountId, f.accountId) : undefined,
    f.id ? inArray(d.id, f.id.length ? f.id : ['']) : undefined,
    f.q ? (or(eq(d.id, f.q), eq(d.eventId, f.q), ilike(d.accountId, f.q)) as SQL) : undefined,
  );
  const column = SORT_COLUMNS[list.sort.field as keyof typeof SORT_COLUMNS];
  const order = list.sort.order === 'ASC' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(d)
      .where(where)
      .orderBy(order(column), order(d.queueOrder))
      .limit(list.limit)
      .offset(list.offset),
    db.select({ total: count() }).from(d).where(where),
  ]);
  return { rows: rows.map(presentDelivery), total: Number(total), offset: list.offset };
}

async function deliveryRow(db: Database, caller: Caller, id: string) {
  const [row] = await db
    .select()
    .from(d)
    .where(and(eq(d.firmId, caller.firmId), eq(d.id, id)));
  if (!row) throw notFound('Webhook delivery');
  return row;
}

export async function getWebhookDelivery(db: Database, caller: Caller, id: string) {
  return presentDelivery(await deliveryRow(db, caller, id));
}

/**
 * Sends deliveries again: each a new delivery (its own Keel-Delivery-Id, so a receiver that dropped the
 * first as done takes this one) of the same event with the same body, queued behind its account's open
 * events. Any id that is not the firm's is a 404 and nothing is replayed.
 */
export async function replayWebhookDeliveries(db: Database, caller: Caller, ids: string[]) {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(d)
      .where(and(eq(d.firmId, caller.firmId), inArray(d.id, unique)))
      .orderBy(asc(d.queueOrder));
    if (rows.length !== unique.length) throw notFound('Webhook delivery');
    const copies = await tx
      .insert(d)
      .values(
        rows.map((r) => ({
          firmId: r.firmId,
          kind: r.kind,
          eventId: r.eventId,
          eventType: r.eventType,
          accountId: r.accountId,
          sequence: r.sequence,
          payload: r.payload,
          body: r.body,
          replayOf: r.id,
          nextAttemptAt: sql`now()`,
        })),
      )
      .returning({ id: d.id, replayOf: d.replayOf });
    return { deliveries: copies.map((c) => ({ id: c.id, replayOf: c.replayOf! })) };
  });
}
