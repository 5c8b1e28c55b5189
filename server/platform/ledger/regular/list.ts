import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TRegularPaymentListQuery } from '../../../../contract/ledger';
import type { TCancelRegularPayment, TRegularPayment } from '../../../../contract/transactions';
import { auditDetailsOf } from '../../audit/details';
import { updateAudited } from '../../audit/audited';
import type { Caller } from '../../auth/caller';
import type { Database, Tx } from '../../db/connection';
import { accounts, regularPayments as rp } from '../../db/schema';
import { conflict, notFound, staleVersion } from '../../errors';
import { requestedSort } from '../../http/sort';
import type { Page } from '../../http/route';
import { inCallerSubtree } from '../../nodes/subtree';
import { requireFieldsInReach } from '../../security/reach';
import { moneyOut } from '../money';
import { REGULAR_PAYMENT } from './regular';

/** Regular payment instructions: listed and cancelled by people (docs/decisions/0403). */

const select = (tx: Tx) =>
  tx
    .select({ row: rp, accountName: accounts.name, clientId: accounts.clientId })
    .from(rp)
    .innerJoin(accounts, eq(accounts.id, rp.accountId));
type View = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

function present({ row, accountName, clientId }: View): TRegularPayment {
  const active = row.status === 'Active';
  return {
    id: row.id,
    firmId: row.firmId,
    accountId: row.accountId,
    accountName,
    clientId,
    transactionSubType: row.transactionSubType as TRegularPayment['transactionSubType'],
    movementType: row.transactionSubType === 'Deposit' ? 'In' : 'Out',
    amount: moneyOut(row.amount),
    method: row.method as TRegularPayment['method'],
    paymentDay: row.paymentDay,
    startDate: row.startDate,
    nextPaymentDate: active ? row.nextDueDate : null,
    status: row.status as TRegularPayment['status'],
    autoDisinvest: row.autoDisinvest as TRegularPayment['autoDisinvest'],
    sellDown: row.sellDown as TRegularPayment['sellDown'],
    investOnReceipt: row.investOnReceipt,
    narrative: row.narrative,
    cancelledDate: row.cancelledAt?.toISOString() ?? null,
    cancelledBy: row.cancelledBy,
    cancelReason: row.cancelReason,
    createdBy: row.createdBy,
    createdDate: row.createdAt.toISOString(),
    auditDetails: auditDetailsOf(row),
  };
}

const visible = (caller: Caller): SQL | undefined =>
  and(eq(rp.firmId, caller.firmId), inCallerSubtree(caller, accounts.nodeId));

const SORTS = { nextPaymentDate: rp.nextDueDate, createdAt: rp.createdAt, amount: rp.amount } as const;

/** GET /regularpayment/{firmId}: by account, client, status or direction; newest first unless sorted. */
export async function listRegularPayments(
  db: Database,
  caller: Caller,
  q: TRegularPaymentListQuery,
): Promise<Page<TRegularPayment>> {
  await requireFieldsInReach(db, caller, 'query', [
    { field: 'accountId', kind: 'account', value: q.accountId },
    { field: 'clientId', kind: 'client', value: q.clientId },
  ]);
  const where = and(
    visible(caller),
    q.accountId ? eq(rp.accountId, q.accountId) : undefined,
    q.clientId ? eq(accounts.clientId, q.clientId) : undefined,
    q.status ? eq(rp.status, q.status) : undefined,
    q.transactionSubType ? eq(rp.transactionSubType, q.transactionSubType) : undefined,
  );
  const sort = requestedSort(q.sort, SORTS);
  const order = sort
    ? [sort.direction(SORTS[sort.field]), sort.direction(rp.id)]
    : [desc(rp.createdAt), desc(rp.id)];
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(rp)
    .innerJoin(accounts, eq(accounts.id, rp.accountId))
    .where(where);
  const rows = await select(db)
    .where(where)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { items: rows.map(present), count, page: q.page, pageSize: q.pageSize };
}

/**
 * PUT /regularpayment/action/cancel/{firmId}/{id}: no further payments are created. Transactions already
 * created stay; an open one is cancelled on its own (requestCancellation), as any transaction is.
 */
export async function cancelRegularPayment(
  db: Database,
  caller: Caller,
  id: string,
  input: TCancelRegularPayment,
) {
  return db.transaction(async (tx) => {
    const [view] = await select(tx)
      .where(and(visible(caller), eq(rp.id, id)))
      .for('update', { of: rp });
    if (!view) throw notFound('Regular payment');
    if (input.version !== undefined && input.version !== view.row.version) throw staleVersion();
    if (view.row.status !== 'Active') throw conflict('This regular payment is already cancelled');
    const values = {
      status: 'Cancelled',
      cancelledAt: new Date(),
      cancelledBy: caller.userId,
      cancelReason: input.reason ?? null,
    };
    const row = await updateAudited(tx, caller, REGULAR_PAYMENT, view.row, values, 'cancel', input.reason);
    return present({ ...view, row });
  });
}
