import type { TAuthoriseTransaction } from '../../../../contract/transactions';
import type { Caller } from '../../auth/caller';
import type { Database, Tx } from '../../db/connection';
import { conflict, forbidden } from '../../errors';
import { londonToday } from '../clock';
import { loadForChange, type Loaded } from '../records/load';
import { checkAccountAllows, checkWrapperReleases } from '../../accounts/money-gate';
import { presentById } from '../records/presenter';
import { changeTransaction, detailsOf } from '../records/transaction-rows';
import { raiseSales } from '../placing/disinvest';
import { afterRemoval } from './requests';
import { settleFee, settleMovement } from '../settlement/settle';

/**
 * Four-eyes. A Pending transaction (over its firm's threshold) proceeds only when a second user with
 * Transaction `action` authorises it; a Checking request to cancel or delete likewise. Nobody authorises
 * what they requested themselves.
 */
export async function authoriseTransaction(
  db: Database,
  caller: Caller,
  id: string,
  input: TAuthoriseTransaction,
) {
  return db.transaction(async (tx) => {
    const loaded = await loadForChange(tx, caller, id);
    const { row } = loaded;
    if (row.status === 'Pending') await decidePending(tx, caller, loaded, input);
    else if (row.status === 'Checking') await decideRequest(tx, caller, loaded, input);
    else
      throw conflict(
        `Only a Pending transaction or a Checking request can be authorised; this one is ${row.status}`,
      );
    return presentById(tx, id);
  });
}

async function decidePending(
  tx: Tx,
  caller: Caller,
  { row, kind, accounts }: Loaded,
  input: TAuthoriseTransaction,
) {
  if (row.requestedBy === caller.userId)
    throw forbidden('You requested this transaction; another user must authorise it');
  if (!input.authorise)
    return changeTransaction(
      tx,
      caller,
      row,
      {
        status: 'Deleted',
        authorisedBy: caller.userId,
        details: { statusReason: `Declined: ${input.reason ?? 'no reason given'}` },
      },
      'decline',
      input.reason,
    );
  const account = accounts.get(row.accountId)!;
  checkAccountAllows(account, kind === 'adHocFee' ? 'fee' : 'withdraw');
  if (kind !== 'adHocFee') checkWrapperReleases(account);
  if (kind === 'internalMovement')
    checkAccountAllows(accounts.get(row.counterAccountId!)!, 'receiveMovement');
  const approved = await changeTransaction(
    tx,
    caller,
    row,
    { status: 'Waiting', authorisedBy: caller.userId },
    'authorise',
    input.reason,
  );
  if (kind === 'adHocFee') return settleFee(tx, caller, approved, londonToday());
  if (kind === 'internalMovement') return settleMovement(tx, caller, approved, londonToday());
  if (detailsOf(approved).awaitingSales)
    await raiseSales(
      { tx, caller, accounts, today: londonToday(), linkId: approved.linkId, groupPayIns: new Map() },
      approved,
      account,
    );
  return approved;
}

async function decideRequest(tx: Tx, caller: Caller, { row, kind }: Loaded, input: TAuthoriseTransaction) {
  const request = detailsOf(row).pendingRequest!;
  if (request.requestedBy === caller.userId)
    throw forbidden(`You requested this ${request.kind.toLowerCase()}; another user must authorise it`);
  if (!input.authorise)
    return changeTransaction(
      tx,
      caller,
      row,
      { status: request.previousStatus, details: { pendingRequest: undefined } },
      'decline',
      input.reason,
    );
  const reason = `${request.kind} authorised`;
  const deleted = await changeTransaction(
    tx,
    caller,
    row,
    { status: 'Deleted', authorisedBy: caller.userId, details: { statusReason: reason } },
    'authorise',
    input.reason,
  );
  await afterRemoval(tx, caller, deleted, kind, 'cancelled');
  return deleted;
}
