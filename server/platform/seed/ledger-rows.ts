import type { Decimal } from 'decimal.js';
import type { portfolioTransactions } from '../db/schema';

/** The shapes of the seeded ledger's rows, as the platform writes them (ledger/settlement/execute.ts, trade.ts). */

export type TxRow = typeof portfolioTransactions.$inferInsert;
export interface SeedAsset {
  id: string;
  name: string;
  isin: string;
}
export interface Fill {
  buying: boolean;
  units: Decimal;
  price: Decimal;
  consideration: Decimal;
  cost: Decimal;
  settles: string;
}

export const execution = (f: Fill) => ({
  currency: 'GBP',
  price: f.price.toNumber(),
  venue: 'XLON',
  transactionTime: '12:00:00',
  executionAmount: f.consideration.toNumber(),
  executedQuantity: f.units.toNumber(),
});

/** The contract note the dealing run writes; its reference is set once the transaction has its id. */
export const contractNote = (asset: SeedAsset, day: string, f: Fill) => ({
  reference: '',
  side: f.buying ? 'Buy' : 'Sell',
  assetId: asset.id,
  isin: asset.isin,
  assetName: asset.name,
  quantity: f.units.toNumber(),
  price: f.price.toNumber(),
  consideration: f.consideration.toNumber(),
  charges: 0,
  netAmount: f.consideration.toNumber(),
  tradeDate: day,
  settlementDate: f.settles,
  venue: 'XLON',
  transactionTime: '12:00:00',
});

/** bulkInsert takes its columns from the first row, so every row carries every field. */
export const EVERY_FIELD = {
  linkId: null,
  method: null,
  amount: null,
  quantity: null,
  assetId: null,
  counterAccountId: null,
  reservedCash: '0',
  reservedQuantity: '0',
  intendedSettlementDate: null,
  authorisedBy: null,
  version: 1,
} satisfies Partial<TxRow>;
