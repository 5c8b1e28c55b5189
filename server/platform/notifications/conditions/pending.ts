import { and, eq } from 'drizzle-orm';
import { accounts, clients } from '../../db/schema';
import type { Condition } from '../condition';

/** An account opened but not yet Active (its checks or its money are outstanding). */
export const accountPending: Condition = {
  type: 'Account Pending',
  async list(tx, firmId) {
    const rows = await tx
      .select({
        id: accounts.id,
        name: accounts.name,
        clientId: accounts.clientId,
        nodeId: accounts.nodeId,
        since: accounts.createdAt,
      })
      .from(accounts)
      .where(and(eq(accounts.firmId, firmId), eq(accounts.status, 'Pending')));
    return rows.map((r) => ({
      key: r.id,
      clientId: r.clientId,
      accountId: r.id,
      nodeId: r.nodeId,
      since: r.since,
      summary: `Account ${r.name} is Pending`,
      link: `/accounts/${r.id}/details`,
    }));
  },
};

/** A client onboarded but not yet Active. */
export const clientPending: Condition = {
  type: 'Client Pending',
  async list(tx, firmId) {
    const rows = await tx
      .select({ id: clients.id, name: clients.name, nodeId: clients.nodeId, since: clients.createdAt })
      .from(clients)
      .where(and(eq(clients.firmId, firmId), eq(clients.status, 'Pending')));
    return rows.map((r) => ({
      key: r.id,
      clientId: r.id,
      nodeId: r.nodeId,
      since: r.since,
      summary: `Client ${r.name} is Pending`,
      link: `/clients/${r.id}/details`,
    }));
  },
};
