import { and, asc, eq } from 'drizzle-orm';
import { Decimal } from 'decimal.js';
import { taxYearOf } from '../ledger';
import type { Tx } from '../db/connection';
import {
  accounts,
  authorisationThresholds,
  cashPostings,
  portfolioTransactions,
  stockPostings,
} from '../db/schema';
import { allocateIds, bulkInsert } from './bulk-insert';
import type { SeedCalendar } from './calendar';
import { SeedBook, type SeedAsset } from './ledger-book';
import { roomFor, type HistoryContext, type SeedAccount, type SeedUniverse } from './ledger-context';
import { openItems } from './ledger-open';
import { Rng } from './random';

/**
 * The demo's money, as years of real use would have left it: each funded account was paid into a little
 * after it opened, invested across one to four instruments over several purchases (each at its day's
 * price), and since then topped up, traded, charged and paid out now and then, up to the last business
 * day. Only the last few days' instructions are still open (ledger-open.ts). Deterministic for a
 * seeding day (its own Rng).
 */

/** First pay-in ranges per wrapper, in pounds; ISA and JISA stay inside one year's allowance. */
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

const whole = (n: number) => new Decimal(n);

/** A pay-in within the wrapper's allowance, received the next business day; false when none fits. */
function payIn(ctx: HistoryContext, account: SeedAccount, at: number, pounds: number): boolean {
  const amount = Math.min(pounds, roomFor(ctx, account, ctx.days[at]));
  if (amount < 100 || at + 1 >= ctx.days.length) return false;
  const key = `${account.id}|${taxYearOf(ctx.days[at]).label}`;
  ctx.subscribed.set(key, (ctx.subscribed.get(key) ?? 0) + amount);
  ctx.book.deposit(account.id, ctx.days[at], ctx.days[at + 1], whole(amount));
  return true;
}

/** Buys `amount` (pounds) of an asset on business day `at`, at that day's price. */
function buy(ctx: HistoryContext, account: SeedAccount, asset: SeedAsset, at: number, amount: Decimal) {
  const day = ctx.days[Math.min(at, ctx.days.length - 1)];
  const spend = Decimal.min(amount, ctx.book.cashOf(account.id)).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  if (spend.lessThan(50)) return;
  ctx.book.trade(account.id, asset, day, ctx.price(asset.id, day), { amount: spend });
}

/**
 * Spreads `budget` over the picks in uneven shares, rounded to £10 as a person would write them, each
 * bought on one of the next few business days.
 */
function invest(ctx: HistoryContext, account: SeedAccount, picks: SeedAsset[], at: number, budget: Decimal) {
  const weights = picks.map(() => ctx.rng.int(5, 40));
  const total = weights.reduce((a, b) => a + b, 0);
  // Two equal weights would give two holdings the same book cost, which a real investor rarely has.
  const shares = new Set<string>();
  picks.forEach((asset, i) => {
    let share = budget.times(weights[i]).dividedBy(total).dividedBy(10).floor().times(10);
    while (shares.has(share.toString()) && share.greaterThan(10)) share = share.minus(10);
    shares.add(share.toString());
    buy(ctx, account, asset, at + ctx.rng.int(0, 3), share);
  });
}

/** One later event in an account's life: a top-up, a purchase, a sale, a fee or a withdrawal. */
function laterEvent(ctx: HistoryContext, account: SeedAccount, picks: SeedAsset[], at: number) {
  const { rng, book } = ctx;
  const cash = book.cashOf(account.id);
  const roll = rng.next();
  if (roll < 0.35) {
    const [low, high] = PAY_IN[account.wrapperType];
    if (!payIn(ctx, account, at, rng.int(Math.round(low / 5), Math.round(high / 4)))) return;
    // Mostly more of what the account holds; now and then something new.
    const into = rng.chance(0.2) ? [rng.pick(ctx.universe.assets)] : rng.shuffle([...picks]).slice(0, 2);
    invest(ctx, account, into, at + 2, book.cashOf(account.id).times(rng.int(70, 95)).dividedBy(100));
  } else if (roll < 0.55 && cash.greaterThan(200)) {
    buy(ctx, account, rng.pick(picks), at, cash.times(rng.int(30, 80)).dividedBy(100));
  } else if (roll < 0.7) {
    const asset = rng.pick(picks);
    const units = book
      .holdingOf(account.id, asset.id)
      .units.times(rng.int(10, 50))
      .dividedBy(100)
      .toDecimalPlaces(6, Decimal.ROUND_DOWN);
    if (units.greaterThan(0))
      book.trade(account.id, asset, ctx.days[at], ctx.price(asset.id, ctx.days[at]), { units });
  } else if (roll < 0.85 && cash.greaterThanOrEqualTo(50)) {
    book.fee(account.id, ctx.days[at], Decimal.min(whole(rng.int(50, 450)), cash));
  } else if (['GIA', 'Cash'].includes(account.wrapperType) && cash.greaterThanOrEqualTo(500)) {
    // Under the firm's authorisation threshold: a routine payment out, no second user needed.
    const amount = Decimal.min(cash.times(rng.int(20, 60)).dividedBy(100), whole(5_000)).toDecimalPlaces(2);
    book.withdraw(account.id, ctx.days[at], ctx.days[Math.min(at + 1, ctx.days.length - 1)], amount);
  }
}

/** The first business day on or after `day`, as an index into ctx.days (-1 when none). */
const dayIndex = (days: string[], day: string) => days.findIndex((d) => d >= day);

/** An account's history from a little after it opened up to the last business day. */
function history(ctx: HistoryContext, account: SeedAccount) {
  const { rng, book, cal, days } = ctx;
  const opened = account.createdAt.toISOString().slice(0, 10);
  const start = dayIndex(days, cal.plusDays(opened, rng.int(2, 15)));
  if (start < 0 || start > days.length - 5) return;
  book.actorId = rng.chance(0.7) ? ctx.actors.adviserId : ctx.actors.adminId;
  const [low, high] = PAY_IN[account.wrapperType];
  if (!payIn(ctx, account, start, rng.int(low, high))) return;
  const picks =
    account.wrapperType === 'Cash' ? [] : rng.shuffle([...ctx.universe.assets]).slice(0, rng.int(1, 4));
  if (picks.length)
    invest(ctx, account, picks, start + 2, book.cashOf(account.id).times(rng.int(55, 85)).dividedBy(100));
  for (let at = start + rng.int(20, 70); at < days.length - 1; at += rng.int(25, 90)) {
    book.actorId = rng.chance(0.7) ? ctx.actors.adviserId : ctx.actors.adminId;
    if (picks.length) laterEvent(ctx, account, picks, at);
    else if (rng.chance(0.5)) payIn(ctx, account, at, rng.int(500, 5_000));
  }
}

export type { SeedUniverse } from './ledger-context';

export async function seedLedger(
  tx: Tx,
  who: { firmId: string; adminId: string; adviserId: string },
  u: SeedUniverse,
  cal: SeedCalendar,
) {
  const rng = new Rng(5);
  const active = await tx
    .select({ id: accounts.id, wrapperType: accounts.wrapperType, createdAt: accounts.createdAt })
    .from(accounts)
    .where(and(eq(accounts.firmId, who.firmId), eq(accounts.status, 'Active')))
    .orderBy(asc(accounts.id));
  const funded = active.filter(() => rng.chance(0.8));
  const book = new SeedBook(who.firmId, who.adminId, cal.at);
  const byKey = new Map(u.prices.map((p) => [`${p.assetId}|${p.priceDate}`, new Decimal(p.price)]));
  const ctx: HistoryContext = {
    rng,
    book,
    cal,
    days: [...new Set(u.prices.map((p) => p.priceDate))].sort(),
    universe: u,
    price: (a, d) => byKey.get(`${a}|${d}`)!,
    actors: who,
    subscribed: new Map(),
  };
  for (const account of funded) history(ctx, account);
  openItems(ctx, funded);
  book.renumber(await allocateIds(tx, book.transactions.length));
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
