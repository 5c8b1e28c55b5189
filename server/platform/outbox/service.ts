import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TOutboxMessage } from '../../../contract/passwords';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import { outboxMessages } from '../db/schema';
import type { Page } from '../http/route';

type OutboxRow = typeof outboxMessages.$inferSelect;

export function presentOutboxMessage(row: OutboxRow): TOutboxMessage {
  return {
    id: String(row.id),
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    status: row.status,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** GET /outbox/{firmId}: the firm's e-mails, newest first, optionally to one recipient. */
export async function listOutbox(
  db: Database,
  caller: Caller,
  query: { page: number; pageSize: number; recipient?: string },
): Promise<Page<TOutboxMessage>> {
  const filters: SQL[] = [eq(outboxMessages.firmId, caller.firmId)];
  if (query.recipient)
    filters.push(eq(sql`lower(${outboxMessages.recipient})`, query.recipient.toLowerCase()));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(outboxMessages).where(where),
  ]);
  return {
    items: rows.map(presentOutboxMessage),
    count: total.n,
    page: query.page,
    pageSize: query.pageSize,
  };
}
