import { eq, getTableColumns, sql } from 'drizzle-orm';
import { OPEN_STATUSES } from '../../../../contract/ledger';
import type { TPortfolioTransaction } from '../../../../contract/transactions';
import { auditDetailsOf } from '../../audit/details';
import type { Tx } from '../../db/connection';
import { accounts, assets, portfolioTransactions } from '../../db/schema';
import { moneyOrNull, quantityOut } from '../money';
import {
  actorName,
  authoriser,
  peopleColumns,
  pendingRequester,
  pendingRequesterId,
  requester,
  sameFirmUser,
  type PeopleView,
} from './people';
import { detailsOf, type TransactionRow } from './transaction-rows';

/** The columns a transaction is presented from: the row, its account and its asset. */
export const transactionView = {
  row: getTableColumns(portfolioTransactions),
  accountName: accounts.name,
  nodeId: accounts.nodeId,
  clientId: accounts.clientId,
  assetName: assets.name,
  isin: assets.isin,
  ...peopleColumns,
};
export interface TransactionView extends Partial<PeopleView> {
  row: TransactionRow;
  accountName: string;
  nodeId: string;
  clientId: string;
  assetName: string | null;
  isin: string | null;
}

/** Transactions joined to their accounts and assets; add where/order/limit. */
export const selectTransactions = (tx: Tx) =>
  tx
    .select({ ...transactionView, createdKey: sql<string>`${portfolioTransactions.createdAt}::text` })
    .from(portfolioTransactions)
    .innerJoin(accounts, eq(accounts.id, portfolioTransactions.accountId))
    .leftJoin(assets, eq(assets.id, portfolioTransactions.assetId))
    // The people named on it, by name (people.ts): only users of the transaction's own firm.
    .leftJoin(requester, sameFirmUser(requester, portfolioTransactions.requestedBy))
    .leftJoin(authoriser, sameFirmUser(authoriser, portfolioTransactions.authorisedBy))
    .leftJoin(pendingRequester, sameFirmUser(pendingRequester, pendingRequesterId));

/** The fields that come from a transaction's details. */
function fromDetails(row: TransactionRow, pendingRequestedByUserName: string | null = null) {
  const details = detailsOf(row);
  const request = details.pendingRequest;
  return {
    sellAll: details.sellAll ?? false,
    narrative: details.narrative ?? null,
    statusReason: details.statusReason ?? null,
    bankReference: details.bankReference ?? null,
    pendingRequest: request
      ? {
          kind: request.kind,
          requestedBy: request.requestedBy,
          requestedByName: actorName(request.requestedBy, pendingRequestedByUserName),
          reason: request.reason,
        }
      : null,
    executionDetails: (details.executionDetails as TPortfolioTransaction['executionDetails']) ?? null,
    contractNote: (details.contractNote as TPortfolioTransaction['contractNote']) ?? null,
    regularPaymentId: details.regularPaymentId ?? null,
    awaitingSales: !!details.awaitingSales && (OPEN_STATUSES as readonly string[]).includes(row.status),
  };
}

export function presentTransaction(view: TransactionView): TPortfolioTransaction {
  const { row } = view;
  return {
    id: row.id,
    firmId: row.firmId,
    nodeId: view.nodeId,
    accountId: row.accountId,
    accountName: view.accountName,
    clientId: view.clientId,
    linkId: row.linkId,
    transactionType: row.transactionType as TPortfolioTransaction['transactionType'],
    transactionSubType: row.transactionSubType as TPortfolioTransaction['transactionSubType'],
    movementType: row.movementType as TPortfolioTransaction['movementType'],
    method: row.method as TPortfolioTransaction['method'],
    status: row.status as TPortfolioTransaction['status'],
    incomplete: (OPEN_STATUSES as readonly string[]).includes(row.status),
    currency: row.currency,
    amount: moneyOrNull(row.amount),
    quantity: row.quantity === null ? null : quantityOut(row.quantity),
    assetId: row.assetId,
    assetName: view.assetName,
    isin: view.isin,
    toAccountId: row.counterAccountId,
    transactionDate: row.transactionDate,
    completedDate: row.completedDate,
    intendedSettlementDate: row.intendedSettlementDate,
    requestedBy: row.requestedBy,
    requestedByName: actorName(row.requestedBy, view.requestedByUserName ?? null),
    authorisedBy: row.authorisedBy,
    authorisedByName: actorName(row.authorisedBy, view.authorisedByUserName ?? null),
    ...fromDetails(row, view.pendingRequestedByUserName ?? null),
    createdDate: row.createdAt.toISOString(),
    auditDetails: auditDetailsOf(row),
  };
}

/** One transaction presented, read within the same database transaction as a change to it. */
export async function presentById(tx: Tx, id: string) {
  const [view] = await selectTransactions(tx).where(eq(portfolioTransactions.id, id));
  return presentTransaction(view);
}
