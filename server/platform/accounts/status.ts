import { ACCOUNT_STATUS_TRANSITIONS } from '../../../contract/accounts';
import type { AccountStatus } from '../../../contract/enums';
import { conflict } from '../errors';

const list = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items.at(-1)}` : (items[0] ?? '');

/** 409 unless the platform allows `from` → `to` (docs/decisions/0400-accounts-and-ledger.md). */
export function checkTransition(from: AccountStatus, to: AccountStatus) {
  if (from === to) throw conflict(`The account is already ${to}`);
  const next = ACCOUNT_STATUS_TRANSITIONS[from];
  if (next.includes(to)) return;
  throw conflict(
    next.length
      ? `An account cannot move from ${from} to ${to}; from ${from} it may move to ${list(next)}`
      : `A ${from} account is final; its status cannot change`,
  );
}

/** What an account's status allows money to do (docs/decisions/0400): one table, in the contract. */
export { ACCOUNT_STATUS_ALLOWS as STATUS_ALLOWS, type MoneyAction } from '../../../contract/accounts';
