import { and, eq } from 'drizzle-orm';
import { kindOf, type TransactionKind } from '../../../../contract/ledger';
import type { Caller } from '../../auth/caller';
import type { Tx } from '../../db/connection';
import { accounts, portfolioTransactions } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import { inCallerSubtree } from '../../nodes/subtree';
import type { LockedAccount } from '../../accounts/money-gate';
import { lockAccounts } from './locks';
import { lockTransaction, type TransactionRow } from './transaction-rows';

export interface Loaded {
  row: TransactionRow;
  kind: TransactionKind;
  accounts: Map<string, LockedAccount>;
}

/**
 * A transaction of the caller's firm and subtree, ready to change: its accounts are locked first (the
 * ledger's lock order: clients, accounts, then transactions), then the transaction itself is re-read
 * under lock so its status is current. 404 when the caller cannot see it.
 */
export async function loadForChange(tx: Tx, caller: Caller, id: string): Promise<Loaded> {
  const [seen] = await tx
    .select({
      accountId: portfolioTransactions.accountId,
      counterAccountId: portfolioTransactions.counterAccountId,
    })
    .from(portfolioTransactions)
    .innerJoin(accounts, eq(accounts.id, portfolioTransactions.accountId))
    .where(
      and(
        eq(portfolioTransactions.firmId, caller.firmId),
        eq(portfolioTransactions.id, id),
        inCallerSubtree(caller, accounts.nodeId),
      ),
    );
  if (!seen) throw notFound('Transaction');
  const fields = new Map([[seen.accountId, 'accountId']]);
  if (seen.counterAccountId) fields.set(seen.counterAccountId, 'toAccountId');
  const locked = await lockAccounts(tx, caller, fields).catch((err: unknown) => {
    // A counter account outside the caller's subtree hides the whole transaction.
    throw err instanceof AppError && err.statusCode === 400 ? notFound('Transaction') : err;
  });
  const row = (await lockTransaction(tx, caller.firmId, id))!;
  // A product transfer's transaction follows its transfer's lifecycle, never these actions (decision 0800).
  if (row.transactionSubType === 'Transfer' && row.method === 'Transfer')
    throw conflict(
      'This is a product transfer: it moves by its own events (PUT /portfoliotransaction/action/firmTransferHistoryUpdate)',
    );
  return { row, kind: kindOf(row)!, accounts: locked };
}

/** 409 naming the status when the transaction is not in one of `allowed`. */
export function expectStatus(row: TransactionRow, allowed: readonly string[], doing: string) {
  if (!allowed.includes(row.status)) throw conflict(`A ${row.status} transaction cannot be ${doing}`);
}
