import { and, count, eq, min } from 'drizzle-orm';
import { clientMessages as m } from '../../db/schema';
import type { Condition } from '../condition';

/**
 * A client with unread messages in their message box: one notification per client (not per message), so
 * a statement run does not flood the inbox; it ends when the client has none unread.
 */
export const unreadMessages: Condition = {
  type: 'Unread Messages',
  async list(tx, firmId) {
    const rows = await tx
      .select({ clientId: m.clientId, nodeId: min(m.nodeId), since: min(m.createdAt), n: count() })
      .from(m)
      .where(and(eq(m.firmId, firmId), eq(m.status, 'Unread')))
      .groupBy(m.clientId);
    return rows.map((r) => ({
      key: r.clientId,
      clientId: r.clientId,
      nodeId: r.nodeId!,
      since: r.since!,
      summary: `${r.n} unread message${r.n === 1 ? '' : 's'}`,
      link: `/clients/${r.clientId}/documents`,
    }));
  },
};
