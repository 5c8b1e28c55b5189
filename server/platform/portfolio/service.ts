import { and, asc, eq, or } from 'drizzle-orm';
import type { TClientGroupSummary, TPortfolio, TPortfolioListQuery } from '../../../contract/portfolio';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import { clientProducts, clients, portfolioGroupMembers, portfolioGroups } from '../db/schema';
import { listClients } from '../clients/list';
import { notFound } from '../errors';
import type { Page } from '../http/route';
import { londonToday, moneyOut } from '../ledger';
import { inCallerSubtree } from '../nodes/subtree';
import { requireFieldsInReach } from '../security/reach';
import { totalOf, valueClientsAccounts, type AccountValue } from './values';

const valuesOut = (values: AccountValue[]) => {
  const t = totalOf(values);
  return {
    currency: 'GBP',
    accounts: t.accounts,
    currentValue: moneyOut(t.currentValue),
    uninvestedCash: moneyOut(t.uninvestedCash),
    bookValue: moneyOut(t.bookValue),
    netContributions: moneyOut(t.netContributions),
    growth: moneyOut(t.growth),
    growthPercent: moneyOut(t.growthPercent),
  };
};

/**
 * GET /portfolio/{firmId}: the client list (same filters, order and node scope as GET /client) with each
 * client's accounts valued today. `intentDetails` narrows it to the holder of that client product.
 */
export async function listPortfolios(
  db: Database,
  caller: Caller,
  q: TPortfolioListQuery,
): Promise<Page<TPortfolio>> {
  let id = q.id;
  if (q.intentDetails) {
    await requireFieldsInReach(db, caller, 'query', [
      { field: 'intentDetails', kind: 'clientProduct', value: q.intentDetails },
    ]);
    const [product] = await db
      .select({ clientId: clientProducts.clientId })
      .from(clientProducts)
      .where(and(eq(clientProducts.firmId, caller.firmId), eq(clientProducts.id, q.intentDetails)));
    if (!product || (id && id !== product.clientId))
      return { items: [], count: 0, page: q.page, pageSize: q.pageSize };
    id = product.clientId;
  }
  const page = await listClients(db, caller, { ...q, id, parentId: undefined });
  const listed = page.items as { id: string }[];
  const values = await valueClientsAccounts(
    db,
    caller.firmId,
    listed.map((c) => c.id),
    londonToday(),
  );
  const items = (page.items as Parameters<typeof presentPortfolio>[0][]).map((c) =>
    presentPortfolio(
      c,
      values.filter((v) => v.clientId === c.id),
    ),
  );
  return { ...page, items };
}

function presentPortfolio(
  c: Pick<TPortfolio, 'id' | 'firmId' | 'name' | 'status' | 'clientType' | 'nodeId' | 'nodeName'>,
  values: AccountValue[],
): TPortfolio {
  return {
    id: c.id,
    firmId: c.firmId,
    name: c.name,
    status: c.status,
    clientType: c.clientType,
    nodeId: c.nodeId,
    nodeName: c.nodeName,
    ...valuesOut(values),
  };
}

type Relationship = TClientGroupSummary['clients'][number]['relationship'];

/**
 * GET /portfolio/clientgroupsummary/{firmId}/{clientId}: the family a client belongs to, valued together.
 * An adult's group is them and the minors under them; a minor's is their parent(s) and siblings. Only
 * clients the caller may see are included.
 */
export async function clientGroupSummary(
  db: Database,
  caller: Caller,
  clientId: string,
): Promise<TClientGroupSummary> {
  const visible = and(eq(clients.firmId, caller.firmId), inCallerSubtree(caller, clients.nodeId));
  const [client] = await db
    .select({ parentId: clients.parentId })
    .from(clients)
    .where(and(visible, eq(clients.id, clientId)));
  if (!client) throw notFound('Client');
  const parentId = client.parentId;
  const family = await db
    .select({
      id: clients.id,
      name: clients.name,
      clientType: clients.clientType,
      status: clients.status,
      parentId: clients.parentId,
    })
    .from(clients)
    .where(
      and(
        visible,
        or(
          eq(clients.id, clientId),
          eq(clients.parentId, clientId),
          parentId ? or(eq(clients.id, parentId), eq(clients.parentId, parentId)) : undefined,
        ),
      ),
    )
    .orderBy(asc(clients.id));
  const relationship = (m: (typeof family)[number]): Relationship =>
    m.id === clientId ? 'Self' : m.id === parentId ? 'Parent' : m.parentId === clientId ? 'Child' : 'Sibling';
  const values = await valueClientsAccounts(
    db,
    caller.firmId,
    family.map((m) => m.id),
    londonToday(),
  );
  const wrappers = [...new Set(values.map((v) => v.wrapperType))].sort();
  const groups = await db
    .select({ id: portfolioGroups.id, name: portfolioGroups.name, groupIntent: portfolioGroups.groupIntent })
    .from(portfolioGroupMembers)
    .innerJoin(portfolioGroups, eq(portfolioGroups.id, portfolioGroupMembers.groupId))
    .where(and(eq(portfolioGroupMembers.clientId, clientId), eq(portfolioGroups.firmId, caller.firmId)))
    .orderBy(asc(portfolioGroups.name));
  return {
    clientId,
    ...valuesOut(values),
    clients: family
      .map((m) => {
        const own = valuesOut(values.filter((v) => v.clientId === m.id));
        return {
          id: m.id,
          name: m.name,
          clientType: m.clientType as TClientGroupSummary['clients'][number]['clientType'],
          status: m.status as TClientGroupSummary['clients'][number]['status'],
          relationship: relationship(m),
          accounts: own.accounts,
          currentValue: own.currentValue,
        };
      })
      .sort((a, b) => RELATION_ORDER.indexOf(a.relationship) - RELATION_ORDER.indexOf(b.relationship)),
    wrappers: wrappers.map((w) => {
      const own = valuesOut(values.filter((v) => v.wrapperType === w));
      return {
        wrapperType: w as TClientGroupSummary['wrappers'][number]['wrapperType'],
        accounts: own.accounts,
        currentValue: own.currentValue,
      };
    }),
    portfolioGroups: groups.map((g) => ({
      ...g,
      groupIntent: g.groupIntent as TClientGroupSummary['portfolioGroups'][number]['groupIntent'],
    })),
  };
}

const RELATION_ORDER: Relationship[] = ['Parent', 'Self', 'Child', 'Sibling'];
