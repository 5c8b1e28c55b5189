import { taxYearStarting } from '../../../contract/dates';
import { Decimal, moneyOut } from '../../../contract/money';
import type { TCgtDisposal, TCgtTaxYear } from '../../../contract/tax';
import type { Disposal } from './cgt';
import { exact } from './cgt-exact';
import { annualExemptAmount, taxYearOf, type PeriodTotals, type TaxYearSummary } from './cgt-years';
import { explainDisposal } from './explain';

/** The engine's exact results as the report's JSON: pence, whole pounds for the return, exact strings. */

export const ROUNDING =
  'Amounts are in pounds to the penny, rounded half up, from exact figures (the exact fields, unrounded). ' +
  'forReturn gives whole pounds as HMRC asks on the return, in the taxpayer’s favour: gains, proceeds and ' +
  'the taxable gain rounded down, losses and allowable costs rounded up.';

const str = (d: Decimal) => d.toFixed();
const units = (d: Decimal) => Number(d.toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed(6));
const down = (d: Decimal) => d.toDecimalPlaces(0, Decimal.ROUND_FLOOR).toNumber();
const up = (d: Decimal) => d.toDecimalPlaces(0, Decimal.ROUND_CEIL).toNumber();

export function presentDisposal(
  d: Disposal,
  asset: { name: string; isin: string | null },
  accountIds: string[],
): TCgtDisposal {
  return {
    date: d.date,
    assetId: d.asset,
    assetName: asset.name,
    isin: asset.isin,
    accountIds,
    taxYear: taxYearOf(d.date),
    quantity: units(d.quantity),
    proceeds: moneyOut(d.proceeds),
    disposalCosts: moneyOut(d.fees),
    allowableCost: moneyOut(d.allowableCost),
    gain: moneyOut(d.gain),
    matches: d.matches.map((m) => ({
      rule: m.rule,
      quantity: units(m.quantity),
      acquisitionDate: m.acquisitionDate ?? null,
      cost: moneyOut(m.cost),
      costPerShare: moneyOut(m.cost.div(m.quantity)),
      exact: { quantity: str(m.quantity), cost: str(m.cost) },
    })),
    explanation: explainDisposal(d, asset.name),
    exact: {
      quantity: str(d.quantity),
      proceeds: str(d.proceeds),
      disposalCosts: str(d.fees),
      allowableCost: str(d.allowableCost),
      gain: str(d.gain),
    },
  };
}

export interface YearInput {
  label: string;
  /** The engine's totals; none when the year had no disposal. */
  summary: TaxYearSummary | undefined;
  /** Losses carried into the year from the years before it. */
  broughtForward: Decimal;
}

/** A year with no disposal: nothing used, the losses brought in carried on. */
function emptyYear(label: string, broughtForward: Decimal): TaxYearSummary {
  const zero = exact(0);
  return {
    disposals: 0,
    proceeds: zero,
    allowableCosts: zero,
    gains: zero,
    losses: zero,
    net: zero,
    annualExemptAmount: annualExemptAmount(label),
    lossCarriedForward: broughtForward,
    taxableGain: zero,
  };
}

/** The year's exact figures, with what the engine leaves implicit: exempt amount and losses used. */
function figures(y: TaxYearSummary, broughtForward: Decimal) {
  const exemptAmountUsed = y.net.greaterThan(0) ? Decimal.min(y.net, y.annualExemptAmount) : exact(0);
  return {
    proceeds: y.proceeds,
    allowableCosts: y.allowableCosts,
    gains: y.gains,
    losses: y.losses,
    net: y.net,
    annualExemptAmount: y.annualExemptAmount,
    exemptAmountUsed,
    exemptAmountLeft: y.annualExemptAmount.minus(exemptAmountUsed),
    lossBroughtForward: broughtForward,
    lossUsed: y.net.greaterThan(0) ? broughtForward.minus(y.lossCarriedForward) : exact(0),
    lossCarriedForward: y.lossCarriedForward,
    taxableGain: y.taxableGain,
  };
}

const periodOut = (p: PeriodTotals | undefined) =>
  p ? { gains: moneyOut(p.gains), losses: moneyOut(p.losses), net: moneyOut(p.net) } : null;

export function presentYear({ label, summary, broughtForward }: YearInput): TCgtTaxYear {
  const y = summary ?? emptyYear(label, broughtForward);
  const f = figures(y, broughtForward);
  const year = taxYearStarting(Number(label.slice(0, 4)));
  const each = <T>(fn: (d: Decimal) => T) =>
    Object.fromEntries(Object.entries(f).map(([k, v]) => [k, fn(v)])) as Record<keyof typeof f, T>;
  return {
    taxYear: label,
    fromDate: year.start,
    toDate: year.end,
    disposals: y.disposals,
    ...each(moneyOut),
    beforeOct30: periodOut(y.beforeOct30),
    fromOct30: periodOut(y.fromOct30),
    forReturn: {
      proceeds: down(y.proceeds),
      allowableCosts: up(y.allowableCosts),
      gains: down(y.gains),
      losses: up(y.losses),
      taxableGain: down(y.taxableGain),
    },
    exact: each(str),
  };
}
