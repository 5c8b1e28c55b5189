import { and, eq, inArray, or } from 'drizzle-orm';
import { OPEN_STATUSES } from '../../../contract/ledger';
import type { Tx } from '../db/connection';
import { portfolioTransactions } from '../db/schema';
import { conflict } from '../errors';
import { cashBalance, hasPostings, holdings } from '../ledger/postings/books';
import { formatPounds } from '../ledger/money';
import type { AccountRow } from './presenter';

async function hasOpenTransactions(tx: Tx, accountId: string) {
  const [row] = await tx
    .select({ id: portfolioTransactions.id })
    .from(portfolioTransactions)
    .where(
      and(
        or(
          eq(portfolioTransactions.accountId, accountId),
          eq(portfolioTransactions.counterAccountId, accountId),
        ),
        inArray(portfolioTransactions.status, [...OPEN_STATUSES]),
      ),
    )
    .limit(1);
  return !!row;
}

/** An account may close only when empty, and be deleted only if it never held anything (409 otherwise). */
export async function checkCanClose(tx: Tx, row: AccountRow, to: 'Closed' | 'Deleted') {
  if (await hasOpenTransactions(tx, row.id))
    throw conflict(`The account has open transactions; complete or cancel them before it is ${to}`);
  if (to === 'Deleted') {
    if (await hasPostings(tx, row.id))
      throw conflict('An account that has held money or investments cannot be deleted; close it instead');
    return;
  }
  const cash = await cashBalance(tx, row.id);
  const held = await holdings(tx, row.id);
  if (!cash.isZero() || held.length)
    throw conflict(
      `The account still holds ${formatPounds(cash)} in cash and ${held.length} investment${held.length === 1 ? '' : 's'}; empty it before it is Closed`,
    );
}
