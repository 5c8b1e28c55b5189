import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { TClientProductAction, TClientProductActionQuery } from '../../../contract/pensions';
import type { Actor } from '../audit/audited';
import { insertAudited, type AuditedKind } from '../audit/audited';
import type { Caller } from '../auth/caller';
import type { Database, Tx } from '../db/connection';
import { accounts, clientProductActions } from '../db/schema';
import type { Page } from '../http/route';
import { moneyOut } from '../ledger/money';
import { inCallerSubtree } from '../nodes/subtree';
import { requireFieldsInReach } from '../security/reach';

/** The history of crystallisation and regular crystallisation actions (GET /clientproduct/action/{firmId}). */

type ActionRow = typeof clientProductActions.$inferSelect;

const ACTION: AuditedKind<typeof clientProductActions> = {
  table: clientProductActions,
  entityType: 'clientProductAction',
  snapshot: (r) => ({
    accountId: r.accountId,
    actionType: r.actionType,
    method: r.method,
    bciId: r.bciId,
    amount: r.amount,
    taxFree: r.taxFree,
    taxable: r.taxable,
    estimatedTax: r.estimatedTax,
    transactionIds: r.transactionIds,
    description: r.description,
  }),
};

export type NewAction = Omit<
  typeof clientProductActions.$inferInsert,
  'id' | 'firmId' | 'createdBy' | 'updatedBy' | 'version' | 'createdAt' | 'updatedAt'
>;

export const recordAction = (tx: Tx, actor: Actor, values: NewAction) =>
  insertAudited(tx, actor, ACTION, values);

const present = (r: ActionRow): TClientProductAction => ({
  id: r.id,
  accountId: r.accountId,
  clientId: r.clientId,
  clientProductId: r.clientProductId,
  clientProductActionType: r.actionType as TClientProductAction['clientProductActionType'],
  description: r.description,
  method: r.method,
  bciId: r.bciId,
  amount: moneyOut(r.amount),
  taxFree: moneyOut(r.taxFree),
  taxable: moneyOut(r.taxable),
  estimatedTax: moneyOut(r.estimatedTax),
  transactionIds: r.transactionIds,
  actionDate: r.actionDate,
  createdAt: r.createdAt.toISOString(),
  createdBy: r.createdBy,
});

export async function listClientProductActions(
  db: Database,
  caller: Caller,
  q: TClientProductActionQuery,
): Promise<Page<TClientProductAction>> {
  await requireFieldsInReach(db, caller, 'query', [
    { field: 'accountId', kind: 'account', value: q.accountId },
    { field: 'clientProductId', kind: 'clientProduct', value: q.clientProductId },
  ]);
  const visibleAccounts = db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.firmId, caller.firmId), inCallerSubtree(caller, accounts.nodeId)));
  const where = and(
    eq(clientProductActions.firmId, caller.firmId),
    inArray(clientProductActions.accountId, visibleAccounts),
    q.accountId ? eq(clientProductActions.accountId, q.accountId) : undefined,
    q.clientProductId ? eq(clientProductActions.clientProductId, q.clientProductId) : undefined,
    q.clientProductActionType ? eq(clientProductActions.actionType, q.clientProductActionType) : undefined,
  );
  const [{ n }] = await db.select({ n: count() }).from(clientProductActions).where(where);
  const rows = await db
    .select()
    .from(clientProductActions)
    .where(where)
    .orderBy(desc(clientProductActions.createdAt), desc(clientProductActions.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { items: rows.map(present), count: n, page: q.page, pageSize: q.pageSize };
}
