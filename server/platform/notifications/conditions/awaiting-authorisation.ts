import { and, eq, inArray } from 'drizzle-orm';
import { accounts, portfolioTransactions as t } from '../../db/schema';
import type { Condition } from '../condition';

/**
 * Four-eyes: a transaction over its firm's threshold waits Pending, and a request to cancel or delete one
 * waits Checking, until a second user authorises it.
 */
export const awaitingAuthorisation: Condition = {
  type: 'Awaiting Authorisation',
  async list(tx, firmId) {
    const rows = await tx
      .select({
        id: t.id,
        status: t.status,
        subType: t.transactionSubType,
        amount: t.amount,
        since: t.updatedAt,
        accountId: t.accountId,
        clientId: accounts.clientId,
        nodeId: accounts.nodeId,
      })
      .from(t)
      .innerJoin(accounts, eq(accounts.id, t.accountId))
      .where(and(eq(t.firmId, firmId), inArray(t.status, ['Pending', 'Checking'])));
    return rows.map((r) => ({
      key: r.id,
      clientId: r.clientId,
      accountId: r.accountId,
      nodeId: r.nodeId,
      since: r.since,
      summary:
        r.status === 'Pending'
          ? `${r.subType}${r.amount ? ` of £${r.amount}` : ''} awaits a second user's authorisation`
          : `A request on ${r.subType} ${r.id} awaits a second user's authorisation`,
      link: `/accounts/${r.accountId}/transactions`,
    }));
  },
};
