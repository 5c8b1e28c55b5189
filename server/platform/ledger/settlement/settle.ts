import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { accounts, portfolioTransactions } from '../../db/schema';
import { conflict } from '../../errors';
import { availableCash, cashBalance } from '../postings/books';
import { clientRefusal, ownerOf } from '../../accounts/money-gate';
import { dec, moneyIn, formatPounds } from '../money';
import { postCash, transfer } from '../postings/post';
import {
  changeTransaction,
  detailsOf,
  type Actor,
  type TransactionDetails,
  type TransactionRow,
} from '../records/transaction-rows';

/** Completing cash transactions: each writes its balanced postings and marks the transaction Completed. */

/** Completed on `date`; `details` (a bank reference, the reason given) are kept with it and audited. */
const done = (date: string, details?: TransactionDetails) => ({
  status: 'Completed' as const,
  completedDate: date,
  ...(details ? { details: { ...details } } : {}),
});
const client = (accountId: string) => ({ book: 'Client' as const, accountId });

/** The pay-in's money has arrived: into the account from the client-money bank. */
export async function settlePayIn(
  tx: Tx,
  actor: Actor,
  row: TransactionRow,
  date: string,
  details?: TransactionDetails,
) {
  const amount = dec(row.amount);
  const narrative = `Deposit by ${row.method}`;
  await postCash(
    tx,
    row,
    transfer(
      amount,
      { book: 'Bank', code: 'DEPO', narrative },
      { ...client(row.accountId), code: 'DEPO', narrative },
    ),
    { postDate: date, valueDate: date },
  );
  const settled = await changeTransaction(tx, actor, row, done(date, details), 'complete');
  await releaseFundedBuys(tx, actor, settled);
  return settled;
}

/** The withdrawal has been paid: out of the account to the client-money bank. */
export async function settleWithdrawal(
  tx: Tx,
  actor: Actor,
  row: TransactionRow,
  date: string,
  details?: TransactionDetails,
) {
  // Not paid while the client is not Active: a withdrawal placed before their status changed waits or is
  // rejected (docs/decisions/0409).
  const [{ clientId }] = await tx
    .select({ clientId: accounts.clientId })
    .from(accounts)
    .where(eq(accounts.id, row.accountId));
  const refusal = clientRefusal(await ownerOf(tx, clientId));
  if (refusal) throw conflict(refusal);
  const amount = dec(row.amount);
  const cash = await cashBalance(tx, row.accountId);
  if (amount.greaterThan(cash))
    throw conflict(`Paying this withdrawal would overdraw the account (${formatPounds(cash)} held)`);
  const narrative = `Withdrawal by ${row.method}`;
  await postCash(
    tx,
    row,
    transfer(
      amount,
      { ...client(row.accountId), code: 'WDRL', narrative },
      { book: 'Bank', code: 'WDRL', narrative },
    ),
    { postDate: date, valueDate: date },
  );
  return changeTransaction(tx, actor, row, done(date, details), 'complete');
}

/** The adviser's fee: out of the account into the firm's fee book. */
export async function settleFee(tx: Tx, actor: Actor, row: TransactionRow, date: string) {
  const narrative = detailsOf(row).narrative ?? 'Adviser ad hoc fee';
  await postCash(
    tx,
    row,
    transfer(
      dec(row.amount),
      { ...client(row.accountId), code: 'FEEA', narrative },
      { book: 'Fees', code: 'FEEA', narrative },
    ),
    { postDate: date, valueDate: date },
  );
  return changeTransaction(tx, actor, row, done(date), 'complete');
}

/** Cash from one of the client's accounts to another. */
export async function settleMovement(tx: Tx, actor: Actor, row: TransactionRow, date: string) {
  const to = row.counterAccountId!;
  await postCash(
    tx,
    row,
    transfer(
      dec(row.amount),
      { ...client(row.accountId), code: 'TRFO', narrative: `Cash moved to ${to}` },
      { ...client(to), code: 'TRFI', narrative: `Cash moved from ${row.accountId}` },
    ),
    { postDate: date, valueDate: date },
  );
  return changeTransaction(tx, actor, row, done(date), 'complete');
}

const fundedBuys = (tx: Tx, payIn: TransactionRow) =>
  tx
    .select()
    .from(portfolioTransactions)
    .where(
      and(
        eq(portfolioTransactions.linkId, payIn.linkId!),
        eq(portfolioTransactions.accountId, payIn.accountId),
        eq(portfolioTransactions.status, 'Waiting'),
        eq(portfolioTransactions.transactionType, 'Order'),
      ),
    )
    .orderBy(portfolioTransactions.createdAt, portfolioTransactions.id);

/**
 * A group's buys wait for the group's pay-ins into their account. When the last of those arrives, each buy
 * is Placed and holds its cash, or fails if the cash is no longer there.
 */
async function releaseFundedBuys(tx: Tx, actor: Actor, payIn: TransactionRow) {
  if (!payIn.linkId) return;
  const [stillWaiting] = await tx
    .select({ id: portfolioTransactions.id })
    .from(portfolioTransactions)
    .where(
      and(
        eq(portfolioTransactions.linkId, payIn.linkId),
        eq(portfolioTransactions.accountId, payIn.accountId),
        eq(portfolioTransactions.transactionSubType, 'Deposit'),
        eq(portfolioTransactions.status, 'Waiting'),
      ),
    );
  if (stillWaiting) return;
  for (const buy of await fundedBuys(tx, payIn)) {
    const amount = dec(buy.amount);
    if (amount.lessThanOrEqualTo(await availableCash(tx, buy.accountId)))
      await changeTransaction(tx, actor, buy, { status: 'Placed', reservedCash: moneyIn(amount) }, 'place');
    else
      await changeTransaction(
        tx,
        actor,
        buy,
        { status: 'Error', details: { statusReason: 'Not enough cash when the pay-in arrived' } },
        'fail',
      );
  }
}

/** The group's pay-in failed or was cancelled: the buys it was to fund fail with it. */
export async function failFundedBuys(tx: Tx, actor: Actor, payIn: TransactionRow, reason: string) {
  if (!payIn.linkId) return;
  for (const buy of await fundedBuys(tx, payIn))
    await changeTransaction(tx, actor, buy, { status: 'Error', details: { statusReason: reason } }, 'fail');
}
