import { and, eq } from 'drizzle-orm';
import { CRYSTALLISABLE_WRAPPERS } from '../../../contract/pensions';
import type { WrapperType } from '../../../contract/enums';
import type { Actor } from '../audit/audited';
import { insertAudited, updateAudited, type AuditedKind } from '../audit/audited';
import type { Caller } from '../auth/caller';
import type { Tx } from '../db/connection';
import { accounts, clientPensionAllowances, clientProducts, clients, pensionFunds } from '../db/schema';
import { fieldError, notFound } from '../errors';
import { dec, Decimal, ZERO } from '../ledger/money';
import { availableCash } from '../ledger/postings/books';
import { valueAccount } from '../ledger/postings/valuation';
import { inCallerSubtree } from '../nodes/subtree';

/** Reading and keeping a pension account's crystallised part and its client's allowance (decision 0901). */

export type AllowanceRow = typeof clientPensionAllowances.$inferSelect;
export type FundRow = typeof pensionFunds.$inferSelect;

export const ALLOWANCE: AuditedKind<typeof clientPensionAllowances> = {
  table: clientPensionAllowances,
  entityType: 'clientPensionAllowance',
  snapshot: (r) => ({
    clientId: r.clientId,
    usedHere: r.usedHere,
    usedElsewhere: r.usedElsewhere,
    mpaaTriggeredOn: r.mpaaTriggeredOn,
  }),
};

export const FUND: AuditedKind<typeof pensionFunds> = {
  table: pensionFunds,
  entityType: 'pensionFund',
  snapshot: (r) => ({
    accountId: r.accountId,
    crystallised: r.crystallised,
    allCrystallised: r.allCrystallised,
  }),
};

export interface PensionAccount {
  id: string;
  firmId: string;
  clientId: string;
  wrapperType: WrapperType;
  status: string;
  dateOfBirth: string | null;
  clientProductId: string | null;
}

const ACCOUNT_FIELDS = {
  id: accounts.id,
  firmId: accounts.firmId,
  clientId: accounts.clientId,
  wrapperType: accounts.wrapperType,
  status: accounts.status,
  dateOfBirth: clients.dateOfBirth,
  clientProductId: clientProducts.id,
};

const pensionAccounts = (tx: Tx) =>
  tx
    .select(ACCOUNT_FIELDS)
    .from(accounts)
    .innerJoin(clients, eq(clients.id, accounts.clientId))
    .leftJoin(
      clientProducts,
      and(
        eq(clientProducts.clientId, accounts.clientId),
        eq(clientProducts.wrapperType, accounts.wrapperType),
      ),
    );

/**
 * The caller's pension account named by `accountId` (404 when another firm's or outside their subtree; 400
 * naming `field` when it is not a wrapper the platform crystallises). `lock` holds the account row.
 */
export async function findPensionAccount(
  tx: Tx,
  caller: Caller,
  accountId: string,
  field = 'accountId',
  lock = false,
): Promise<PensionAccount> {
  const query = pensionAccounts(tx).where(
    and(
      eq(accounts.firmId, caller.firmId),
      eq(accounts.id, accountId),
      inCallerSubtree(caller, accounts.nodeId),
    ),
  );
  const [row] = lock ? await query.for('update', { of: accounts }) : await query;
  if (!row) throw notFound('Account');
  if (!CRYSTALLISABLE_WRAPPERS.includes(row.wrapperType as WrapperType))
    throw fieldError(
      field,
      `Account ${accountId} is a ${row.wrapperType} account; only Pension, SIPP and SSAS accounts can be crystallised`,
    );
  return row as PensionAccount;
}

/** The same account for the platform's own run (it acts for the firm, not a user), locked. */
export async function pensionAccountForRun(tx: Tx, accountId: string): Promise<PensionAccount> {
  const [row] = await pensionAccounts(tx).where(eq(accounts.id, accountId)).for('update', { of: accounts });
  return row as PensionAccount;
}

/** The client's allowance row, created (empty) the first time; `lock` holds it for a change. */
export async function allowanceOf(
  tx: Tx,
  actor: Actor,
  clientId: string,
  lock = false,
): Promise<AllowanceRow> {
  const read = async () => {
    const q = tx.select().from(clientPensionAllowances).where(eq(clientPensionAllowances.clientId, clientId));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  };
  const found = await read();
  if (found || !lock) return found ?? emptyAllowance(actor.firmId, clientId);
  await tx
    .insert(clientPensionAllowances)
    .values({ firmId: actor.firmId, clientId, createdBy: actor.userId, updatedBy: actor.userId })
    .onConflictDoNothing();
  return read();
}

const emptyAllowance = (firmId: string, clientId: string): AllowanceRow => ({
  id: '',
  firmId,
  clientId,
  usedHere: '0',
  usedElsewhere: '0',
  mpaaTriggeredOn: null,
  version: 0,
  createdAt: new Date(0),
  createdBy: '',
  updatedAt: new Date(0),
  updatedBy: '',
});

export const allowanceUsed = (a: AllowanceRow) => dec(a.usedHere).plus(dec(a.usedElsewhere));

/** The account's fund row, created the first time it is needed for a change. */
export async function fundOf(tx: Tx, actor: Actor, account: PensionAccount, lock = false) {
  const q = tx.select().from(pensionFunds).where(eq(pensionFunds.accountId, account.id));
  const [row] = lock ? await q.for('update') : await q;
  if (row || !lock) return row;
  return insertAudited(tx, actor, FUND, { accountId: account.id, clientId: account.clientId });
}

export interface Values {
  accountValue: Decimal;
  cashAvailable: Decimal;
  crystallised: Decimal;
  uncrystallised: Decimal;
}

/**
 * The account's value split: the crystallised part as recorded (never above the value), the rest
 * uncrystallised; once all is crystallised, the whole value is.
 */
export async function valuesOf(
  tx: Tx,
  accountId: string,
  fund: FundRow | undefined,
  on: string,
): Promise<Values> {
  const { total } = await valueAccount(tx, accountId, on);
  const accountValue = Decimal.max(ZERO, total);
  const recorded = fund?.allCrystallised ? accountValue : dec(fund?.crystallised);
  const crystallised = Decimal.min(recorded, accountValue);
  return {
    accountValue,
    cashAvailable: Decimal.max(ZERO, await availableCash(tx, accountId)),
    crystallised,
    uncrystallised: accountValue.minus(crystallised),
  };
}

/** Moves the fund's crystallised amount by `change` (negative for income paid), audited. */
export function changeCrystallised(
  tx: Tx,
  actor: Actor,
  fund: FundRow,
  change: Decimal,
  allCrystallised: boolean,
  reason: string,
) {
  const crystallised = Decimal.max(ZERO, dec(fund.crystallised).plus(change));
  const values = { crystallised: crystallised.toFixed(2), allCrystallised };
  return updateAudited(tx, actor, FUND, fund, values, 'update', reason);
}
