import type {
  TCrystallisationOptions,
  TCrystallisationResult,
  TCrystallise,
} from '../../../contract/pensions';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import { badRequest, conflict } from '../errors';
import { londonToday, moneyOut } from '../ledger';
import { dec, formatPounds, ZERO } from '../ledger/money';
import { newLinkId, type TransactionRow } from '../ledger/records/transaction-rows';
import { crystallisationOptions, crystallisationQuote, type CrystallisationQuote } from './crystallisation';
import { placeInPensionGroups } from './groups';
import { recordAction } from './history';
import { checkCash, payOut, recordDesignation } from './payments';
import { plansOf } from './regular';
import { rulesOn } from '../../../contract/pensionRules';
import {
  ALLOWANCE,
  allowanceOf,
  allowanceUsed,
  changeCrystallised,
  findPensionAccount,
  fundOf,
  valuesOf,
  type PensionAccount,
} from './store';
import { updateAudited } from '../audit/audited';
import type { Tx } from '../db/connection';

/** Crystallisation calls (decision 0901): the pure rules of crystallisation.ts over the account's figures. */

function requireDateOfBirth(account: PensionAccount): string {
  if (!account.dateOfBirth)
    throw conflict("The client's date of birth is not on record; add it before taking benefits");
  return account.dateOfBirth;
}

/** GET /clientproduct/action/crystallisation/{firmId}?accountId=: what can be crystallised today. */
export async function getCrystallisationOptions(
  db: Database,
  caller: Caller,
  accountId: string,
): Promise<TCrystallisationOptions> {
  const on = londonToday();
  const account = await findPensionAccount(db, caller, accountId);
  const fund = await fundOf(db, caller, account);
  const values = await valuesOf(db, account.id, fund, on);
  const allowance = await allowanceOf(db, caller, account.clientId);
  const rules = rulesOn(on);
  const dob = account.dateOfBirth;
  const options = dob
    ? crystallisationOptions({
        uncrystallisedValue: values.uncrystallised,
        lumpSumAllowanceUsed: allowanceUsed(allowance),
        dateOfBirth: dob,
        on,
      })
    : null;
  const left = options?.lumpSumAllowanceLeft ?? rules.lumpSumAllowance.minus(allowanceUsed(allowance));
  return {
    accountId: account.id,
    clientId: account.clientId,
    clientProductId: account.clientProductId,
    wrapperType: account.wrapperType,
    on,
    accountValue: moneyOut(values.accountValue),
    cashAvailable: moneyOut(values.cashAvailable),
    uncrystallisedValue: moneyOut(values.uncrystallised),
    crystallisedValue: moneyOut(values.crystallised),
    lumpSumAllowance: moneyOut(rules.lumpSumAllowance),
    lumpSumAllowanceUsed: moneyOut(allowanceUsed(allowance)),
    lumpSumAllowanceUsedElsewhere: moneyOut(allowance.usedElsewhere),
    lumpSumAllowanceLeft: moneyOut(left.isNegative() ? ZERO : left),
    age: options?.age ?? null,
    minimumPensionAge: rules.minimumPensionAge,
    oldEnough: options?.oldEnough ?? false,
    eligibleFrom: options?.eligibleFrom ?? null,
    mostPclsOfAll: moneyOut(options?.mostPclsOfAll ?? ZERO),
    mpaa: {
      triggered: allowance.mpaaTriggeredOn !== null,
      triggeredOn: allowance.mpaaTriggeredOn,
      allowance: moneyOut(rules.moneyPurchaseAnnualAllowance),
    },
    regularCrystallisations: await plansOf(db, account.id),
  };
}

/** POST /clientproduct/action/crystallisation: quote, refuse (400/409) or pay, post and record at once. */
export async function crystallise(
  db: Database,
  caller: Caller,
  body: TCrystallise,
): Promise<TCrystallisationResult> {
  const on = londonToday();
  return db.transaction(async (tx) => {
    const account = await findPensionAccount(tx, caller, body.accountId, 'accountId', true);
    const dateOfBirth = requireDateOfBirth(account);
    let allowance = await allowanceOf(tx, caller, account.clientId, true);
    if (body.lumpSumAllowanceUsedElsewhere !== undefined)
      allowance = await updateAudited(
        tx,
        caller,
        ALLOWANCE,
        allowance,
        { usedElsewhere: dec(body.lumpSumAllowanceUsedElsewhere).toFixed(2) },
        'declare',
        'Lump sums from other schemes declared by the client',
      );
    const fund = (await fundOf(tx, caller, account, true))!;
    const values = await valuesOf(tx, account.id, fund, on);
    const result = crystallisationQuote({
      uncrystallisedValue: values.uncrystallised,
      lumpSumAllowanceUsed: allowanceUsed(allowance),
      dateOfBirth,
      on,
      method: body.method,
      amount: body.all ? 'all' : dec(body.amount),
      pcls: body.pcls,
    });
    if (!result.ok) throw badRequest(result.refusals);
    const quote = result.quote;
    await checkCash(tx, account.id, quote.taxFree.plus(quote.taxable));
    const made = await postPayments(tx, caller, account.id, quote);
    const all = quote.uncrystallisedAfter.isZero();
    const updatedFund = await changeCrystallised(
      tx,
      caller,
      fund,
      quote.designatedToDrawdown,
      all && quote.designatedToDrawdown.greaterThan(0) ? true : fund.allCrystallised,
      `${body.method} on ${on}`,
    );
    await updateAudited(
      tx,
      caller,
      ALLOWANCE,
      allowance,
      {
        usedHere: dec(allowance.usedHere).plus(quote.taxFree).toFixed(2),
        mpaaTriggeredOn: allowance.mpaaTriggeredOn ?? (quote.mpaa.triggered ? on : null),
      },
      'use',
      `${body.method} on account ${account.id}`,
    );
    const crystallisedAfter = values.crystallised.plus(quote.designatedToDrawdown);
    await placeInPensionGroups(tx, caller, account, {
      uncrystallised: quote.uncrystallisedAfter.greaterThan(0),
      crystallised: crystallisedAfter.greaterThan(0) || updatedFund.allCrystallised,
    });
    const tax = quote.firstTaxablePayment?.tax ?? ZERO;
    const action = await recordAction(tx, caller, {
      accountId: account.id,
      clientId: account.clientId,
      clientProductId: account.clientProductId,
      actionType: 'Crystallisation',
      method: body.method,
      description: describe(quote),
      amount: quote.crystallised.toFixed(2),
      taxFree: quote.taxFree.toFixed(2),
      taxable: quote.taxable.toFixed(2),
      estimatedTax: tax.toFixed(2),
      transactionIds: made.map((t) => t.id),
      actionDate: on,
      details: { mpaa: quote.mpaa, lumpSumAllowance: quote.lumpSumAllowance.leftAfter.toFixed(2) },
    });
    return present(action.id, account.id, quote, made, crystallisedAfter);
  });
}

/** The quote's payments, under one linkId: PCLS + FAD designation, or UFPLS tax-free + taxable gross. */
async function postPayments(tx: Tx, caller: Caller, accountId: string, q: CrystallisationQuote) {
  const linkId = await newLinkId(tx);
  const made: TransactionRow[] = [];
  const tax = q.firstTaxablePayment?.tax ?? ZERO;
  if (q.method === 'PCLS') {
    if (q.taxFree.greaterThan(0))
      made.push(
        await payOut(
          tx,
          caller,
          accountId,
          { subType: 'PCLS', gross: q.taxFree, tax: ZERO, narrative: 'PCLS paid' },
          q.on,
          linkId,
        ),
      );
    if (q.designatedToDrawdown.greaterThan(0))
      made.push(await recordDesignation(tx, caller, accountId, q.designatedToDrawdown, q.on, linkId));
    return made;
  }
  if (q.taxFree.greaterThan(0))
    made.push(
      await payOut(
        tx,
        caller,
        accountId,
        { subType: 'UFPLS', gross: q.taxFree, tax: ZERO, narrative: 'UFPLS tax-free part paid' },
        q.on,
        linkId,
      ),
    );
  if (q.taxable.greaterThan(0))
    made.push(
      await payOut(
        tx,
        caller,
        accountId,
        { subType: 'UFPLS Gross Withdrawal', gross: q.taxable, tax, narrative: 'UFPLS taxable part paid' },
        q.on,
        linkId,
      ),
    );
  return made;
}

function describe(q: CrystallisationQuote): string {
  if (q.method === 'PCLS')
    return `PCLS of ${formatPounds(q.taxFree)} paid and ${formatPounds(q.designatedToDrawdown)} designated to flexi-access drawdown`;
  return `UFPLS of ${formatPounds(q.crystallised)}: ${formatPounds(q.taxFree)} tax-free, ${formatPounds(q.taxable)} taxable`;
}

function present(
  actionId: string,
  accountId: string,
  q: CrystallisationQuote,
  made: TransactionRow[],
  crystallisedAfter: ReturnType<typeof dec>,
): TCrystallisationResult {
  const estimate = q.firstTaxablePayment;
  return {
    actionId,
    accountId,
    method: q.method,
    on: q.on,
    crystallised: moneyOut(q.crystallised),
    taxFree: moneyOut(q.taxFree),
    taxable: moneyOut(q.taxable),
    designatedToDrawdown: moneyOut(q.designatedToDrawdown),
    estimatedTax: estimate
      ? {
          gross: moneyOut(estimate.gross),
          tax: moneyOut(estimate.tax),
          net: moneyOut(estimate.net),
          basis: estimate.basis,
          isEstimate: true,
          taxYear: estimate.taxYear,
        }
      : null,
    paidToClient: moneyOut(q.taxFree.plus(q.taxable).minus(estimate?.tax ?? ZERO)),
    lumpSumAllowanceLeftAfter: moneyOut(q.lumpSumAllowance.leftAfter),
    uncrystallisedAfter: moneyOut(q.uncrystallisedAfter),
    crystallisedAfter: moneyOut(crystallisedAfter),
    mpaa: q.mpaa,
    transactions: made.map((t) => ({
      id: t.id,
      transactionType: t.transactionType,
      transactionSubType:
        t.transactionSubType as TCrystallisationResult['transactions'][number]['transactionSubType'],
      amount: moneyOut(t.amount!),
      status: t.status,
    })),
  };
}
