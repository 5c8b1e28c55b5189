import { and, asc, eq, ne } from 'drizzle-orm';
import { plusMonths } from '../../../contract/dates';
import type {
  TCreateRegularCrystallisation,
  TPatchRegularCrystallisation,
  TRegularCrystallisation,
} from '../../../contract/pensions';
import { insertAudited, updateAudited, type AuditedKind } from '../audit/audited';
import type { Caller } from '../auth/caller';
import type { Database, Tx } from '../db/connection';
import { accounts, regularCrystallisations } from '../db/schema';
import { badRequest, conflict, fieldError, notFound, staleVersion } from '../errors';
import { londonToday } from '../ledger/clock';
import { dec, formatPounds, moneyIn, moneyOut } from '../ledger/money';
import { inCallerSubtree } from '../nodes/subtree';
import { eligibleFrom } from './crystallisation';
import { recordAction } from './history';
import { ageOn } from '../../../contract/validation';
import { rulesOn } from '../../../contract/pensionRules';
import { findPensionAccount, fundOf, valuesOf, type PensionAccount } from './store';

/**
 * Regular crystallisation plans (decision 0901): a drawdown income (FAD) from crystallised funds, or a
 * regular UFPLS from uncrystallised ones, paid by the run (regular-run.ts) on each due date.
 */

export type PlanRow = typeof regularCrystallisations.$inferSelect;

export const PLAN: AuditedKind<typeof regularCrystallisations> = {
  table: regularCrystallisations,
  entityType: 'regularCrystallisation',
  snapshot: (r) => ({
    accountId: r.accountId,
    method: r.method,
    amount: r.amount,
    frequency: r.frequency,
    paymentDay: r.paymentDay,
    nextPaymentDate: r.nextPaymentDate,
    status: r.status,
  }),
};

const MONTHS: Record<string, number> = { Monthly: 1, Quarterly: 3, Annually: 12 };

/** The payment date after `date` for a plan of this frequency. */
export const followingPayment = (plan: Pick<PlanRow, 'frequency'>, date: string) =>
  plusMonths(date, MONTHS[plan.frequency]);

/** The first date on or after `from` that falls on `paymentDay` (1–28, so every month has it). */
export function firstPaymentOn(paymentDay: number, from: string): string {
  const thisMonth = `${from.slice(0, 8)}${String(paymentDay).padStart(2, '0')}`;
  return thisMonth >= from ? thisMonth : plusMonths(thisMonth, 1);
}

export const presentPlan = (r: PlanRow): TRegularCrystallisation => ({
  bciId: r.id,
  firmId: r.firmId,
  accountId: r.accountId,
  clientId: r.clientId,
  method: r.method as TRegularCrystallisation['method'],
  amount: moneyOut(r.amount),
  frequency: r.frequency as TRegularCrystallisation['frequency'],
  paymentDay: r.paymentDay,
  startDate: r.startDate,
  nextPaymentDate: r.nextPaymentDate,
  status: r.status as TRegularCrystallisation['status'],
  version: r.version,
});

/** The account's plans that are not stopped, oldest first. */
export async function plansOf(tx: Tx, accountId: string) {
  const rows = await tx
    .select()
    .from(regularCrystallisations)
    .where(
      and(eq(regularCrystallisations.accountId, accountId), ne(regularCrystallisations.status, 'Stopped')),
    )
    .orderBy(asc(regularCrystallisations.createdAt), asc(regularCrystallisations.id));
  return rows.map(presentPlan);
}

/** 409 unless the account holds funds of the kind the plan pays from; 400 before the minimum age. */
async function checkCanPay(
  tx: Tx,
  caller: Caller,
  account: PensionAccount,
  body: TCreateRegularCrystallisation,
) {
  const dob = account.dateOfBirth;
  if (!dob) throw conflict("The client's date of birth is not on record; add it before taking benefits");
  const age = ageOn(dob, body.startDate);
  const minimum = rulesOn(body.startDate < londonToday() ? londonToday() : body.startDate).minimumPensionAge;
  if (age < minimum)
    throw fieldError(
      'startDate',
      `The client is ${age} on ${body.startDate}; benefits can be taken from age ${minimum}, on or after ${eligibleFrom(dob, body.startDate)}`,
    );
  const values = await valuesOf(tx, account.id, await fundOf(tx, caller, account), londonToday());
  const from = body.method === 'FAD' ? values.crystallised : values.uncrystallised;
  if (from.lessThanOrEqualTo(0))
    throw conflict(
      body.method === 'FAD'
        ? 'The account has no crystallised funds to pay a drawdown income from; crystallise (PCLS) first'
        : 'The account has no uncrystallised funds to pay a regular UFPLS from',
    );
}

/** POST /clientproduct/action/regularcrystallisation: the plan (answered as its bciId). */
export async function createRegularCrystallisation(
  db: Database,
  caller: Caller,
  body: TCreateRegularCrystallisation,
) {
  if (body.startDate < londonToday()) throw fieldError('startDate', 'Must be today or later');
  return db.transaction(async (tx) => {
    const account = await findPensionAccount(tx, caller, body.accountId, 'accountId', true);
    await checkCanPay(tx, caller, account, body);
    const plan = await insertAudited(tx, caller, PLAN, {
      accountId: account.id,
      clientId: account.clientId,
      method: body.method,
      amount: moneyIn(body.amount),
      frequency: body.frequency,
      paymentDay: body.paymentDay,
      startDate: body.startDate,
      nextPaymentDate: firstPaymentOn(body.paymentDay, body.startDate),
      status: 'Active',
    });
    await recordPlanChange(tx, caller, account, plan, 'Created', describePlan(plan));
    return { id: plan.id };
  });
}

const describePlan = (p: PlanRow) =>
  `${p.frequency} ${p.method === 'FAD' ? 'drawdown income' : 'UFPLS'} of ${formatPounds(p.amount)} on day ${p.paymentDay}, from ${p.nextPaymentDate}`;

function recordPlanChange(
  tx: Tx,
  caller: Caller,
  account: PensionAccount,
  plan: PlanRow,
  change: string,
  description: string,
) {
  return recordAction(tx, caller, {
    accountId: account.id,
    clientId: account.clientId,
    clientProductId: account.clientProductId,
    actionType: 'Regular Crystallisation',
    method: change,
    bciId: plan.id,
    description,
    amount: plan.amount,
    actionDate: londonToday(),
  });
}

/** The changes a PATCH asks for, refused (409) when the plan's status does not allow them. */
function changesFor(plan: PlanRow, body: TPatchRegularCrystallisation, today: string) {
  if (plan.status === 'Stopped') throw conflict('This plan is stopped; set up a new one instead');
  const values: Partial<PlanRow> = {};
  const said: string[] = [];
  if (body.amount !== undefined) {
    values.amount = moneyIn(body.amount);
    said.push(`amount ${formatPounds(dec(body.amount))}`);
  }
  if (body.paymentDay !== undefined && body.paymentDay !== plan.paymentDay) {
    values.paymentDay = body.paymentDay;
    values.nextPaymentDate = firstPaymentOn(body.paymentDay, maxDate(today, plan.startDate));
    said.push(`payment day ${body.paymentDay}`);
  }
  if (body.change === 'Pause') {
    if (plan.status !== 'Active') throw conflict('Only an Active plan can be paused');
    values.status = 'Paused';
  } else if (body.change === 'Resume') {
    if (plan.status !== 'Paused') throw conflict('Only a Paused plan can be resumed');
    values.status = 'Active';
    // Payments missed while paused are not made up: the next is the first due date from today.
    let next = values.nextPaymentDate ?? plan.nextPaymentDate!;
    while (next < today) next = followingPayment(plan, next);
    values.nextPaymentDate = next;
  } else if (body.change === 'Stop') {
    values.status = 'Stopped';
    values.nextPaymentDate = null;
  }
  const change = body.change ? DONE[body.change] : 'Amended';
  const words = [`Plan ${change.toLowerCase()}`, said.join(', ')];
  return { values, change, description: words.filter(Boolean).join(': ') };
}

const DONE = { Pause: 'Paused', Resume: 'Resumed', Stop: 'Stopped' } as const;

const maxDate = (a: string, b: string) => (a > b ? a : b);

/** PATCH /clientproduct/action/regularcrystallisation/{firmId}/{bciId}. */
export async function patchRegularCrystallisation(
  db: Database,
  caller: Caller,
  bciId: string,
  body: TPatchRegularCrystallisation,
) {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ plan: regularCrystallisations })
      .from(regularCrystallisations)
      .innerJoin(accounts, eq(accounts.id, regularCrystallisations.accountId))
      .where(
        and(
          eq(regularCrystallisations.firmId, caller.firmId),
          eq(regularCrystallisations.id, bciId),
          inCallerSubtree(caller, accounts.nodeId),
        ),
      );
    if (!found) throw notFound('Regular crystallisation');
    const account = await findPensionAccount(tx, caller, found.plan.accountId, 'accountId', true);
    const [plan] = await tx
      .select()
      .from(regularCrystallisations)
      .where(eq(regularCrystallisations.id, bciId))
      .for('update');
    if (body.version !== plan.version) throw staleVersion();
    const { values, change, description } = changesFor(plan, body, londonToday());
    if (!Object.keys(values).length)
      throw badRequest([{ fieldName: 'paymentDay', errorMessage: 'Nothing would change' }]);
    const updated = await updateAudited(tx, caller, PLAN, plan, values, change.toLowerCase(), body.reason);
    await recordPlanChange(tx, caller, account, updated, change, description);
    return presentPlan(updated);
  });
}
