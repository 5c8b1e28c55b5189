import { describe, expect, it } from 'vitest';
import { Decimal, dec } from '../money';
import { chargesOn, NO_CHARGES, spendableFor, totalOf, type Tariff } from './charges';

const ukShare = { isin: 'GB0002374006', instrumentType: 'Equity' };
const fund = { isin: 'GB00B3X7QG63', instrumentType: 'Fund' };
const etf = { isin: 'IE00B3XXRP09', instrumentType: 'ETF' };
const full: Tariff = {
  dealingChargeFunds: dec(0),
  dealingChargeExchange: dec('5.95'),
  collectStampDuty: true,
  collectPtmLevy: true,
};
const lines = (ls: ReturnType<typeof chargesOn>) => ls.map((l) => [l.type, l.amount.toFixed(2)]);

describe('chargesOn', () => {
  it('when a UK share is bought for £2,000, then dealing and 0.5 % stamp are charged, no levy', () => {
    expect(lines(chargesOn('Buy', ukShare, dec(2000), full))).toEqual([
      ['Dealing', '5.95'],
      ['Stamp', '10.00'],
    ]);
  });
  it('when a UK share is sold for over £10,000, then dealing and the PTM levy, never stamp', () => {
    expect(lines(chargesOn('Sell', ukShare, dec('10000.01'), full))).toEqual([
      ['Dealing', '5.95'],
      ['PTM', '1.50'],
    ]);
  });
  it('when a deal is exactly £10,000, then no levy (it is for deals over £10,000)', () => {
    expect(lines(chargesOn('Buy', ukShare, dec(10000), full))).toEqual([
      ['Dealing', '5.95'],
      ['Stamp', '50.00'],
    ]);
  });
  it('when an ETF or a fund is bought, then no stamp or levy; the fund deal charge is the tariff’s', () => {
    expect(lines(chargesOn('Buy', etf, dec(50000), full))).toEqual([['Dealing', '5.95']]);
    expect(lines(chargesOn('Buy', fund, dec(50000), { ...full, dealingChargeFunds: dec(1) }))).toEqual([
      ['Dealing', '1.00'],
    ]);
  });
  it('when stamp is a fraction of a penny, then it is rounded to the nearest penny', () => {
    expect(
      lines(chargesOn('Buy', ukShare, dec('123.45'), { ...NO_CHARGES, collectStampDuty: true })),
    ).toEqual([['Stamp', '0.62']]);
  });
  it('when the tariff is empty, then nothing is charged', () => {
    expect(chargesOn('Buy', ukShare, dec(20000), NO_CHARGES)).toEqual([]);
  });
});

describe('spendableFor', () => {
  const fitsExactly = (ordered: string, instrument = ukShare, t = full) => {
    const spend = spendableFor(dec(ordered), instrument, t);
    const cost = spend.plus(totalOf(chargesOn('Buy', instrument, spend, t)));
    const penny = spend.plus('0.01');
    const more = penny.plus(totalOf(chargesOn('Buy', instrument, penny, t)));
    return { spend, cost, moreFits: more.lessThanOrEqualTo(ordered) };
  };

  it('when any amount is ordered, then consideration plus charges fits and a penny more would not', () => {
    for (const ordered of [
      '100',
      '1000',
      '2011.90',
      '5000.37',
      '9999.99',
      '10055.95',
      '10057.45',
      '10060',
      '25000',
      '123456.78',
    ]) {
      const r = fitsExactly(ordered);
      expect(r.cost.lessThanOrEqualTo(ordered), ordered).toBe(true);
      // At the £10,000 step the next penny brings the levy, so it may not fit: that is the point.
      if (!r.spend.equals(10000)) expect(r.moreFits, ordered).toBe(false);
    }
  });
  it('when the amount does not cover the fixed charge, then nothing can be spent', () => {
    expect(spendableFor(dec('5.00'), ukShare, full).toFixed(2)).toBe('0.00');
  });
  it('when the tariff is empty, then the whole amount is spent', () => {
    expect(spendableFor(dec('1234.56'), ukShare, NO_CHARGES)).toEqual(new Decimal('1234.56'));
  });
});
