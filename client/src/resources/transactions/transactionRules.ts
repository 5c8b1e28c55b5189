import { OPEN_STATUSES, type TransactionStatus } from '../../../../contract/ledger';
import type { TPortfolioTransaction } from '../../../../contract/transactions';

export type TransactionActionName = 'authorise' | 'decline' | 'requestCancellation' | 'requestDeletion';

interface Viewer {
  userId: string | undefined;
  mayAct: boolean;
}

const isOpen = (status: TransactionStatus) => (OPEN_STATUSES as readonly string[]).includes(status);

/** Who asked for what awaits a second pair of eyes: the transaction itself, or a request on it. */
const awaitingFrom = (t: TPortfolioTransaction) =>
  t.status === 'Checking'
    ? t.pendingRequest?.requestedBy
    : t.status === 'Pending'
      ? t.requestedBy
      : undefined;

/**
 * The actions a user may take on a transaction, as the platform enforces them (docs/decisions/0402):
 * a Pending transaction or a Checking request is authorised or declined by another user with `action`
 * permission (four-eyes: never by its requester); an open transaction with no request pending may be
 * asked to be cancelled or deleted by a user with `action` too (decision 0407).
 */
export function availableActions(t: TPortfolioTransaction, viewer: Viewer): TransactionActionName[] {
  const actions: TransactionActionName[] = [];
  const requester = awaitingFrom(t);
  if (requester !== undefined && viewer.mayAct && requester !== viewer.userId)
    actions.push('authorise', 'decline');
  if (isOpen(t.status) && t.status !== 'Checking' && viewer.mayAct)
    actions.push('requestCancellation', 'requestDeletion');
  return actions;
}

/** Why a Pending or Checking transaction offers this user no authorisation. */
export function ownRequest(t: TPortfolioTransaction, userId: string | undefined): boolean {
  const requester = awaitingFrom(t);
  return requester !== undefined && requester === userId;
}
