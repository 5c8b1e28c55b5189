import { describe, expect, it } from 'vitest';
import { dec } from '../../../contract/money';
import { computeCgt } from './cgt';
import { explainDisposal, perShare } from './explain';
import { buy, sell } from './testing/trades';

describe('explain this number', () => {
  it('when a sale is matched same day, then with a buy-back and the pool, then each step is a line in order', () => {
    const [d] = computeCgt([
      buy('2023-01-10', '100', '3.9'),
      sell('2024-05-01', '50', '4.5', '11.99'),
      buy('2024-05-01', '12', '4.16'),
      buy('2024-05-20', '8', '4'),
    ]).disposals;
    expect(explainDisposal(d, 'Acme plc')).toEqual([
      'Sold 50 shares of Acme plc on 1 May 2024 for £225.00 (£4.50 a share)',
      '12 shares matched same day at £4.16: £49.92',
      '8 shares matched with the purchase of 20 May 2024 (bought back within 30 days) at £4.00: £32.00',
      '30 shares from the pool at £3.90 average: £117.00',
      'Costs of selling: £11.99',
      'Allowable cost £210.91 (£198.92 to buy, £11.99 to sell), so a gain of £14.09',
    ]);
  });

  it('when the sale made a loss and had no costs, then the outcome says loss and no selling costs line', () => {
    const [d] = computeCgt([buy('2023-01-10', '1', '10'), sell('2023-02-10', '1', '7')]).disposals;
    expect(explainDisposal(d, 'Acme plc')).toEqual([
      'Sold 1 share of Acme plc on 10 February 2023 for £7.00 (£7.00 a share)',
      '1 share from the pool at £10.00 average: £10.00',
      'Allowable cost £10.00 (£10.00 to buy), so a loss of £3.00',
    ]);
  });

  it('when a price per share has more than two decimals, then up to four are shown', () => {
    expect(perShare(dec('924.5'), dec('200'))).toBe('£4.6225');
    expect(perShare(dec('10'), dec('3'))).toBe('£3.3333');
    expect(perShare(dec('1234.5'), dec('1'))).toBe('£1,234.50');
  });
});
