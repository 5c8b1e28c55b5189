import { Decimal, dec, formatPounds, pence, ZERO, type DecimalValue } from '../../../contract/money';
import { rulesOn, type PensionRules } from '../../../contract/pensionRules';

/**
 * Contributions into a relief-at-source pension (a SIPP), pure (decision 0900). A member pays net of
 * basic-rate relief and the scheme claims the relief from HMRC: £800 paid is £1,000 in the pension
 * (gross = net ÷ (1 − 20 %)). Employer contributions are paid gross, with no relief at source.
 *
 * Every gross contribution counts against the annual allowance of its tax year (£60,000); once the money
 * purchase annual allowance has been triggered, money purchase contributions after the trigger count
 * against it as well (£10,000). Going over is not refused: the member pays the annual allowance charge
 * through self assessment, so the answer is a warning. Not modelled: carry forward of the last three
 * years' unused allowance, the tapered allowance above £260,000 adjusted income, and the cap on relieved
 * personal contributions at relevant UK earnings (or £3,600 gross).
 */

export interface Grossed {
  net: Decimal;
  /** Claimed by the scheme from HMRC, rounded to the penny. */
  relief: Decimal;
  gross: Decimal;
}

/** A personal contribution of `net` grossed up at the relief-at-source rate in force on `on`. */
export function grossUp(net: DecimalValue, on: string, rules: PensionRules = rulesOn(on)): Grossed {
  const paid = dec(net);
  const gross = pence(paid.dividedBy(dec(1).minus(rules.reliefAtSourceRate)));
  return { net: paid, relief: gross.minus(paid), gross };
}

export interface AllowanceUse {
  limit: Decimal;
  /** Counted before this contribution. */
  usedBefore: Decimal;
  usedAfter: Decimal;
  left: Decimal;
  /** How far over the allowance this contribution takes the year; zero when within it. */
  exceededBy: Decimal;
}

export interface ContributionCheck {
  kind: 'Employee' | 'Employer';
  gross: Decimal;
  /** Relief at source claimed (personal contributions only). */
  relief: Decimal;
  annualAllowance: AllowanceUse;
  /** Null when the MPAA has not been triggered. */
  moneyPurchaseAnnualAllowance: AllowanceUse | null;
  warnings: string[];
}

export interface ContributionRequest {
  kind: 'Employee' | 'Employer';
  /** Employee: what the member pays (net); Employer: the gross amount. */
  amount: DecimalValue;
  on: string;
  /** Gross contributions already counted in the tax year of `on`. */
  grossEarlierThisYear: DecimalValue;
  /**
   * Gross money purchase contributions in the tax year since the MPAA was triggered, or null when it has
   * not been (contributions before the trigger do not count against it).
   */
  grossSinceMpaaTrigger: DecimalValue | null;
}

function use(limit: Decimal, before: Decimal, gross: Decimal): AllowanceUse {
  const after = before.plus(gross);
  return {
    limit,
    usedBefore: before,
    usedAfter: after,
    left: Decimal.max(ZERO, limit.minus(after)),
    exceededBy: Decimal.max(ZERO, after.minus(Decimal.max(limit, before))),
  };
}

/** A contribution grossed up and counted against the annual allowance (and the MPAA once triggered). */
export function contributionCheck(req: ContributionRequest): ContributionCheck {
  const rules = rulesOn(req.on);
  const { gross, relief } =
    req.kind === 'Employee' ? grossUp(req.amount, req.on, rules) : { gross: dec(req.amount), relief: ZERO };
  const annualAllowance = use(rules.annualAllowance, dec(req.grossEarlierThisYear), gross);
  const mpaa =
    req.grossSinceMpaaTrigger === null
      ? null
      : use(rules.moneyPurchaseAnnualAllowance, dec(req.grossSinceMpaaTrigger), gross);
  const warnings: string[] = [];
  if (annualAllowance.exceededBy.greaterThan(0))
    warnings.push(
      `This takes the year's contributions ${formatPounds(annualAllowance.exceededBy)} over the annual allowance of ${formatPounds(rules.annualAllowance)}; the member may owe the annual allowance charge (unused allowance carried forward is not counted here)`,
    );
  if (mpaa && mpaa.exceededBy.greaterThan(0))
    warnings.push(
      `This takes contributions since the money purchase annual allowance was triggered ${formatPounds(mpaa.exceededBy)} over its limit of ${formatPounds(rules.moneyPurchaseAnnualAllowance)}; the member may owe the annual allowance charge`,
    );
  return { kind: req.kind, gross, relief, annualAllowance, moneyPurchaseAnnualAllowance: mpaa, warnings };
}
