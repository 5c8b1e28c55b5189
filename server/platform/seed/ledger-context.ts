import type { Decimal } from 'decimal.js';
import { taxYearOf } from '../ledger';
import type { SeedCalendar } from './calendar';
import type { SeedAsset, SeedBook } from './ledger-book';
import type { Rng } from './random';

/** What the seeded ledger's histories and open items share. */

/** What a client may subscribe to a capped wrapper in one tax year (ledger/allowance/allowance.ts), less a margin. */
const YEARLY_CAP: Record<string, number> = { ISA: 19_500, JISA: 8_500 };
export interface SeedUniverse {
  assets: SeedAsset[];
  prices: { assetId: string; priceDate: string; price: string }[];
}
export type SeedAccount = { id: string; wrapperType: string; createdAt: Date };

/** What every account's history draws on. */
export interface HistoryContext {
  rng: Rng;
  book: SeedBook;
  cal: SeedCalendar;
  /** Business days with prices, oldest first. */
  days: string[];
  universe: SeedUniverse;
  price: (assetId: string, day: string) => Decimal;
  /** Who asks for an instruction: mostly the adviser, sometimes the administrator. */
  actors: { adminId: string; adviserId: string };
  /** Pounds subscribed per account and tax year, for the ISA and JISA caps. */
  subscribed: Map<string, number>;
}

/** Room left this tax year for a capped wrapper's pay-in on `day` (Infinity when uncapped). */
export function roomFor(ctx: HistoryContext, account: SeedAccount, day: string): number {
  const cap = YEARLY_CAP[account.wrapperType];
  if (cap === undefined) return Infinity;
  return cap - (ctx.subscribed.get(`${account.id}|${taxYearOf(day).label}`) ?? 0);
}
