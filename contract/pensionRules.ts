import { Decimal } from './money';

/**
 * Every figure the pension rules use, in one dated module (decision 0900). Each figure is a timeline of
 * values, each with the date it applies from and where it comes from; `rulesOn(date)` answers the figures
 * in force on a date, so a quote for a payment after 5 April 2028 uses 57 as the minimum pension age
 * without anyone editing code on the day. A new tax year's figures are a new entry, never an edit.
 *
 * Scope: money purchase (defined contribution) arrangements of UK residents, income tax at the rates of
 * England, Wales and Northern Ireland (Scottish rates are not modelled). Protected pension ages, lump sum
 * protections and enhancements, carry forward and the tapered annual allowance are not modelled: an
 * adviser's case with any of them needs the provider's own figures.
 */

export interface Dated<T> {
  /** The first day (YYYY-MM-DD) the value applies. */
  from: string;
  value: T;
  /** Where the figure comes from: the statute and HMRC's manual page. */
  source: string;
}

export interface TaxBand {
  name: 'basic' | 'higher' | 'additional';
  /** A fraction: 0.2 for 20 %. */
  rate: Decimal;
  /** The top of the band in taxable income (after the personal allowance); null for the last band. */
  upTo: Decimal | null;
}

export interface IncomeTaxYear {
  /** "2025/26" */
  taxYear: string;
  personalAllowance: Decimal;
  bands: TaxBand[];
}

const d = (v: string) => new Decimal(v);

/** The figures, oldest first within each. Nothing before 6 April 2024 (the lump sum allowance's start). */
export const RULES = {
  lumpSumAllowance: [
    {
      from: '2024-04-06',
      value: d('268275'),
      source:
        'Finance Act 2024 (abolition of the lifetime allowance; ITEPA 2003 Part 9 Ch 15A); HMRC PTM174100',
    },
  ] as Dated<Decimal>[],
  /** The applicable amount of a PCLS: a quarter of what is crystallised. */
  pclsFractionOfCrystallised: [
    {
      from: '2024-04-06',
      value: d('0.25'),
      source: 'Finance Act 2004 Sch 29 paras 2-3 (the permitted maximum); HMRC PTM063230',
    },
  ] as Dated<Decimal>[],
  /**
   * The same limit seen from the drawdown side: a third of what is designated, since a PCLS of P beside a
   * designation of D is 25 % of P + D exactly when P = D / 3.
   */
  pclsFractionOfDesignated: [
    {
      from: '2024-04-06',
      value: d('1').dividedBy(3),
      source:
        'Finance Act 2004 Sch 29 para 3(1) (drawdown: one third of the sums designated); HMRC PTM063230',
    },
  ] as Dated<Decimal>[],
  /** The tax-free part of an UFPLS, within the lump sum allowance left; the rest is pension income. */
  ufplsTaxFreeFraction: [
    {
      from: '2024-04-06',
      value: d('0.25'),
      source:
        'Finance Act 2004 Sch 29 para 4A; ITEPA 2003 s636B, as amended by Finance Act 2024; HMRC PTM063300',
    },
  ] as Dated<Decimal>[],
  annualAllowance: [
    {
      from: '2023-04-06',
      value: d('60000'),
      source: 'Finance Act 2004 s228, as amended by Finance (No. 2) Act 2023',
    },
  ] as Dated<Decimal>[],
  moneyPurchaseAnnualAllowance: [
    {
      from: '2023-04-06',
      value: d('10000'),
      source:
        'Finance Act 2004 ss227B-227G, as amended by Finance (No. 2) Act 2023; trigger events s227G, HMRC PTM056520; a PCLS alone does not trigger it, PTM056530',
    },
  ] as Dated<Decimal>[],
  /** Basic-rate relief a relief-at-source scheme claims on a member's net contribution. */
  reliefAtSourceRate: [
    {
      from: '2024-04-06',
      value: d('0.20'),
      source: 'Finance Act 2004 s192 (relief at source at the basic rate for the year)',
    },
  ] as Dated<Decimal>[],
  /** By the date of payment, not of birth: a 56-year-old paid on 6 April 2028 is under age. */
  minimumPensionAge: [
    {
      from: '2010-04-06',
      value: 55,
      source: 'Finance Act 2004 s279(1) (normal minimum pension age 55 from 6 April 2010)',
    },
    {
      from: '2028-04-06',
      value: 57,
      source: 'Finance Act 2022 (normal minimum pension age rises to 57 from 6 April 2028); HMRC PTM062701',
    },
  ] as Dated<number>[],
  /**
   * Income tax for the emergency-code estimate of a first taxable payment. The bands are of taxable
   * income (after the personal allowance), as PAYE applies them; the allowance's taper above £100,000 is
   * not applied by an emergency code, so not here. The thresholds are frozen (to 2027/28 at least), so
   * 2025/26's figures stay in force until a later entry says otherwise.
   */
  incomeTax: [
    {
      from: '2025-04-06',
      value: {
        taxYear: '2025/26',
        personalAllowance: d('12570'),
        bands: [
          { name: 'basic', rate: d('0.20'), upTo: d('37700') },
          { name: 'higher', rate: d('0.40'), upTo: d('125140') },
          { name: 'additional', rate: d('0.45'), upTo: null },
        ],
      },
      source:
        'ITA 2007 ss6, 10 and 35; the 2025/26 charge and rates (rest of the UK); thresholds frozen by Finance Act 2021 s5, extended to 2027/28; gov.uk "Income Tax rates and Personal Allowances"',
    },
  ] as Dated<IncomeTaxYear>[],
};

/** The month-1 (non-cumulative) basis: a twelfth of the allowance and of each band, for one payment. */
export const EMERGENCY_BASIS_PERIODS = 12;

/** The value of one figure in force on `date` (YYYY-MM-DD): the last whose `from` is on or before it. */
export function inForce<T>(timeline: readonly Dated<T>[], date: string): Dated<T> {
  let found: Dated<T> | undefined;
  for (const entry of timeline) if (entry.from <= date) found = entry;
  if (!found)
    throw new RangeError(`No pension rule applies on ${date}: the earliest is from ${timeline[0]?.from}`);
  return found;
}

export interface PensionRules {
  on: string;
  lumpSumAllowance: Decimal;
  pclsFractionOfCrystallised: Decimal;
  pclsFractionOfDesignated: Decimal;
  ufplsTaxFreeFraction: Decimal;
  annualAllowance: Decimal;
  moneyPurchaseAnnualAllowance: Decimal;
  reliefAtSourceRate: Decimal;
  minimumPensionAge: number;
  incomeTax: IncomeTaxYear;
  /** Each figure's source and start, by name, for a review screen or a document's small print. */
  sources: Record<Exclude<keyof PensionRules, 'on' | 'sources'>, { from: string; source: string }>;
}

/**
 * The figures in force on `date` (YYYY-MM-DD; for a payment, the date it is paid). Throws a RangeError
 * before 6 April 2025, when no complete set exists (the platform quotes nothing earlier).
 */
export function rulesOn(date: string): PensionRules {
  const pick = <T>(timeline: readonly Dated<T>[]) => inForce(timeline, date);
  const picked = {
    lumpSumAllowance: pick(RULES.lumpSumAllowance),
    pclsFractionOfCrystallised: pick(RULES.pclsFractionOfCrystallised),
    pclsFractionOfDesignated: pick(RULES.pclsFractionOfDesignated),
    ufplsTaxFreeFraction: pick(RULES.ufplsTaxFreeFraction),
    annualAllowance: pick(RULES.annualAllowance),
    moneyPurchaseAnnualAllowance: pick(RULES.moneyPurchaseAnnualAllowance),
    reliefAtSourceRate: pick(RULES.reliefAtSourceRate),
    minimumPensionAge: pick(RULES.minimumPensionAge),
    incomeTax: pick(RULES.incomeTax),
  };
  const sources = Object.fromEntries(
    Object.entries(picked).map(([name, entry]) => [name, { from: entry.from, source: entry.source }]),
  ) as PensionRules['sources'];
  return {
    on: date,
    lumpSumAllowance: picked.lumpSumAllowance.value,
    pclsFractionOfCrystallised: picked.pclsFractionOfCrystallised.value,
    pclsFractionOfDesignated: picked.pclsFractionOfDesignated.value,
    ufplsTaxFreeFraction: picked.ufplsTaxFreeFraction.value,
    annualAllowance: picked.annualAllowance.value,
    moneyPurchaseAnnualAllowance: picked.moneyPurchaseAnnualAllowance.value,
    reliefAtSourceRate: picked.reliefAtSourceRate.value,
    minimumPensionAge: picked.minimumPensionAge.value,
    incomeTax: picked.incomeTax.value,
    sources,
  };
}
