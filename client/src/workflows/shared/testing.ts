import { ADVISER_SCOPES, type TAccountSummary, type TPositionSummary } from '../../../../contract';
import { fakeFetch, json, type SeenRequest } from '../../data/testing';

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
    positions: [
      stock('F1', 'Meridian Global Equity', 100, 20, 1800),
      stock('F2', 'Thistle Strategic Bond', 1000, 1, 1000),
    ],
    ...overrides,
  };
}

/** The signed-in adviser of firm F1, as GET /api/auth/me answers. */
export const ME = {
  userId: 'U1',
  firmId: 'F1',
  nodeId: '0',
  scopes: ADVISER_SCOPES,
  user: { id: 'U1', name: 'Ada Adviser', email: 'ada@example.com', userType: 'User' },
};

/**
 * The BFF profile and the proxied platform as a workflow page sees them: account A1's valuation, the
 * create call answered by `onCreate`, and the created transaction read back.
 */
export function workflowBackEnd(onCreate: (request: SeenRequest) => Response, created: object) {
  return fakeFetch((request) => {
    const path = new URL(request.url, 'http://keel.test').pathname;
    if (path === '/api/auth/me') return json(200, ME);
    if (path === '/api/proxy/account/summary/F1/A1') return json(200, { data: summaryOf() });
    if (path === '/api/proxy/portfoliotransaction' && request.method === 'POST') return onCreate(request);
    if (path === '/api/proxy/portfoliotransaction/F1/T1') return json(200, { data: created });
    return json(404, { error: { statusCode: 404, errorMessage: `No ${path}`, fieldErrors: [] } });
  });
}

/** A transaction as the platform answers it, with only what the result step reads. */
export const createdTransaction = (patch: object) => ({
  id: 'T1',
  accountId: 'A1',
  transactionType: 'Payment',
  transactionSubType: 'Deposit',
  movementType: 'In',
  status: 'Waiting',
  amount: 5000,
  quantity: null,
  sellAll: false,
  assetName: null,
  statusReason: null,
  linkId: null,
  ...patch,
});
