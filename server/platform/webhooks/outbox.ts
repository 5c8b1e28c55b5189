import { and, eq, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { TWebhookEventType, TWebhookKind } from '../../../contract/webhooks';
import type { Tx } from '../db/connection';
import { webhookConfigs } from '../db/schema';

/**
 * The outbox's write side (decision 1001): the ledger calls these inside the transaction that changes a
 * transaction or a position, so an event exists if and only if its change committed. Nothing here reads
 * the ledger (the ledger imports this file; the resource is rendered when the event is first sent,
 * deliver.ts). A firm with no enabled endpoint for the kind, or one that did not choose the event, costs
 * one indexed read and writes nothing.
 *
 * Set-based: every event of a call goes in ONE statement that also numbers them per account (the
 * `webhook_sequences` upsert), so a dealing batch of thousands of orders adds one statement, not thousands.
 */

export interface OutboxEvent {
  accountId: string;
  eventType: TWebhookEventType;
  payload: Record<string, unknown>;
}

/**
 * What each open transaction has read of the firms' endpoints, so a group of orders (a rebalance places
 * three an account) reads it once, not once a row. Per transaction: another transaction's change to an
 * endpoint is seen by the next write after it, as before. Keyed weakly: gone with the transaction.
 */
const readInTransaction = new WeakMap<object, Map<string, Promise<Set<string>>>>();

/** The event types the firm's enabled endpoint of this kind wants; empty when none. */
function wanted(tx: Tx, firmId: string, kind: TWebhookKind): Promise<Set<string>> {
  const read = async () => {
    const [config] = await tx
      .select({ enabled: webhookConfigs.enabled, events: webhookConfigs.events })
      .from(webhookConfigs)
      .where(and(eq(webhookConfigs.firmId, firmId), eq(webhookConfigs.kind, kind)));
    return new Set(config?.enabled ? config.events : []);
  };
  // Outside a transaction every call reads afresh.
  if (!(tx instanceof PgTransaction)) return read();
  let cache = readInTransaction.get(tx);
  if (!cache) readInTransaction.set(tx, (cache = new Map()));
  const key = `${firmId}|${kind}`;
  let types = cache.get(key);
  if (!types) {
    cache.set(key, (types = read()));
    types.catch(() => cache.delete(key));
  }
  return types;
}

/** Rows per statement: bounds one JSON parameter. */
const EVENTS_PER_STATEMENT = 2000;

/** Writes the events the firm's endpoint wants, numbered per account in the order given. */
export async function recordEvents(
  tx: Tx,
  firmId: string,
  kind: TWebhookKind,
  events: OutboxEvent[],
): Promise<number> {
  if (!events.length) return 0;
  const types = await wanted(tx, firmId, kind);
  const chosen = events.filter((e) => types.has(e.eventType));
  for (let i = 0; i < chosen.length; i += EVENTS_PER_STATEMENT)
    await insertEvents(tx, firmId, kind, chosen.slice(i, i + EVENTS_PER_STATEMENT));
  return chosen.length;
}

async function insertEvents(tx: Tx, firmId: string, kind: string, events: OutboxEvent[]) {
  const rows = JSON.stringify(
    events.map((e, ord) => ({
      ord,
      account_id: e.accountId,
      event_type: e.eventType,
      payload: e.payload,
    })),
  );
  await tx.execute(sql`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${rows}::jsonb)
        AS r(ord int, account_id text, event_type text, payload jsonb)
    ),
    counts AS (SELECT account_id, count(*)::bigint AS n FROM input GROUP BY account_id),
    bumped AS (
      INSERT INTO webhook_sequences AS s (firm_id, kind, account_id, last_sequence)
      SELECT ${firmId}, ${kind}, account_id, n FROM counts
      ON CONFLICT (firm_id, kind, account_id)
        DO UPDATE SET last_sequence = s.last_sequence + excluded.last_sequence
      RETURNING account_id, last_sequence
    )
    INSERT INTO webhook_deliveries (firm_id, kind, event_type, account_id, sequence, payload)
    SELECT ${firmId}, ${kind}, i.event_type, i.account_id,
           b.last_sequence - c.n + row_number() OVER (PARTITION BY i.account_id ORDER BY i.ord),
           i.payload
    FROM input i JOIN counts c USING (account_id) JOIN bumped b USING (account_id)
    ORDER BY i.ord`);
}

/** A transaction row as committed (drizzle's shape: Dates, numeric strings, details jsonb). */
export interface TransactionSnapshot {
  id: string;
  firmId: string;
  accountId: string;
  [column: string]: unknown;
}

/**
 * `transaction.created` / `transaction.updated` for rows the caller wrote in this transaction: the row as
 * committed travels in the event, so a receiver sees each state the transaction passed through.
 */
export async function recordTransactionEvents(
  tx: Tx,
  rows: readonly TransactionSnapshot[],
  eventType: 'transaction.created' | 'transaction.updated',
): Promise<void> {
  const byFirm = groupBy(rows, (r) => r.firmId);
  for (const [firmId, firmRows] of byFirm)
    await recordEvents(
      tx,
      firmId,
      'transaction',
      firmRows.map((row) => ({ accountId: row.accountId, eventType, payload: { transaction: row } })),
    );
}

/** The fields of a cash or stock posting row that say which position it moved. */
export interface PostingRef {
  firmId: string;
  book: string;
  accountId?: string | null;
  assetId?: string | null;
  currency?: string | null;
}

/**
 * `position.changed` once per position that postings moved (client books only: house books are not a
 * customer's position). A posting with an asset moves that holding; one without, the account's cash.
 */
export async function recordPositionEvents(tx: Tx, postings: readonly PostingRef[]): Promise<void> {
  const seen = new Map<string, { firmId: string; event: OutboxEvent }>();
  for (const p of postings) {
    if (p.book !== 'Client' || !p.accountId) continue;
    const asset = p.assetId ? { assetId: p.assetId } : { currency: p.currency ?? 'GBP' };
    const key = `${p.firmId}|${p.accountId}|${p.assetId ?? 'C'}`;
    if (!seen.has(key))
      seen.set(key, {
        firmId: p.firmId,
        event: {
          accountId: p.accountId,
          eventType: 'position.changed',
          payload: { position: { accountId: p.accountId, ...asset } },
        },
      });
  }
  const byFirm = groupBy([...seen.values()], (v) => v.firmId);
  for (const [firmId, list] of byFirm)
    await recordEvents(
      tx,
      firmId,
      'position',
      list.map((v) => v.event),
    );
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
