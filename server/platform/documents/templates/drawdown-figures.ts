import { and, eq, sql } from 'drizzle-orm';
import type {
  TProposedCrystallisation,
  TProposedRegularIncome,
} from '../../../../contract/drawdownApplication';
import type { TFieldError } from '../../../../contract/errors';
import type { TRegularCrystallisation } from '../../../../contract/pensions';
import type { Caller } from '../../auth/caller';
import type { Database, Tx } from '../../db/connection';
import { accounts, clientProductActions } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../errors';
import { londonToday } from '../../ledger';
import { dec, ZERO } from '../../ledger/money';
import { pennyFloor } from '../../../../contract/money';
import { inCallerSubtree } from '../../nodes/subtree';
import { crystallisationQuote } from '../../pensions/crystallisation';
import { emergencyTaxEstimate } from '../../../../contract/emergencyTax';
import { plansOf } from '../../pensions/regular';
import { rulesOn } from '../../../../contract/pensionRules';
import { getCrystallisationOptions } from '../../pensions/service';
import { findPensionAccount } from '../../pensions/store';

/**
 * The figures a drawdown application states (decision 0903), worked out when it is asked for and kept
 * with the file (its `input`), so the document made again later says what it said then. Money is kept as
 * decimal strings. A crystallisation already made is read from its history row; a proposed one is quoted
 * by the same pure rules the crystallisation call uses (pensions/crystallisation.ts), nothing posted.
 */

export interface TaxEstimateFigures {
  gross: string;
  tax: string;
  net: string;
  basis: string;
  taxYear: string;
}

export interface CrystallisationFigures {
  /** made: a crystallisation the platform has paid; proposed: what the client applies for. */
  status: 'made' | 'proposed';
  actionId: string | null;
  method: 'PCLS' | 'UFPLS';
  on: string;
  crystallised: string;
  taxFree: string;
  taxable: string;
  designatedToDrawdown: string;
  estimatedTax: TaxEstimateFigures | null;
  lumpSumAllowance: string;
  lumpSumAllowanceLeftAfter: string;
  mpaaTriggered: boolean;
}

export interface IncomeFigures {
  bciId: string | null;
  method: 'FAD' | 'UFPLS';
  amount: string;
  frequency: string;
  paymentDay: number;
  startDate: string;
  nextPaymentDate: string | null;
  /** Emergency month-1 tax on the first payment's taxable part. */
  firstPaymentTax: TaxEstimateFigures | null;
}

export interface DrawdownFigures {
  accountId: string;
  applicationDate: string;
  crystallisation: CrystallisationFigures;
  income: IncomeFigures | null;
  /** The day the MPAA was first triggered before this application, if it was. */
  mpaaTriggeredBefore: string | null;
  mpaaAllowance: string;
  minimumPensionAge: number;
}

export interface DrawdownBody {
  accountId?: string;
  transactionId?: string;
  crystallisation?: TProposedCrystallisation;
  regularIncome?: TProposedRegularIncome;
}

const taxFigures = (e: ReturnType<typeof emergencyTaxEstimate> | null): TaxEstimateFigures | null =>
  e && {
    gross: e.gross.toFixed(2),
    tax: e.tax.toFixed(2),
    net: e.net.toFixed(2),
    basis: e.basis,
    taxYear: e.taxYear,
  };

/** The crystallisation a transaction of it names (PCLS, FAD or UFPLS), in the caller's reach; else null. */
async function actionOfTransaction(db: Tx, caller: Caller, transactionId: string) {
  const [row] = await db
    .select({ action: clientProductActions })
    .from(clientProductActions)
    .innerJoin(accounts, eq(accounts.id, clientProductActions.accountId))
    .where(
      and(
        eq(clientProductActions.firmId, caller.firmId),
        eq(clientProductActions.actionType, 'Crystallisation'),
        sql`${transactionId} = ANY(${clientProductActions.transactionIds})`,
        inCallerSubtree(caller, accounts.nodeId),
      ),
    );
  return row?.action ?? null;
}

function madeFigures(action: typeof clientProductActions.$inferSelect): CrystallisationFigures {
  const rules = rulesOn(action.actionDate);
  const details = action.details as { mpaa?: { triggered?: boolean }; lumpSumAllowance?: string };
  const taxable = dec(action.taxable);
  const method = action.method as 'PCLS' | 'UFPLS';
  return {
    status: 'made',
    actionId: action.id,
    method,
    on: action.actionDate,
    crystallised: action.amount,
    taxFree: action.taxFree,
    taxable: action.taxable,
    designatedToDrawdown:
      method === 'PCLS' ? dec(action.amount).minus(action.taxFree).minus(taxable).toFixed(2) : '0.00',
    estimatedTax: taxable.greaterThan(0)
      ? {
          gross: taxable.toFixed(2),
          tax: action.estimatedTax,
          net: taxable.minus(action.estimatedTax).toFixed(2),
          basis: 'Emergency code, month 1',
          taxYear: rulesOn(action.actionDate).incomeTax.taxYear,
        }
      : null,
    lumpSumAllowance: rules.lumpSumAllowance.toFixed(2),
    lumpSumAllowanceLeftAfter: details.lumpSumAllowance ?? '0.00',
    mpaaTriggered: details.mpaa?.triggered === true,
  };
}

const prefixed = (prefix: string, errors: TFieldError[]) =>
  errors.map((e) => ({ fieldName: `${prefix}.${e.fieldName}`, errorMessage: e.errorMessage }));

/** A proposed crystallisation quoted on today's figures, or its refusals under `crystallisation.`. */
async function proposedFigures(
  db: Database,
  caller: Caller,
  accountId: string,
  dateOfBirth: string,
  proposal: TProposedCrystallisation,
) {
  const options = await getCrystallisationOptions(db, caller, accountId);
  const result = crystallisationQuote({
    uncrystallisedValue: options.uncrystallisedValue,
    lumpSumAllowanceUsed: options.lumpSumAllowanceUsed,
    dateOfBirth,
    on: options.on,
    method: proposal.method,
    amount: proposal.all ? 'all' : dec(proposal.amount),
    pcls: proposal.pcls,
  });
  if (!result.ok) return { errors: prefixed('crystallisation', result.refusals), options };
  const q = result.quote;
  const figures: CrystallisationFigures = {
    status: 'proposed',
    actionId: null,
    method: q.method,
    on: q.on,
    crystallised: q.crystallised.toFixed(2),
    taxFree: q.taxFree.toFixed(2),
    taxable: q.taxable.toFixed(2),
    designatedToDrawdown: q.designatedToDrawdown.toFixed(2),
    estimatedTax: taxFigures(q.firstTaxablePayment),
    lumpSumAllowance: q.lumpSumAllowance.allowance.toFixed(2),
    lumpSumAllowanceLeftAfter: q.lumpSumAllowance.leftAfter.toFixed(2),
    mpaaTriggered: q.mpaa.triggered,
  };
  return { figures, options };
}

/** The income the application sets out: the one proposed, else the account's plan that is not stopped. */
function incomeFigures(
  proposed: TProposedRegularIncome | undefined,
  plans: TRegularCrystallisation[],
): IncomeFigures | null {
  const stored = proposed ? undefined : plans[0];
  const plan = proposed ?? stored;
  if (!plan) return null;
  const amount = dec(plan.amount);
  const firstOn = plan.startDate > londonToday() ? plan.startDate : londonToday();
  // A drawdown income is taxable in full; a quarter of a regular UFPLS is tax-free (within the allowance).
  const taxFree =
    plan.method === 'FAD' ? ZERO : pennyFloor(amount.times(rulesOn(firstOn).ufplsTaxFreeFraction));
  const taxable = amount.minus(taxFree);
  return {
    bciId: stored?.bciId ?? null,
    method: plan.method,
    amount: amount.toFixed(2),
    frequency: plan.frequency,
    paymentDay: plan.paymentDay,
    startDate: plan.startDate,
    nextPaymentDate: stored?.nextPaymentDate ?? null,
    firstPaymentTax: taxable.greaterThan(0) ? taxFigures(emergencyTaxEstimate(taxable, firstOn)) : null,
  };
}

/**
 * Checks a drawdown application's body in the caller's reach and works out its figures. Every problem of
 * the body is listed together (an account that is no pension beside a transaction that is no
 * crystallisation); an account out of reach is a 404 before anything else.
 */
export async function drawdownFigures(db: Tx, caller: Caller, body: DrawdownBody): Promise<DrawdownFigures> {
  const errors: TFieldError[] = [];
  if (!body.accountId)
    throw badRequest([{ fieldName: 'accountId', errorMessage: 'Required: the pension account' }]);
  const account = await findPensionAccount(db, caller, body.accountId).catch((e: unknown) => {
    // Not a pension: listed with the body's other problems; out of reach (404) answers at once.
    if (!(e instanceof AppError) || e.statusCode !== 400) throw e;
    errors.push(...e.fieldErrors);
    return null;
  });
  if ((body.transactionId === undefined) === (body.crystallisation === undefined))
    errors.push({
      fieldName: 'transactionId',
      errorMessage:
        'Give transactionId (a crystallisation made) or crystallisation (a proposed one), not both',
    });
  const action = body.transactionId ? await actionOfTransaction(db, caller, body.transactionId) : null;
  if (body.transactionId && (!action || (account && action.accountId !== account.id)))
    errors.push({
      fieldName: 'transactionId',
      errorMessage: 'Must be a transaction of a crystallisation of this account (its PCLS, FAD or UFPLS)',
    });
  if (errors.length || !account) throw badRequest(errors);
  if (!account.dateOfBirth)
    throw conflict("The client's date of birth is not on record; add it before taking benefits");
  let crystallisation: CrystallisationFigures;
  let options: Awaited<ReturnType<typeof getCrystallisationOptions>>;
  if (action) {
    crystallisation = madeFigures(action);
    options = await getCrystallisationOptions(db as Database, caller, account.id);
  } else {
    const proposed = await proposedFigures(
      db as Database,
      caller,
      account.id,
      account.dateOfBirth,
      body.crystallisation!,
    );
    if (proposed.errors) throw badRequest(proposed.errors);
    crystallisation = proposed.figures;
    options = proposed.options;
  }
  const income = incomeFigures(body.regularIncome, await plansOf(db, account.id));
  const crystallisedAfter = dec(options.crystallisedValue).plus(
    crystallisation.status === 'proposed' ? crystallisation.designatedToDrawdown : ZERO,
  );
  if (body.regularIncome?.method === 'FAD' && crystallisedAfter.lessThanOrEqualTo(0))
    throw badRequest([
      {
        fieldName: 'regularIncome.method',
        errorMessage: 'A drawdown income needs crystallised funds: propose a PCLS with a designation first',
      },
    ]);
  return {
    accountId: account.id,
    applicationDate: londonToday(),
    crystallisation,
    income,
    mpaaTriggeredBefore: options.mpaa.triggeredOn,
    mpaaAllowance: dec(options.mpaa.allowance).toFixed(2),
    minimumPensionAge: options.minimumPensionAge,
  };
}
