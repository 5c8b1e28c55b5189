import { and, asc, eq } from 'drizzle-orm';
import { Decimal } from 'decimal.js';
import type { Tx } from './connection';
import {
  accounts,
  authorisationThresholds,
  cashPostings,
  portfolioTransactions,
  stockPostings,
} from './schema';
import { allocateIds, bulkInsert } from './seed';
import { businessDays } from './seed-assets';
import { SeedBook, type SeedAsset } from './seed-ledger-book';
import { Rng, SEED_ANCHOR } from './seed-random';

/**
 * The demo's money: most active DEMO1 accounts received one pay-in some months ago, invested most of it
 * across one to four instruments the next business day, and some later sold part of a holding or paid an
 * adviser's fee. A few instructions are left open for the demo: pay-ins waiting for money, buys waiting
 * for the dealing run, and a large withdrawal waiting for a second user. Deterministic (its own Rng).
 */

/** Pay-in ranges per wrapper, in pounds; ISA and JISA stay inside one year's allowance. */
const PAY_IN: Record<string, [number, number]> = {
  GIA: [5_000, 120_000],
  ISA: [2_000, 15_000],
  JISA: [500, 4_000],
  Cash: [1_000, 40_000],
  Pension: [10_000, 200_000],
  SIPP: [10_000, 250_000],
  TPPENSION: [10_000, 150_000],
  SSAS: [50_000, 400_000],
  TPOFFBOND: [20_000, 200_000],
};
export const DEMO_THRESHOLDS = {
  Withdrawal: '10000.00',
  'Adviser Adhoc Fee': '500.00',
  Internal: '25000.00',
};

export interface SeedUniverse {
  assets: SeedAsset[];
  prices: { assetId: string; priceDate: string; price: string }[];
}
type Account = { id: string; wrapperType: string };

function history(
  rng: Rng,
  book: SeedBook,
  account: Account,
  u: SeedUniverse,
  price: (a: string, d: string) => Decimal,
) {
  const days = businessDays();
  const start = rng.int(0, days.length - 40);
  const [low, high] = PAY_IN[account.wrapperType];
  book.deposit(account.id, days[start], new Decimal(rng.int(low, high)));
  if (account.wrapperType === 'Cash') return;
  const picks = rng.shuffle([...u.assets]).slice(0, rng.int(1, 4));
  const budget = book.cashOf(account.id).times(rng.int(70, 95)).dividedBy(100);
  const each = budget.dividedBy(picks.length).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  for (const asset of picks)
    book.trade(account.id, asset, days[start + 1], price(asset.id, days[start + 1]), { amount: each });
  if (rng.chance(0.25)) {
    const asset = picks[0];
    const units = book
      .holdingOf(account.id, asset.id)
      .units.times(rng.int(20, 60))
      .dividedBy(100)
      .toDecimalPlaces(6, Decimal.ROUND_DOWN);
    const day = days[start + rng.int(10, 35)];
    if (units.greaterThan(0)) book.trade(account.id, asset, day, price(asset.id, day), { units });
  }
  if (rng.chance(0.2))
    book.fee(
      account.id,
      days[start + 2],
      Decimal.min(new Decimal(rng.int(50, 450)), book.cashOf(account.id)),
    );
}

/** Open instructions for the demo, on accounts with the cash to back them. */
function openItems(book: SeedBook, funded: Account[], u: SeedUniverse, adviserId: string) {
  const gia = funded.filter((a) => a.wrapperType === 'GIA');
  const rich = gia.find((a) => book.cashOf(a.id).greaterThanOrEqualTo(12_000));
  if (rich)
    book.open(rich.id, SEED_ANCHOR, {
      transactionSubType: 'Withdrawal',
      movementType: 'Out',
      method: 'BACS Credit',
      status: 'Pending',
      amount: '12000.00',
      reservedCash: '12000.00',
      requestedBy: adviserId,
      createdBy: adviserId,
      updatedBy: adviserId,
    });
  for (const a of gia.slice(0, 2))
    book.open(a.id, SEED_ANCHOR, { amount: '1000.00', method: 'Direct Debit', status: 'Waiting' });
  const buyers = gia.filter((a) => a !== rich && book.cashOf(a.id).greaterThanOrEqualTo(500)).slice(0, 3);
  buyers.forEach((a, i) =>
    book.open(a.id, SEED_ANCHOR, {
      transactionType: 'Order',
      transactionSubType: 'At Best',
      movementType: 'Invest',
      status: 'Placed',
      assetId: u.assets[i].id,
      amount: '250.00',
      reservedCash: '250.00',
    }),
  );
}

export async function seedLedger(
  tx: Tx,
  who: { firmId: string; adminId: string; adviserId: string },
  u: SeedUniverse,
) {
  const rng = new Rng(5);
  const active = await tx
    .select({ id: accounts.id, wrapperType: accounts.wrapperType })
    .from(accounts)
    .where(and(eq(accounts.firmId, who.firmId), eq(accounts.status, 'Active')))
    .orderBy(asc(accounts.id));
  const funded = active.filter(() => rng.chance(0.75));
  const ids = await allocateIds(tx, funded.length * 8 + 10);
  const book = new SeedBook(who.firmId, who.adminId, () => ids.shift()!);
  const byKey = new Map(u.prices.map((p) => [`${p.assetId}|${p.priceDate}`, new Decimal(p.price)]));
  for (const account of funded) history(rng, book, account, u, (a, d) => byKey.get(`${a}|${d}`)!);
  openItems(book, funded, u, who.adviserId);
  await bulkInsert(tx, portfolioTransactions, book.transactions);
  await bulkInsert(tx, cashPostings, book.cash);
  await bulkInsert(tx, stockPostings, book.stock);
  await tx.insert(authorisationThresholds).values(
    Object.entries(DEMO_THRESHOLDS).map(([transactionSubType, threshold]) => ({
      firmId: who.firmId,
      transactionSubType,
      threshold,
      updatedBy: who.adminId,
    })),
  );
}
