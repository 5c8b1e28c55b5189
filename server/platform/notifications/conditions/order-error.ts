import { and, eq } from 'drizzle-orm';
import { accounts, portfolioTransactions as t } from '../../db/schema';
import type { Condition } from '../condition';

/** An order the dealing run (or settlement) refused: it stays in Error until someone deals with it. */
export const orderError: Condition = {
  type: 'Order Error',
  async list(tx, firmId) {
    const rows = await tx
      .select({
        id: t.id,
        details: t.details,
        since: t.updatedAt,
        accountId: t.accountId,
        clientId: accounts.clientId,
        nodeId: accounts.nodeId,
      })
      .from(t)
      .innerJoin(accounts, eq(accounts.id, t.accountId))
      .where(and(eq(t.firmId, firmId), eq(t.transactionType, 'Order'), eq(t.status, 'Error')));
    return rows.map((r) => {
      const reason = typeof r.details.statusReason === 'string' ? `: ${r.details.statusReason}` : '';
      return {
        key: r.id,
        clientId: r.clientId,
        accountId: r.accountId,
        nodeId: r.nodeId,
        since: r.since,
        summary: `Order ${r.id} is in Error${reason}`.slice(0, 500),
        link: `/accounts/${r.accountId}/transactions`,
      };
    });
  },
};
