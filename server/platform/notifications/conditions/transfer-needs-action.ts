import { and, eq, notInArray, or } from 'drizzle-orm';
import { FINAL_TRANSFER_STATUSES } from '../../../../contract/transfers';
import type { Database } from '../../db/connection';
import { accounts, productTransfers as t } from '../../db/schema';
import { effectiveConfig } from '../../firm/service';
import { londonToday } from '../../ledger/clock';
import { ROOT_NODE_ID } from '../../nodes/subtree';
import { ageIs, ageTargets } from '../../transfers/query';
import type { Condition } from '../condition';

/**
 * An open transfer waiting on the firm or the client (actionRequired), or aged red against the firm's
 * per-status targets: the same rules as the transfers workbench's `actionRequired` and `age=red` filters.
 * The targets are the firm's (root node's) settings.
 */
export const transferNeedsAction: Condition = {
  type: 'Transfer Needs Action',
  async list(tx, firmId) {
    const today = londonToday();
    const targets = ageTargets(await effectiveConfig(tx as Database, firmId, ROOT_NODE_ID));
    const rows = await tx
      .select({
        id: t.id,
        status: t.status,
        actionRequired: t.actionRequired,
        since: t.statusSince,
        accountId: t.accountId,
        clientId: accounts.clientId,
        nodeId: accounts.nodeId,
      })
      .from(t)
      .innerJoin(accounts, eq(accounts.id, t.accountId))
      .where(
        and(
          eq(t.firmId, firmId),
          notInArray(t.status, [...FINAL_TRANSFER_STATUSES]),
          or(eq(t.actionRequired, true), ageIs('red', today, targets)),
        ),
      );
    return rows.map((r) => ({
      key: r.id,
      clientId: r.clientId,
      accountId: r.accountId,
      nodeId: r.nodeId,
      since: r.since,
      summary: r.actionRequired
        ? `Transfer ${r.id} (${r.status}) needs action`
        : `Transfer ${r.id} has been ${r.status} past its target`,
      link: `/transfers/${r.id}`,
    }));
  },
};
