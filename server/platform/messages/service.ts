import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { addDays, format, parseISO } from 'date-fns';
import {
  MESSAGE_STATUSES,
  MESSAGE_TRANSITIONS,
  MESSAGE_TYPES,
  type TMessage,
  type TMessageQuery,
  type TMessageStats,
  type TUpdateMessageStatus,
} from '../../../contract/messageBox';
import type { Caller } from '../auth/caller';
import type { Database, Tx } from '../db/connection';
import { accounts, clientMessages, clients, generatedFiles } from '../db/schema';
import { AppError, fieldError, notFound, staleVersion } from '../errors';
import type { Page } from '../http/route';
import { inCallerSubtree } from '../nodes/subtree';
import { downloadPath } from '../documents/store';
import { findClient } from '../clients/service';
import { findAccount } from '../accounts/service';

const columns = {
  message: clientMessages,
  clientName: clients.name,
  accountName: accounts.name,
  fileName: generatedFiles.fileName,
};
type Joined = {
  message: typeof clientMessages.$inferSelect;
  clientName: string | null;
  accountName: string | null;
  fileName: string | null;
};

function present({ message: m, clientName, accountName, fileName }: Joined): TMessage {
  return {
    id: m.id,
    firmId: m.firmId,
    nodeId: m.nodeId,
    clientId: m.clientId,
    clientName: clientName ?? '',
    accountId: m.accountId,
    accountName,
    messageType: m.messageType,
    status: m.status,
    subject: m.subject,
    body: m.body,
    documentStatus: m.fileId ? 'Ready' : m.document ? 'Preparing' : 'None',
    fileId: m.fileId,
    fileName,
    downloadPath: m.fileId ? downloadPath(m.firmId, m.fileId) : null,
    createdAt: m.createdAt.toISOString(),
    statusChangedAt: m.statusChangedAt?.toISOString() ?? null,
    statusChangedBy: m.statusChangedBy,
    version: m.version,
  };
}

function joined(db: Tx) {
  return db
    .select(columns)
    .from(clientMessages)
    .leftJoin(clients, eq(clients.id, clientMessages.clientId))
    .leftJoin(accounts, eq(accounts.id, clientMessages.accountId))
    .leftJoin(generatedFiles, eq(generatedFiles.id, clientMessages.fileId));
}

const inScope = (caller: Caller): (SQL | undefined)[] => [
  eq(clientMessages.firmId, caller.firmId),
  inCallerSubtree(caller, clientMessages.nodeId),
];

/** London midnight at the start of a date, as an instant (dates are the UK's days). */
const londonStart = (date: string) => sql`(${date}::date::timestamp AT TIME ZONE 'Europe/London')`;

/** GET /message/{firmId}: newest first; a client or account filter is checked in the caller's reach. */
export async function listMessages(db: Database, caller: Caller, q: TMessageQuery): Promise<Page<TMessage>> {
  if (q.clientId) await findClient(db, caller, q.clientId);
  if (q.accountId) await findAccount(db, caller, q.accountId);
  if (q.fromDate && q.toDate && q.fromDate > q.toDate)
    throw fieldError('fromDate', 'Must be on or before the end date');
  const where = and(
    ...inScope(caller),
    q.clientId ? eq(clientMessages.clientId, q.clientId) : undefined,
    q.accountId ? eq(clientMessages.accountId, q.accountId) : undefined,
    q.messageType ? eq(clientMessages.messageType, q.messageType) : undefined,
    q.status ? eq(clientMessages.status, q.status) : undefined,
    q.fromDate ? gte(clientMessages.createdAt, londonStart(q.fromDate)) : undefined,
    q.toDate
      ? lt(clientMessages.createdAt, londonStart(format(addDays(parseISO(q.toDate), 1), 'yyyy-MM-dd')))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(desc(clientMessages.createdAt), desc(clientMessages.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(clientMessages).where(where),
  ]);
  return { items: rows.map(present), count: total.n, page: q.page, pageSize: q.pageSize };
}

async function findMessage(db: Tx, caller: Caller, id: string): Promise<Joined> {
  const [row] = await joined(db).where(and(...inScope(caller), eq(clientMessages.id, id)));
  if (!row) throw notFound('Message');
  return row;
}

export async function getMessage(db: Database, caller: Caller, id: string): Promise<TMessage> {
  return present(await findMessage(db, caller, id));
}

/** PUT /message/{firmId}/{messageId}: one step of MESSAGE_TRANSITIONS (the same status again is a no-op). */
export async function updateMessageStatus(
  db: Database,
  caller: Caller,
  id: string,
  body: TUpdateMessageStatus,
): Promise<TMessage> {
  const current = await findMessage(db, caller, id);
  const from = current.message.status;
  if (body.version !== undefined && body.version !== current.message.version) throw staleVersion();
  if (from === body.status) return present(current);
  if (!MESSAGE_TRANSITIONS[from].includes(body.status))
    throw new AppError(409, `A message that is ${from} cannot be marked ${body.status}`);
  const [updated] = await db
    .update(clientMessages)
    .set({
      status: body.status,
      statusChangedAt: new Date(),
      statusChangedBy: caller.userId,
      version: sql`${clientMessages.version} + 1`,
    })
    .where(and(eq(clientMessages.id, id), eq(clientMessages.version, current.message.version)))
    .returning({ id: clientMessages.id });
  if (!updated) throw staleVersion();
  return getMessage(db, caller, id);
}

/** GET /message/stats/{firmId}: counts by type and status, of one client or of all the caller may see. */
export async function messageStats(
  db: Database,
  caller: Caller,
  q: { clientId?: string },
): Promise<TMessageStats> {
  if (q.clientId) await findClient(db, caller, q.clientId);
  const rows = await db
    .select({ messageType: clientMessages.messageType, status: clientMessages.status, n: count() })
    .from(clientMessages)
    .where(and(...inScope(caller), q.clientId ? eq(clientMessages.clientId, q.clientId) : undefined))
    .groupBy(clientMessages.messageType, clientMessages.status);
  const byStatus = Object.fromEntries(MESSAGE_STATUSES.map((s) => [s, 0])) as TMessageStats['byStatus'];
  const byType = MESSAGE_TYPES.map((messageType) => ({
    messageType,
    total: 0,
    unread: 0,
    read: 0,
    archived: 0,
  }));
  for (const r of rows) {
    byStatus[r.status] += r.n;
    const t = byType.find((x) => x.messageType === r.messageType);
    if (!t) continue;
    t.total += r.n;
    if (r.status === 'Unread') t.unread += r.n;
    else if (r.status === 'Read') t.read += r.n;
    else t.archived += r.n;
  }
  return {
    clientId: q.clientId ?? null,
    total: byStatus.Unread + byStatus.Read + byStatus.Archived,
    byStatus,
    byType: byType.filter((t) => t.total > 0),
  };
}
