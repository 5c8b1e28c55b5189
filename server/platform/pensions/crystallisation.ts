import type { TFieldError } from '../../../contract/errors';
import { Decimal, dec, formatPounds, pennyFloor, ZERO, type DecimalValue } from '../../../contract/money';
import { emergencyTaxEstimate, type EmergencyTaxEstimate } from '../../../contract/emergencyTax';
import { ageOn } from '../../../contract/validation';
import { inForce, RULES, rulesOn, type PensionRules } from '../../../contract/pensionRules';

/**
 * Taking benefits from uncrystallised money purchase funds, as pure functions over exact decimals
 * (decision 0900); the service reads the balances and the client's lump sum allowance used, calls these,
 * and answers a refusal as a 400 with the refusals as fieldErrors.
 *
 * - PCLS: `amount` is what is crystallised; the tax-free cash (at most the permitted maximum, `pclsLimit`)
 *   is paid and the rest is designated to flexi-access drawdown. Designation alone does not trigger the
 *   money purchase annual allowance; the first drawdown income does (PTM056520, PTM056530).
 * - UFPLS: `amount` is the lump sum paid; 25 % of it is tax-free within the lump sum allowance left, the
 *   rest (and any part beyond the allowance) is taxable pension income. It triggers the MPAA.
 * The first taxable payment carries a month-1 emergency tax estimate (contract/emergencyTax.ts).
 */

export type CrystallisationMethod = 'PCLS' | 'UFPLS';

export interface CrystallisationRequest {
  uncrystallisedValue: DecimalValue;
  /** Tax-free lump sums the client has had since 6 April 2024 (and declared from other schemes). */
  lumpSumAllowanceUsed: DecimalValue;
  dateOfBirth: string;
  /** The date of payment, YYYY-MM-DD: the rules and the age are those of this day. */
  on: string;
  method: CrystallisationMethod;
  /** What to crystallise (PCLS) or pay (UFPLS); 'all' for the whole uncrystallised value. */
  amount: DecimalValue | 'all';
  /** PCLS only: the tax-free cash wanted, when less than the most allowed (which is the default). */
  pcls?: DecimalValue;
  /** PCLS only: a drawdown income paid from the designated funds at once (it triggers the MPAA). */
  firstIncome?: DecimalValue;
}

export interface AllowanceAfter {
  allowance: Decimal;
  usedBefore: Decimal;
  leftBefore: Decimal;
  usedNow: Decimal;
  leftAfter: Decimal;
}

export interface CrystallisationQuote {
  method: CrystallisationMethod;
  on: string;
  age: number;
  minimumPensionAge: number;
  crystallised: Decimal;
  taxFree: Decimal;
  /** Paid now and taxed as pension income: the UFPLS's taxable part, or a PCLS's first income. */
  taxable: Decimal;
  designatedToDrawdown: Decimal;
  uncrystallisedAfter: Decimal;
  /** The most tax-free cash this crystallisation allows (PCLS: the permitted maximum). */
  mostTaxFree: Decimal;
  lumpSumAllowance: AllowanceAfter;
  mpaa: { triggered: boolean; reason: string };
  /** Present when something taxable is paid now. */
  firstTaxablePayment: EmergencyTaxEstimate | null;
}

export type QuoteResult = { ok: true; quote: CrystallisationQuote } | { ok: false; refusals: TFieldError[] };

export interface PclsLimit {
  most: Decimal;
  /** Which limit binds: the applicable amount (25 %), or the lump sum allowance left. */
  limitedBy: 'applicable amount' | 'lump sum allowance';
}

/**
 * The permitted maximum PCLS (FA 2004 Sch 29 para 2; PTM063230): the lower of the applicable amount and
 * the lump sum allowance left, to the penny below. Give `crystallised` (PCLS plus designation: 25 % of it)
 * or `designated` (the drawdown side alone: a third of it); both describe the same limit.
 */
export function pclsLimit(
  of: { crystallised: DecimalValue } | { designated: DecimalValue },
  lumpSumAllowanceLeft: DecimalValue,
  rules: PensionRules,
): PclsLimit {
  const applicable =
    'crystallised' in of
      ? dec(of.crystallised).times(rules.pclsFractionOfCrystallised)
      : dec(of.designated).times(rules.pclsFractionOfDesignated);
  const left = Decimal.max(ZERO, dec(lumpSumAllowanceLeft));
  return applicable.lessThanOrEqualTo(left)
    ? { most: pennyFloor(applicable), limitedBy: 'applicable amount' }
    : { most: pennyFloor(left), limitedBy: 'lump sum allowance' };
}

/** The lump sum allowance left, never below nothing. */
export const allowanceLeft = (rules: PensionRules, used: DecimalValue) =>
  Decimal.max(ZERO, rules.lumpSumAllowance.minus(dec(used)));

/** The first day someone born on `dateOfBirth` may take benefits, on or after `on` (protected ages aside). */
export function eligibleFrom(dateOfBirth: string, on: string): string {
  const minimumOn = (date: string) => inForce(RULES.minimumPensionAge, date).value;
  if (ageOn(dateOfBirth, on) >= minimumOn(on)) return on;
  for (let age = ageOn(dateOfBirth, on) + 1; ; age++) {
    const birthday = birthdayAt(dateOfBirth, age);
    if (age >= minimumOn(birthday)) return birthday;
  }
}

/** The day someone reaches `age`: 1 March for a 29 February birthday in a common year. */
function birthdayAt(dateOfBirth: string, age: number): string {
  const year = Number(dateOfBirth.slice(0, 4)) + age;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return dateOfBirth.slice(5) === '02-29' && !leap ? `${year}-03-01` : `${year}${dateOfBirth.slice(4)}`;
}

/** What the GET of the crystallisation call shows before anything is chosen. */
export function crystallisationOptions(input: Omit<CrystallisationRequest, 'method' | 'amount' | 'pcls'>) {
  const rules = rulesOn(input.on);
  const value = dec(input.uncrystallisedValue);
  const left = allowanceLeft(rules, input.lumpSumAllowanceUsed);
  const age = ageOn(input.dateOfBirth, input.on);
  return {
    uncrystallisedValue: value,
    lumpSumAllowance: rules.lumpSumAllowance,
    lumpSumAllowanceUsed: dec(input.lumpSumAllowanceUsed),
    lumpSumAllowanceLeft: left,
    age,
    minimumPensionAge: rules.minimumPensionAge,
    oldEnough: age >= rules.minimumPensionAge,
    eligibleFrom: eligibleFrom(input.dateOfBirth, input.on),
    /** The most tax-free cash if everything were crystallised with a PCLS. */
    mostPclsOfAll: pclsLimit({ crystallised: value }, left, rules).most,
  };
}

const refusal = (fieldName: string, errorMessage: string): TFieldError => ({ fieldName, errorMessage });

/** The checks every crystallisation passes; an empty list means it may go ahead. */
function refusalsOf(req: CrystallisationRequest, rules: PensionRules, amount: Decimal): TFieldError[] {
  const refusals: TFieldError[] = [];
  const age = ageOn(req.dateOfBirth, req.on);
  if (age < rules.minimumPensionAge)
    refusals.push(
      refusal(
        'dateOfBirth',
        `The client is ${age}; benefits can be taken from age ${rules.minimumPensionAge}, on or after ${eligibleFrom(req.dateOfBirth, req.on)}`,
      ),
    );
  const value = dec(req.uncrystallisedValue);
  if (value.lessThanOrEqualTo(0))
    refusals.push(refusal('amount', 'There are no uncrystallised funds to take'));
  else if (amount.lessThanOrEqualTo(0)) refusals.push(refusal('amount', 'Must be more than £0.00'));
  else if (amount.greaterThan(value))
    refusals.push(refusal('amount', `Must be at most ${formatPounds(value)}, the uncrystallised value`));
  if (req.method === 'UFPLS' && allowanceLeft(rules, req.lumpSumAllowanceUsed).isZero())
    refusals.push(
      refusal(
        'method',
        'No lump sum allowance is left, so an UFPLS cannot be paid; designate to drawdown instead (any income is taxable)',
      ),
    );
  return refusals;
}

/** A quote for a crystallisation, or the reasons it cannot be made (each ready as a 400's fieldErrors). */
export function crystallisationQuote(req: CrystallisationRequest): QuoteResult {
  const rules = rulesOn(req.on);
  const amount = req.amount === 'all' ? dec(req.uncrystallisedValue) : dec(req.amount);
  const refusals = refusalsOf(req, rules, amount);
  if (refusals.length) return { ok: false, refusals };
  return req.method === 'UFPLS' ? ufplsQuote(req, rules, amount) : pclsQuote(req, rules, amount);
}

function allowanceAfter(rules: PensionRules, used: DecimalValue, usedNow: Decimal): AllowanceAfter {
  const leftBefore = allowanceLeft(rules, used);
  return {
    allowance: rules.lumpSumAllowance,
    usedBefore: dec(used),
    leftBefore,
    usedNow,
    leftAfter: leftBefore.minus(usedNow),
  };
}

function base(req: CrystallisationRequest, rules: PensionRules, amount: Decimal) {
  return {
    method: req.method,
    on: req.on,
    age: ageOn(req.dateOfBirth, req.on),
    minimumPensionAge: rules.minimumPensionAge,
    crystallised: amount,
    uncrystallisedAfter: dec(req.uncrystallisedValue).minus(amount),
  };
}

/** UFPLS (PTM063300): a quarter tax-free, within the allowance left; beyond it, taxable. */
function ufplsQuote(req: CrystallisationRequest, rules: PensionRules, amount: Decimal): QuoteResult {
  const left = allowanceLeft(rules, req.lumpSumAllowanceUsed);
  const quarter = pennyFloor(amount.times(rules.ufplsTaxFreeFraction));
  const taxFree = Decimal.min(quarter, left);
  const taxable = amount.minus(taxFree);
  return {
    ok: true,
    quote: {
      ...base(req, rules, amount),
      taxFree,
      taxable,
      designatedToDrawdown: ZERO,
      mostTaxFree: taxFree,
      lumpSumAllowance: allowanceAfter(rules, req.lumpSumAllowanceUsed, taxFree),
      mpaa: { triggered: true, reason: 'An UFPLS is a trigger event (PTM056520)' },
      firstTaxablePayment: taxable.greaterThan(0) ? emergencyTaxEstimate(taxable, req.on) : null,
    },
  };
}

/** PCLS with the rest designated to flexi-access drawdown (PTM063230). */
function pclsQuote(req: CrystallisationRequest, rules: PensionRules, amount: Decimal): QuoteResult {
  const left = allowanceLeft(rules, req.lumpSumAllowanceUsed);
  const limit = pclsLimit({ crystallised: amount }, left, rules);
  const pcls = req.pcls === undefined ? limit.most : dec(req.pcls);
  const refusals: TFieldError[] = [];
  if (pcls.isNegative()) refusals.push(refusal('pcls', 'Must not be negative'));
  else if (pcls.greaterThan(limit.most)) refusals.push(refusal('pcls', pclsTooHigh(limit)));
  const designated = amount.minus(pcls);
  const income = dec(req.firstIncome ?? 0);
  if (income.isNegative()) refusals.push(refusal('firstIncome', 'Must not be negative'));
  else if (income.greaterThan(designated))
    refusals.push(
      refusal(
        'firstIncome',
        `Must be at most ${formatPounds(designated)}, the amount designated to drawdown`,
      ),
    );
  if (refusals.length) return { ok: false, refusals };
  const drawing = income.greaterThan(0);
  return {
    ok: true,
    quote: {
      ...base(req, rules, amount),
      taxFree: pcls,
      taxable: income,
      designatedToDrawdown: designated,
      mostTaxFree: limit.most,
      lumpSumAllowance: allowanceAfter(rules, req.lumpSumAllowanceUsed, pcls),
      mpaa: drawing
        ? { triggered: true, reason: 'The first flexi-access drawdown income is a trigger event (PTM056520)' }
        : {
            triggered: false,
            reason:
              'A PCLS and designation to drawdown do not trigger it (PTM056530); the first drawdown income will',
          },
      firstTaxablePayment: drawing ? emergencyTaxEstimate(income, req.on) : null,
    },
  };
}

function pclsTooHigh(limit: PclsLimit): string {
  const why =
    limit.limitedBy === 'applicable amount'
      ? '25% of the amount crystallised'
      : 'the lump sum allowance the client has left';
  return `Must be at most ${formatPounds(limit.most)}, ${why}`;
}
