import { and, asc, eq, lte } from 'drizzle-orm';
import type { Logger } from '../../log';
import { updateAudited, type Actor } from '../audit/audited';
import type { Database, Tx } from '../db/connection';
import { regularCrystallisationPayments, regularCrystallisations } from '../db/schema';
import { AppError } from '../errors';
import { londonToday } from '../ledger/clock';
import { dec, formatPounds } from '../ledger/money';
import { REGULAR_ACTOR } from '../ledger/records/actors';
import { newLinkId } from '../ledger/records/transaction-rows';
import { crystallisationQuote } from './crystallisation';
import { emergencyTaxEstimate } from '../../../contract/emergencyTax';
import { placeInPensionGroups } from './groups';
import { recordAction } from './history';
import { checkCash, payOut } from './payments';
import { followingPayment, PLAN, type PlanRow } from './regular';
import {
  ALLOWANCE,
  allowanceOf,
  allowanceUsed,
  changeCrystallised,
  fundOf,
  pensionAccountForRun,
  valuesOf,
  type PensionAccount,
} from './store';

/**
 * The regular crystallisation run (decision 0901): every Active plan with a payment due on or before
 * `today` pays it, each plan in its own database transaction, each due date once (the payments table's
 * key). A payment the rules or the cash refuse is recorded with its reason, and the plan moves on.
 */

export interface RegularCrystallisationRunResult {
  due: number;
  paid: number;
  refused: number;
}

export async function runRegularCrystallisations(
  db: Database,
  today = londonToday(),
  log?: Logger,
  /** One firm's plans only (a firm's scheduled run); every firm's when absent. */
  firmId?: string,
): Promise<RegularCrystallisationRunResult> {
  const due = await db
    .select({ id: regularCrystallisations.id })
    .from(regularCrystallisations)
    .where(
      and(
        eq(regularCrystallisations.status, 'Active'),
        lte(regularCrystallisations.nextPaymentDate, today),
        firmId ? eq(regularCrystallisations.firmId, firmId) : undefined,
      ),
    )
    .orderBy(asc(regularCrystallisations.nextPaymentDate), asc(regularCrystallisations.id));
  const result = { due: due.length, paid: 0, refused: 0 };
  for (const { id } of due) {
    try {
      const outcome = await db.transaction((tx) => payDue(tx, id, today));
      result.paid += outcome.paid;
      result.refused += outcome.refused;
    } catch (err) {
      log?.error('regular crystallisation failed', { bciId: id, err });
    }
  }
  return result;
}

async function payDue(tx: Tx, bciId: string, today: string) {
  const [{ accountId }] = await tx
    .select({ accountId: regularCrystallisations.accountId })
    .from(regularCrystallisations)
    .where(eq(regularCrystallisations.id, bciId));
  // The account first, then the plan: the order a PATCH takes them in.
  const account = await pensionAccountForRun(tx, accountId);
  const [plan] = await tx
    .select()
    .from(regularCrystallisations)
    .where(eq(regularCrystallisations.id, bciId))
    .for('update');
  const outcome = { paid: 0, refused: 0 };
  if (plan.status !== 'Active' || !plan.nextPaymentDate || plan.nextPaymentDate > today) return outcome;
  const actor: Actor = { firmId: plan.firmId, userId: REGULAR_ACTOR };
  let date = plan.nextPaymentDate;
  for (; date <= today; date = followingPayment(plan, date)) {
    const [claimed] = await tx
      .insert(regularCrystallisationPayments)
      .values({ bciId, dueDate: date })
      .onConflictDoNothing()
      .returning();
    if (!claimed) continue;
    const refusal = await payOnce(tx, actor, account, plan, date).then(
      (actionId) => ({ actionId, refusal: null }),
      (err: unknown) => {
        if (!(err instanceof AppError)) throw err;
        const why = err.fieldErrors.map((f) => f.errorMessage).join('; ') || err.message;
        return { actionId: null, refusal: why };
      },
    );
    await tx
      .update(regularCrystallisationPayments)
      .set(refusal)
      .where(
        and(
          eq(regularCrystallisationPayments.bciId, bciId),
          eq(regularCrystallisationPayments.dueDate, date),
        ),
      );
    if (refusal.refusal) outcome.refused++;
    else outcome.paid++;
  }
  await updateAudited(tx, actor, PLAN, plan, { nextPaymentDate: date }, 'run');
  return outcome;
}

/** One payment of a plan on `date`, in a savepoint so a refusal leaves nothing behind; its history row id. */
function payOnce(tx: Tx, actor: Actor, account: PensionAccount, plan: PlanRow, date: string) {
  return tx.transaction(async (sp) => {
    const allowance = await allowanceOf(sp, actor, account.clientId, true);
    const fund = (await fundOf(sp, actor, account, true))!;
    const values = await valuesOf(sp, account.id, fund, date);
    const amount = dec(plan.amount);
    const linkId = await newLinkId(sp);
    let taxFree = dec(0);
    let tax = dec(0);
    const made: string[] = [];
    if (plan.method === 'FAD') {
      if (amount.greaterThan(values.crystallised))
        throw new AppError(
          409,
          `Only ${formatPounds(values.crystallised)} of crystallised funds is left to pay the income from`,
        );
      await checkCash(sp, account.id, amount);
      tax = emergencyTaxEstimate(amount, date).tax;
      const row = await payOut(
        sp,
        actor,
        account.id,
        { subType: 'FAD Gross Withdrawal', gross: amount, tax, narrative: 'Drawdown income paid' },
        date,
        linkId,
      );
      made.push(row.id);
      await changeCrystallised(
        sp,
        actor,
        fund,
        amount.negated(),
        fund.allCrystallised,
        `Drawdown income ${plan.id} on ${date}`,
      );
    } else {
      const quote = crystallisationQuote({
        uncrystallisedValue: values.uncrystallised,
        lumpSumAllowanceUsed: allowanceUsed(allowance),
        dateOfBirth: account.dateOfBirth ?? '',
        on: date,
        method: 'UFPLS',
        amount,
      });
      if (!quote.ok) throw new AppError(400, 'Refused', quote.refusals);
      const q = quote.quote;
      await checkCash(sp, account.id, amount);
      taxFree = q.taxFree;
      tax = q.firstTaxablePayment?.tax ?? dec(0);
      if (q.taxFree.greaterThan(0))
        made.push(
          (
            await payOut(
              sp,
              actor,
              account.id,
              {
                subType: 'UFPLS',
                gross: q.taxFree,
                tax: dec(0),
                narrative: 'Regular UFPLS tax-free part paid',
              },
              date,
              linkId,
            )
          ).id,
        );
      if (q.taxable.greaterThan(0))
        made.push(
          (
            await payOut(
              sp,
              actor,
              account.id,
              {
                subType: 'UFPLS Gross Withdrawal',
                gross: q.taxable,
                tax,
                narrative: 'Regular UFPLS taxable part paid',
              },
              date,
              linkId,
            )
          ).id,
        );
      await placeInPensionGroups(sp, actor, account, {
        uncrystallised: q.uncrystallisedAfter.greaterThan(0),
        crystallised: values.crystallised.greaterThan(0),
      });
    }
    await updateAudited(
      sp,
      actor,
      ALLOWANCE,
      allowance,
      {
        usedHere: dec(allowance.usedHere).plus(taxFree).toFixed(2),
        mpaaTriggeredOn: allowance.mpaaTriggeredOn ?? date,
      },
      'use',
      `Regular ${plan.method} ${plan.id}`,
    );
    const action = await recordAction(sp, actor, {
      accountId: account.id,
      clientId: account.clientId,
      clientProductId: account.clientProductId,
      actionType: 'Regular Crystallisation',
      method: 'Payment',
      bciId: plan.id,
      description: `${plan.method === 'FAD' ? 'Drawdown income' : 'Regular UFPLS'} of ${formatPounds(amount)} paid (tax deducted ${formatPounds(tax)}, an estimate)`,
      amount: amount.toFixed(2),
      taxFree: taxFree.toFixed(2),
      taxable: amount.minus(taxFree).toFixed(2),
      estimatedTax: tax.toFixed(2),
      transactionIds: made,
      actionDate: date,
    });
    return action.id;
  });
}
