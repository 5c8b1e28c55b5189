import { asc, eq, inArray } from 'drizzle-orm';
import { ACCOUNT_STATUS_ALLOWS, type MoneyAction } from '../../../contract/accounts';
import { CLIENT_STATUS_FOR_MONEY } from '../../../contract/clients';
import type { Tx } from '../db/connection';
import { clients } from '../db/schema';
import { conflict } from '../errors';
import type { AccountRow } from './presenter';

/**
 * The gate every movement of money passes (docs/decisions/0409): the client must be Active (their checks
 * done) and the account's own status must allow the action. The ledger's locks read each account's owner
 * with the account, so every placement, authorisation, instalment and dealing decision sees the same facts.
 */

export interface Owner {
  id: string;
  name: string;
  status: string;
}

/** An account row as the ledger's locks return it: with its owner, read under a share lock. */
export type LockedAccount = AccountRow & { owner: Owner };

/**
 * The owners of `clientIds`, each held FOR SHARE in id order: a status change (which locks the client FOR
 * UPDATE) waits for a placement in flight, and a placement waits for a status change, so neither acts on
 * a status the other is changing.
 */
export async function readOwners(tx: Tx, clientIds: string[]): Promise<Map<string, Owner>> {
  const ids = [...new Set(clientIds)].sort();
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ id: clients.id, name: clients.name, status: clients.status })
    .from(clients)
    .where(inArray(clients.id, ids))
    .orderBy(asc(clients.id))
    .for('share');
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * One account's owner, for paths that hold an account but not the locked map (paying a withdrawal). A plain
 * read: such a path already holds the account's lock, and taking a client lock after it would invert the
 * ledger's lock order (clients before accounts).
 */
export async function ownerOf(tx: Tx, clientId: string): Promise<Owner> {
  const [row] = await tx
    .select({ id: clients.id, name: clients.name, status: clients.status })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row;
}

const WHAT: Record<MoneyAction, string> = {
  payIn: 'take pay-ins',
  withdraw: 'make withdrawals',
  fee: 'be charged fees',
  buy: 'buy investments',
  sell: 'sell investments',
  receiveMovement: 'receive cash from another account',
};

/** Why a client who is not Active cannot move money, naming them and their status. */
export const clientRefusal = (owner: Owner): string | undefined =>
  owner.status === CLIENT_STATUS_FOR_MONEY
    ? undefined
    : `${owner.name} is ${owner.status}: a client must be ${CLIENT_STATUS_FOR_MONEY} before their accounts can receive money, trade or pay out`;

/** Why the account's own status does not let money do `action`. */
export function accountRefusal(account: AccountRow, action: MoneyAction): string | undefined {
  const allowed: readonly string[] = ACCOUNT_STATUS_ALLOWS[action];
  if (allowed.includes(account.status)) return undefined;
  return `Account ${account.id} is ${account.status}: only ${allowed.join(', ')} accounts can ${WHAT[action]}`;
}

/** Why `action` is refused on the account, the client's status first (onboarding comes before the account). */
export const moneyRefusal = (account: LockedAccount, action: MoneyAction): string | undefined =>
  clientRefusal(account.owner) ?? accountRefusal(account, action);

/** 409 unless the client is Active and the account's status lets money do `action`. */
export function checkAccountAllows(account: LockedAccount, action: MoneyAction) {
  const refusal = moneyRefusal(account, action);
  if (refusal) throw conflict(refusal);
}

/** What opening an account for a client who is not yet Active still needs, said in the create answer. */
export const onboardingNotice = (client: Pick<Owner, 'name' | 'status'>): string | undefined =>
  client.status === CLIENT_STATUS_FOR_MONEY
    ? undefined
    : `${client.name} is ${client.status}: the account is open, but it can receive money, trade or pay out only once ${client.name} is ${CLIENT_STATUS_FOR_MONEY} (their checks done)`;

const PENSIONS = ['Pension', 'SIPP', 'SSAS', 'TPPENSION'];

/** Money leaves a pension only by crystallisation, and a Junior ISA not before the child is 18. */
export function checkWrapperReleases(account: AccountRow) {
  if (PENSIONS.includes(account.wrapperType))
    throw conflict(`Money leaves a ${account.wrapperType} only through crystallisation, not as a withdrawal`);
  if (account.wrapperType === 'JISA')
    throw conflict(
      "A Junior ISA's money is locked until the child turns 18; it cannot be withdrawn or moved",
    );
}
