import { describe, expect, it } from 'vitest';
import { dec } from '../../../contract/money';
import { NO_CHARGES, type Tariff } from '../ledger/settlement/charges';
import { tradeIllustration } from './trade';

const tariff: Tariff = {
  ...NO_CHARGES,
  dealingChargeFunds: dec(0),
  dealingChargeExchange: dec('9.95'),
};
const ukShare = { isin: 'GB0007980591', instrumentType: 'Equity' };
const fund = { isin: 'GB00B3X7QG63', instrumentType: 'Fund' };

describe('a trade illustration', () => {
  it('when UK shares worth £12,000 are bought, then dealing, stamp duty, the PTM levy and the spread are shown', () => {
    // By hand: dealing £9.95; stamp 0.5 % of £12,000 = £60.00; PTM levy £1.50 (over £10,000); spread 0.2 %,
    // half of it paid: £12,000 × 0.1 % = £12.00. Total £83.45, 0.70 % of the deal; the cash paid is
    // £12,000 + £71.45 (the spread is in the price).
    const t = tradeIllustration({
      side: 'Buy',
      instrument: ukShare,
      consideration: 12_000,
      tariff,
      spreadPercent: '0.2',
    });
    expect(t.lines.map((l) => [l.type, l.amount.toFixed(2), l.implicit])).toEqual([
      ['Dealing', '9.95', false],
      ['Stamp', '60.00', false],
      ['PTM', '1.50', false],
      ['Ex Ante Transaction', '12.00', true],
    ]);
    expect(t.totalCost.toFixed(2)).toBe('83.45');
    expect(t.totalPercent.toFixed(2)).toBe('0.70');
    expect(t.cashMovement.toFixed(2)).toBe('12071.45');
  });

  it('when UK shares are sold, then no stamp duty is shown and the charges come off the proceeds', () => {
    const t = tradeIllustration({ side: 'Sell', instrument: ukShare, consideration: 5_000, tariff });
    expect(t.lines.map((l) => l.type)).toEqual(['Dealing']);
    expect(t.cashMovement.toFixed(2)).toBe('4990.05');
  });

  it('when a fund is bought on a tariff with no fund dealing charge, then nothing is charged', () => {
    const t = tradeIllustration({ side: 'Buy', instrument: fund, consideration: 5_000, tariff });
    expect(t.lines).toEqual([]);
    expect(t.totalCost.toFixed(2)).toBe('0.00');
  });
});
