import type { TranslateFunction } from 'react-admin';
import type { TCrystallisationOptions } from '../../../../contract/pensions';
import type { TFieldError } from '../../../../contract/errorBody';
import { Decimal, dec, formatPounds, moneyOut, parseMoney, pennyFloor, ZERO } from '../../shared/money';
import type { FieldErrors } from '../shared/plan';
import { emergencyTaxEstimate } from '../../../../contract/emergencyTax';
import { rulesOn } from '../../../../contract/pensionRules';

/**
 * The crystallise form's values → the POST /clientproduct/action/crystallisation body, and the review's
 * figures (decision 0903). The review is a preview: the platform quotes and pays in one call, with the
 * dated rules of contract/pensionRules.ts (decision 0900), which the review uses too, and its answer is what the result shows.
 */

export type CrystallisationMethod = 'PCLS' | 'UFPLS';

export interface CrystalliseValues {
  method: CrystallisationMethod;
  /** "amount": the amount typed; "all": everything uncrystallised. */
  scope: 'amount' | 'all';
  amount: string;
  /** The client's declaration of tax-free lump sums taken from other schemes since 6 April 2024. */
  usedElsewhere: string;
}

export const initialValues = (options?: TCrystallisationOptions): CrystalliseValues => ({
  method: 'PCLS',
  scope: 'amount',
  amount: '',
  usedElsewhere: options ? dec(options.lumpSumAllowanceUsedElsewhere).toFixed(2) : '0.00',
});

export interface CrystalliseBody {
  accountId: string;
  method: CrystallisationMethod;
  amount?: number;
  all?: true;
  lumpSumAllowanceUsedElsewhere?: number;
}

export interface CrystallisationPreview {
  method: CrystallisationMethod;
  crystallised: Decimal;
  taxFree: Decimal;
  /** UFPLS: the taxable three quarters (or more, past the allowance); PCLS: nothing paid is taxable. */
  taxable: Decimal;
  designatedToDrawdown: Decimal;
  estimatedTax: Decimal;
  paidToClient: Decimal;
  allowanceLeftBefore: Decimal;
  allowanceLeftAfter: Decimal;
  uncrystallisedAfter: Decimal;
  /** An UFPLS triggers the money purchase annual allowance; a PCLS and designation alone do not. */
  triggersMpaa: boolean;
}

export type CrystallisationPlan =
  | { body: CrystalliseBody; preview: CrystallisationPreview; errors?: undefined }
  | { body?: undefined; preview?: undefined; errors: FieldErrors };

function previewOf(
  method: CrystallisationMethod,
  amount: Decimal,
  options: TCrystallisationOptions,
  usedElsewhere: Decimal,
): CrystallisationPreview {
  const used = dec(options.lumpSumAllowanceUsed)
    .minus(options.lumpSumAllowanceUsedElsewhere)
    .plus(usedElsewhere);
  const leftBefore = Decimal.max(ZERO, dec(options.lumpSumAllowance).minus(used));
  // The platform's own dated figures (contract/pensionRules.ts) for the day it would pay.
  const rules = rulesOn(options.on);
  const fraction = method === 'UFPLS' ? rules.ufplsTaxFreeFraction : rules.pclsFractionOfCrystallised;
  const taxFree = Decimal.min(pennyFloor(amount.times(fraction)), leftBefore);
  const taxable = method === 'UFPLS' ? amount.minus(taxFree) : ZERO;
  const estimatedTax = taxable.greaterThan(0) ? emergencyTaxEstimate(taxable, options.on).tax : ZERO;
  return {
    method,
    crystallised: amount,
    taxFree,
    taxable,
    designatedToDrawdown: method === 'PCLS' ? amount.minus(taxFree) : ZERO,
    estimatedTax,
    paidToClient: taxFree.plus(taxable).minus(estimatedTax),
    allowanceLeftBefore: leftBefore,
    allowanceLeftAfter: leftBefore.minus(taxFree),
    uncrystallisedAfter: dec(options.uncrystallisedValue).minus(amount),
    triggersMpaa: method === 'UFPLS',
  };
}

/** Checks the form (each problem under its field, in the platform's words where it has them) and plans it. */
export function planCrystallisation(
  values: CrystalliseValues,
  options: TCrystallisationOptions,
  translate: TranslateFunction,
): CrystallisationPlan {
  const T = 'workflows.crystallise.errors';
  const errors: FieldErrors = {};
  const uncrystallised = dec(options.uncrystallisedValue);
  const amount = values.scope === 'all' ? uncrystallised : parseMoney(values.amount);
  if (values.scope === 'amount' && (!amount || amount.lessThanOrEqualTo(0)))
    errors.amount = translate(`${T}.amount`);
  else if (amount && amount.greaterThan(uncrystallised))
    errors.amount = translate(`${T}.tooMuch`, { value: formatPounds(uncrystallised) });
  else if (amount && amount.lessThanOrEqualTo(0)) errors.amount = translate(`${T}.nothing`);
  // Nothing declared ("", "0", "0.00") is £0, which parseMoney (a positive amount) would not take.
  const nothingDeclared = /^[£\s0.,]*$/.test(values.usedElsewhere);
  const usedElsewhere = nothingDeclared ? ZERO : parseMoney(values.usedElsewhere);
  if (!usedElsewhere || usedElsewhere.isNegative()) errors.usedElsewhere = translate(`${T}.usedElsewhere`);
  if (Object.keys(errors).length) return { errors };
  const declared = !usedElsewhere!.equals(dec(options.lumpSumAllowanceUsedElsewhere));
  const body: CrystalliseBody = {
    accountId: options.accountId,
    method: values.method,
    ...(values.scope === 'all' ? { all: true as const } : { amount: moneyOut(amount!) }),
    // Sent only when it changes: the platform keeps the last declaration and audits each one.
    ...(declared ? { lumpSumAllowanceUsedElsewhere: moneyOut(usedElsewhere!) } : {}),
  };
  return { body, preview: previewOf(values.method, amount!, options, usedElsewhere!) };
}

/** The platform's field names → the form's: `lumpSumAllowanceUsedElsewhere` is typed as `usedElsewhere`. */
const FORM_FIELD: Record<string, string> = {
  method: 'method',
  amount: 'amount',
  all: 'amount',
  pcls: 'amount',
  lumpSumAllowanceUsedElsewhere: 'usedElsewhere',
};

export function placeCrystallisationErrors(fieldErrors: readonly TFieldError[]) {
  const fields: FieldErrors = {};
  const unplaced: string[] = [];
  for (const { fieldName, errorMessage } of fieldErrors) {
    const field = FORM_FIELD[fieldName];
    if (field) fields[field] ??= errorMessage;
    else unplaced.push(errorMessage);
  }
  return { fields, unplaced };
}
