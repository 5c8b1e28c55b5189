import { and, asc, eq, sql } from 'drizzle-orm';
import type { TMasterParty, TMasterPartyQuery } from '../../../contract/transfers';
import type { Database } from '../db/connection';
import { masterParties } from '../db/schema';
import { lowerContains } from '../db/like';
import type { Page } from '../http/route';

type PartyRow = typeof masterParties.$inferSelect;

const presentParty = (r: PartyRow): TMasterParty => ({
  id: r.id,
  name: r.name,
  status: r.status as TMasterParty['status'],
  transferWrapperTypes: r.transferWrapperTypes as TMasterParty['transferWrapperTypes'],
  productTransferTypes: r.productTransferTypes as TMasterParty['productTransferTypes'],
  electronic: r.electronic,
  typicalDays: r.typicalDays,
});

/**
 * GET /masterparty/platform/{firmId}: the platform's list of other providers (the same for every firm;
 * migration 0017 writes it), by name, filtered by a wrapper and a transfer type they take.
 */
export async function listMasterParties(db: Database, q: TMasterPartyQuery): Promise<Page<unknown>> {
  const where = and(
    q.transferWrapperType
      ? sql`${q.transferWrapperType} = ANY(${masterParties.transferWrapperTypes})`
      : undefined,
    q.productTransferType
      ? sql`${q.productTransferType} = ANY(${masterParties.productTransferTypes})`
      : undefined,
    q.name ? lowerContains(masterParties.name, q.name) : undefined,
    q.status ? eq(masterParties.status, q.status) : undefined,
  );
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(masterParties)
    .where(where);
  const rows = await db
    .select()
    .from(masterParties)
    .where(where)
    .orderBy(asc(sql`lower(${masterParties.name})`), asc(masterParties.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { items: rows.map(presentParty), count, page: q.page, pageSize: q.pageSize };
}
