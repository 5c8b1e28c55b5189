import { Decimal, formatPounds } from '../../../contract/money';
import type { CgtResult, Disposal, Match } from './cgt';
import type { PeriodTotals, TaxYearSummary } from './cgt-years';

/**
 * What the CGT command prints: the engine's result as JSON with every amount an unrounded decimal
 * string, or a readable report for a person checking the working.
 */

const str = (d: Decimal): string => d.toFixed();

function matchJson(m: Match) {
  const base = { rule: m.rule, quantity: str(m.quantity) };
  return m.acquisitionDate === undefined
    ? { ...base, cost: str(m.cost) }
    : { ...base, acquisitionDate: m.acquisitionDate, cost: str(m.cost) };
}

function disposalJson(d: Disposal) {
  return {
    date: d.date,
    asset: d.asset,
    quantity: str(d.quantity),
    proceeds: str(d.proceeds),
    allowableCost: str(d.allowableCost),
    gain: str(d.gain),
    matches: d.matches.map(matchJson),
  };
}

function yearJson(y: TaxYearSummary) {
  const json = {
    disposals: y.disposals,
    proceeds: str(y.proceeds),
    allowableCosts: str(y.allowableCosts),
    gains: str(y.gains),
    losses: str(y.losses),
    net: str(y.net),
    annualExemptAmount: str(y.annualExemptAmount),
    lossCarriedForward: str(y.lossCarriedForward),
    taxableGain: str(y.taxableGain),
  };
  if (!y.beforeOct30 || !y.fromOct30) return json;
  return { ...json, beforeOct30: str(y.beforeOct30.net), fromOct30: str(y.fromOct30.net) };
}

export function toJson(result: CgtResult) {
  return {
    disposals: result.disposals.map(disposalJson),
    byTaxYear: Object.fromEntries(Object.entries(result.byTaxYear).map(([k, y]) => [k, yearJson(y)])),
  };
}

const shares = (q: Decimal) => `${q.toFixed()} ${q.equals(1) ? 'share' : 'shares'}`;
const each = (m: Match) => formatPounds(m.cost.div(m.quantity));

function matchLine(m: Match): string {
  if (m.rule === 'SAME_DAY') return `${shares(m.quantity)} matched same day at ${each(m)}`;
  if (m.rule === 'S104') return `${shares(m.quantity)} from the pool at ${each(m)} average`;
  return `${shares(m.quantity)} matched with the purchase of ${m.acquisitionDate} (bed and breakfast) at ${each(m)}`;
}

function disposalLines(d: Disposal): string[] {
  const matches = d.matches.map((m) => `  ${matchLine(m)}: ${formatPounds(m.cost)}`);
  const fees = d.fees.isZero() ? '' : ` plus ${formatPounds(d.fees)} costs of selling`;
  const outcome = d.gain.isNegative() ? `loss ${formatPounds(d.gain.neg())}` : `gain ${formatPounds(d.gain)}`;
  return [
    `${d.date} ${d.asset}: sold ${shares(d.quantity)} for ${formatPounds(d.proceeds)}`,
    ...matches,
    `  allowable cost ${formatPounds(d.allowableCost)} (${formatPounds(d.allowableCost.minus(d.fees))} to buy${fees}); ${outcome}`,
  ];
}

/** HMRC's returns take whole pounds, rounded in the taxpayer's favour: gains down, losses up. */
const wholeDown = (d: Decimal) => formatPounds(d.toDecimalPlaces(0, Decimal.ROUND_FLOOR)).slice(0, -3);
const wholeUp = (d: Decimal) => formatPounds(d.toDecimalPlaces(0, Decimal.ROUND_CEIL)).slice(0, -3);

const period = (name: string, p: PeriodTotals) =>
  `  ${name}: gains ${formatPounds(p.gains)}, losses ${formatPounds(p.losses)}, net ${formatPounds(p.net)}`;

function yearLines(year: string, y: TaxYearSummary): string[] {
  const lines = [
    `Tax year ${year}: ${y.disposals} ${y.disposals === 1 ? 'disposal' : 'disposals'}`,
    `  proceeds ${formatPounds(y.proceeds)}, allowable costs ${formatPounds(y.allowableCosts)}`,
    `  gains ${formatPounds(y.gains)}, losses ${formatPounds(y.losses)}, net ${formatPounds(y.net)}`,
    `  annual exempt amount ${formatPounds(y.annualExemptAmount)}, taxable gain ${formatPounds(y.taxableGain)}, losses carried forward ${formatPounds(y.lossCarriedForward)}`,
  ];
  if (y.beforeOct30 && y.fromOct30) {
    lines.push(period('before 30 October 2024', y.beforeOct30), period('from 30 October 2024', y.fromOct30));
  }
  lines.push(
    `  For the return, in whole pounds (gains rounded down, losses up): gains ${wholeDown(y.gains)}, ` +
      `losses ${wholeUp(y.losses)}, proceeds ${wholeDown(y.proceeds)}, allowable costs ${wholeUp(y.allowableCosts)}`,
  );
  return lines;
}

export function formatReport(result: CgtResult): string {
  const lines = ['Capital gains: how each disposal was matched (amounts to the penny; --json for exact)', ''];
  for (const d of result.disposals) lines.push(...disposalLines(d), '');
  for (const [year, y] of Object.entries(result.byTaxYear)) lines.push(...yearLines(year, y), '');
  if (result.disposals.length === 0) lines.push('No disposals.');
  return lines.join('\n').trimEnd();
}
