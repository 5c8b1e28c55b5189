import { and, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TOutboxMessage } from '../../../contract/passwords';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import { outboxMessages, users } from '../db/schema';
import type { Page } from '../http/route';
import { administrable, administersWholeFirm } from '../users/rules';

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

/**
 * What of the firm's mail the caller may read (decision 0511): a message to a user only if the caller may
 * administer that user now (their subtree, no permission the caller lacks), since a set-password link
 * is a way into the account; a message to no user's account only if the caller administers the whole
 * firm. Checked against the recipient as they are today, so a promotion hides older links too.
 */
function readableBy(caller: Caller): SQL | undefined {
  const toUser = and(
    isNotNull(outboxMessages.userId),
    sql`${outboxMessages.userId} IN (SELECT ${users.id} FROM ${users} WHERE ${administrable(caller)})`,
  );
  return administersWholeFirm(caller) ? or(isNull(outboxMessages.userId), toUser) : toUser;
}

/** GET /outbox/{firmId}: the firm's e-mails the caller may read, newest first, optionally to one recipient. */
export async function listOutbox(
  db: Database,
  caller: Caller,
  query: { page: number; pageSize: number; recipient?: string },
): Promise<Page<TOutboxMessage>> {
  const filters: (SQL | undefined)[] = [eq(outboxMessages.firmId, caller.firmId), readableBy(caller)];
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
