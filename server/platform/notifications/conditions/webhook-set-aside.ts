import { sql } from 'drizzle-orm';
import type { Condition } from '../condition';

/**
 * A webhook delivery set aside after 24 hours of failures (decision 1001); it ends when a replay of it is
 * delivered. Webhooks belong to the firm as a whole, so the notification sits at the root node.
 */
export const webhookSetAside: Condition = {
  type: 'Webhook Delivery Set Aside',
  async list(tx, firmId) {
    const result = await tx.execute(sql`
      SELECT d.id, d.kind, d.event_type AS "eventType", d.account_id AS "accountId",
             coalesce(d.last_attempt_at, d.created_at) AS since
      FROM webhook_deliveries d
      WHERE d.firm_id = ${firmId} AND d.status = 'SetAside'
        AND NOT EXISTS (SELECT 1 FROM webhook_deliveries r
                        WHERE r.firm_id = d.firm_id AND r.replay_of = d.id AND r.status = 'Delivered')`);
    const rows = (result as unknown as { rows: Record<string, string | null>[] }).rows;
    return rows.map((r) => ({
      key: r.id!,
      accountId: r.accountId,
      nodeId: '0',
      since: new Date(r.since!),
      summary: `Webhook delivery ${r.id} (${r.eventType}) was set aside: the ${r.kind} endpoint did not accept it for 24 hours`,
      link: '/firm/webhooks/deliveries',
    }));
  },
};
