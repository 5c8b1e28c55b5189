import { eq } from 'drizzle-orm';
import type { Caller } from '../auth/caller';
import type { Tx } from '../db/connection';
import { assets, portfolioTransactions } from '../db/schema';
import { getPosition, presentTransaction, selectTransactions, type TransactionRow } from '../ledger';
import type { WebhookDeliveryRow } from './presenter';

/**
 * The body of an event, made once at its first attempt and then sent byte for byte on every retry and
 * replay: `{id, type, firmId, accountId, occurredAt, sequence, data}` where data is the full resource, as
 * the platform's own GET answers it (upstream: "any resource change triggers a webhook carrying the full
 * resource where possible"). A transaction is presented as it was committed by the change (the snapshot in
 * the outbox); a position, being derived from every posting, as it stands when the event is first sent.
 */

/** The webhooks' own reader: the whole firm, no permission needed (it is Keel reading for itself). */
const readerFor = (firmId: string): Caller => ({
  userId: 'WEBHOOKS',
  firmId,
  nodeId: '0',
  nodePath: '0',
  userName: 'Keel webhooks',
  userType: 'Machine',
  scopes: [],
});

/** Dates come back from jsonb as text; the presenter wants the row as drizzle reads it. */
function revive(snapshot: Record<string, unknown>): TransactionRow {
  return {
    ...(snapshot as unknown as TransactionRow),
    createdAt: new Date(snapshot.createdAt as string),
    updatedAt: new Date(snapshot.updatedAt as string),
  };
}

async function transactionData(db: Tx, snapshot: Record<string, unknown>) {
  const id = snapshot.id as string;
  const [view] = await selectTransactions(db).where(eq(portfolioTransactions.id, id));
  return view ? presentTransaction({ ...view, row: revive(snapshot) }) : snapshot;
}

async function positionData(db: Tx, firmId: string, ref: Record<string, unknown>) {
  const accountId = ref.accountId as string;
  let positionId = `${accountId}|C|${(ref.currency as string | undefined) ?? 'GBP'}`;
  if (ref.assetId) {
    const [asset] = await db
      .select({ isin: assets.isin })
      .from(assets)
      .where(eq(assets.id, ref.assetId as string));
    positionId = `${accountId}|S|${asset?.isin ?? ''}`;
  }
  // A holding sold to nothing still answers: its postings exist, its quantity is 0.
  return getPosition(db, readerFor(firmId), positionId, {}).catch(() => ({ id: positionId, ...ref }));
}

async function dataOf(db: Tx, row: WebhookDeliveryRow): Promise<unknown> {
  const payload = row.payload;
  if (payload.transaction) return transactionData(db, payload.transaction as Record<string, unknown>);
  if (payload.position) return positionData(db, row.firmId, payload.position as Record<string, unknown>);
  return payload.data ?? payload;
}

export async function renderBody(db: Tx, row: WebhookDeliveryRow): Promise<string> {
  return JSON.stringify({
    id: row.eventId,
    type: row.eventType,
    firmId: row.firmId,
    accountId: row.accountId,
    occurredAt: row.createdAt.toISOString(),
    sequence: row.sequence,
    data: await dataOf(db, row),
  });
}
