import type { TChargeType } from '../../../../contract/documents';
import type { TConfig } from '../../../../contract/firm';
import type { Tx } from '../../db/connection';
import { effectiveSettings, settingsKey } from '../../firm/settings';
import { Decimal, dec, pence, ZERO } from '../money';

/**
 * What an executed order is charged (docs/decisions/0413): the firm's dealing charge, and on UK shares
 * stamp duty reserve tax (0.5 % of a purchase's consideration, to the nearest penny) and the PTM levy
 * (£1.50 on a deal over £10,000), when the firm's tariff says the platform collects them. Pure, so the
 * dealing run charges a batch without reading anything per order.
 */

export const STAMP_DUTY_RATE = new Decimal('0.005');
export const PTM_LEVY = new Decimal('1.50');
export const PTM_THRESHOLD = new Decimal('10000');

export interface Tariff {
  dealingChargeFunds: Decimal;
  dealingChargeExchange: Decimal;
  collectStampDuty: boolean;
  collectPtmLevy: boolean;
}

export const NO_CHARGES: Tariff = {
  dealingChargeFunds: ZERO,
  dealingChargeExchange: ZERO,
  collectStampDuty: false,
  collectPtmLevy: false,
};

export interface ChargeLine {
  type: TChargeType;
  amount: Decimal;
}

/** The instrument as charging sees it. */
export interface Charged {
  isin: string;
  instrumentType: string;
}

/** Shares of a UK company: what stamp duty and the PTM levy fall on (ETFs and funds are exempt). */
const ukShares = (i: Charged) =>
  (i.instrumentType === 'Equity' || i.instrumentType === 'Investment Trust') && i.isin.startsWith('GB');

export function tariffOf(config: TConfig): Tariff {
  return {
    dealingChargeFunds: dec(config.dealingChargeFunds ?? 0),
    dealingChargeExchange: dec(config.dealingChargeExchange ?? 0),
    collectStampDuty: config.collectStampDuty ?? false,
    collectPtmLevy: config.collectPtmLevy ?? false,
  };
}

/** The tariff in force at a node: its configuration, inherited from the nodes above it. */
export async function tariffAt(tx: Tx, firmId: string, nodeId: string): Promise<Tariff> {
  return tariffOf((await effectiveSettings(tx, firmId, nodeId, settingsKey.config())) as TConfig);
}

/** The charges on a deal of `consideration`; the lines with nothing to charge are left out. */
export function chargesOn(
  side: 'Buy' | 'Sell',
  instrument: Charged,
  consideration: Decimal,
  t: Tariff,
): ChargeLine[] {
  const lines: ChargeLine[] = [];
  const dealing = instrument.instrumentType === 'Fund' ? t.dealingChargeFunds : t.dealingChargeExchange;
  if (dealing.greaterThan(0)) lines.push({ type: 'Dealing', amount: dealing });
  if (ukShares(instrument) && side === 'Buy' && t.collectStampDuty)
    lines.push({ type: 'Stamp', amount: pence(consideration.times(STAMP_DUTY_RATE)) });
  if (ukShares(instrument) && t.collectPtmLevy && consideration.greaterThan(PTM_THRESHOLD))
    lines.push({ type: 'PTM', amount: PTM_LEVY });
  return lines;
}

export const totalOf = (lines: ChargeLine[]) => lines.reduce((s, l) => s.plus(l.amount), ZERO);

/**
 * The consideration a buy of `ordered` pounds can spend once its own charges are paid: the most whose
 * consideration plus charges fits. Solved, not searched: the fixed charge off, divided by 1 + the stamp
 * rate, to the penny below; stamp's own rounding can overshoot by a penny, so one penny less then fits.
 * The levy is a step above £10,000: when paying it leaves £10,000 or less, spending exactly £10,000
 * (no levy) is the most that fits.
 */
export function spendableFor(ordered: Decimal, instrument: Charged, t: Tariff): Decimal {
  const rate = ukShares(instrument) && t.collectStampDuty ? STAMP_DUTY_RATE : ZERO;
  const fixed = instrument.instrumentType === 'Fund' ? t.dealingChargeFunds : t.dealingChargeExchange;
  const fits = (c: Decimal) => c.plus(totalOf(chargesOn('Buy', instrument, c, t))).lessThanOrEqualTo(ordered);
  const levied = ukShares(instrument) && t.collectPtmLevy;
  const solve = (levy: Decimal) => {
    let c = ordered.minus(fixed).minus(levy).dividedBy(rate.plus(1)).toDecimalPlaces(2, Decimal.ROUND_DOWN);
    // Stamp rounds to the nearest penny, so the answer may sit a penny either side of the division.
    if (!fits(c)) return c.minus('0.01');
    while (fits(c.plus('0.01'))) c = c.plus('0.01');
    return c;
  };
  let spend = solve(ZERO);
  if (levied && spend.greaterThan(PTM_THRESHOLD)) {
    const withLevy = solve(PTM_LEVY);
    spend = withLevy.greaterThan(PTM_THRESHOLD) ? withLevy : PTM_THRESHOLD;
  }
  return spend.greaterThan(0) && fits(spend) ? spend : ZERO;
}
