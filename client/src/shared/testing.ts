import type { TAccountSummary, TPositionSummary } from '../../../contract/accounts';

/** A translate function for plans under test: the key and its options, so tests can see what was said. */
export const echo = (key: string, options?: object) => (options ? `${key} ${JSON.stringify(options)}` : key);

const stock = (
  assetId: string,
  name: string,
  quantity: number,
  price: number,
  bookValue: number,
): TPositionSummary => ({
  id: `A1|S|${assetId}`,
  positionType: 'Stock',
  currency: 'GBP',
  isin: `GB00${assetId}`,
  assetId,
  assetName: name,
  quantity,
  bookValue,
  currentPrice: price,
  currentPriceDate: '2026-11-20',
  priceStale: false,
  currentValue: Number((quantity * price).toFixed(2)),
  growth: null,
  growthPercent: null,
  allocation: 0,
});

/** An ISA valued as the platform answers GET /account/summary: £1,000 cash, two funds. */
export function summaryOf(overrides: Partial<TAccountSummary> = {}): TAccountSummary {
  return {
    id: 'A1',
    name: 'Stocks and Shares ISA',
    clientId: 'C1',
    clientName: 'Jane Saver',
    clientStatus: 'Active',
    accountType: 'Wrapper',
    wrapperType: 'ISA',
    status: 'Active',
    currency: 'GBP',
    fromDate: null,
    toDate: '2026-11-21',
    openingValue: 0,
    openingCashValue: 0,
    openingStockValue: 0,
    closingCashValue: 1000,
    closingStockValue: 3000,
    currentValue: 4000,
    uninvestedCash: 1000,
    availableCash: 1000,
    bookValue: 2800,
    netContributions: 3800,
    growth: 200,
    growthPercent: 5.26,
    remainingSubscriptionAmount: 10000,
    subscriptionAllowance: { limit: 20000, used: 10000, pending: 0, left: 10000 },
    positions: [
      stock('F1', 'Meridian Global Equity', 100, 20, 1800),
      stock('F2', 'Thistle Strategic Bond', 1000, 1, 1000),
    ],
    ...overrides,
  };
}
