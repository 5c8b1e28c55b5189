import { describe, expect, it } from 'vitest';
import { computeCgt } from './cgt';
import { annualExemptAmount, taxYearOf } from './cgt-years';
import { buy, sell } from './testing/trades';

/** Each year's totals as text. */
const years = (...trades: Parameters<typeof computeCgt>[0]) =>
  Object.fromEntries(
    Object.entries(computeCgt(trades).byTaxYear).map(([year, y]) => [
      year,
      Object.fromEntries(
        Object.entries(y).map(([k, v]) => [
          k,
          typeof v === 'number' ? v : 'net' in v ? v.net.toFixed() : v.toFixed(),
        ]),
      ),
    ]),
  );

describe('tax years', () => {
  it('when a date is 5 or 6 April, then it falls in the year ending or the year starting', () => {
    expect(taxYearOf('2024-04-05')).toBe('2023/24');
    expect(taxYearOf('2024-04-06')).toBe('2024/25');
    expect(taxYearOf('1999-12-31')).toBe('1999/00');
  });

  it('when the exempt amount is asked for, then it comes from the table, later years at £3,000', () => {
    expect(
      ['2018/19', '2019/20', '2020/21', '2022/23', '2023/24', '2024/25', '2030/31'].map((y) =>
        annualExemptAmount(y).toNumber(),
      ),
    ).toEqual([11700, 12000, 12300, 12300, 6000, 3000, 3000]);
    expect(() => annualExemptAmount('2017/18')).toThrow('2017/18: no annual exempt amount is known');
  });

  it('when a year has gains and losses, then its losses go against its gains in full, wasting exempt amount', () => {
    const y = years(
      buy('2020-05-01', '200', '100'),
      sell('2023-05-01', '100', '200'),
      sell('2023-06-01', '100', '50'),
    )['2023/24'];
    // Gain £10,000 and loss £5,000: net £5,000, under the £6,000 exempt amount; nothing to carry.
    expect(y).toMatchObject({
      disposals: 2,
      gains: '10000',
      losses: '5000',
      net: '5000',
      taxableGain: '0',
      lossCarriedForward: '0',
    });
  });

  it('when losses are brought forward, then they bring the net gain down to the exempt amount and no further', () => {
    const result = years(
      buy('2020-05-01', '300', '100'),
      sell('2022-05-01', '100', '0'), // 2022/23: loss £10,000, carried forward
      sell('2023-05-01', '100', '180'), // 2023/24: gain £8,000; £2,000 of losses take it to £6,000
      sell('2024-05-01', '100', '120'), // 2024/25: gain £2,000, under £3,000: no losses used
    );
    expect(result['2022/23']).toMatchObject({ net: '-10000', taxableGain: '0', lossCarriedForward: '10000' });
    expect(result['2023/24']).toMatchObject({
      net: '8000',
      annualExemptAmount: '6000',
      taxableGain: '0',
      lossCarriedForward: '8000',
    });
    expect(result['2024/25']).toMatchObject({ net: '2000', taxableGain: '0', lossCarriedForward: '8000' });
    const later = years(
      buy('2020-05-01', '200', '100'),
      sell('2022-05-01', '100', '0'),
      sell('2023-05-01', '100', '300'),
    );
    expect(later['2023/24']).toMatchObject({ net: '20000', taxableGain: '4000', lossCarriedForward: '0' });
  });

  it('when 2024/25 has disposals either side of 30 October, then each side is reported apart', () => {
    const y = years(
      buy('2020-05-01', '300', '10'),
      sell('2024-10-29', '100', '15'),
      sell('2024-10-30', '100', '12'),
      sell('2025-04-05', '100', '9'),
    )['2024/25'];
    expect(y).toMatchObject({
      net: '600',
      beforeOct30: '500',
      fromOct30: '100',
      proceeds: '3600',
      allowableCosts: '3000',
    });
    expect(years(buy('2020-05-01', '1', '1'), sell('2023-05-01', '1', '2'))['2023/24']).not.toHaveProperty(
      'beforeOct30',
    );
  });
});
