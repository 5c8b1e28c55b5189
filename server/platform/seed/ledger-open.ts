import { londonToday } from '../ledger';
import { roomFor, type HistoryContext, type SeedAccount } from './ledger-context';

/**
 * The demo's money in flight, all from the last few days (older instructions were completed long ago):
 * a large withdrawal the adviser asked for today, waiting for a second user to authorise it; pay-ins asked
 * for one to three business days ago, waiting for the money to arrive; and buys placed today or on the
 * last business day, waiting for the dealing run.
 */

/** Constants the demo's walkthroughs and tests rely on. */
export const OPEN_ITEMS = {
  withdrawal: '12000.00',
  payIns: 4,
  orders: 3,
  orderAmount: '250.00',
  /** Pay-ins wait at most this many business days. */
  payInDays: 3,
} as const;

const MINUTE = 60_000;

export function openItems(ctx: HistoryContext, funded: SeedAccount[]) {
  const { book, cal, rng, actors } = ctx;
  const cashOf = (a: SeedAccount) => book.cashOf(a.id);
  const gia = funded.filter((a) => a.wrapperType === 'GIA');
  /** An instruction created at `when`, dated the London day it was made. */
  const open = (account: SeedAccount, when: Date, fields: Parameters<typeof book.open>[2]) =>
    book.open(account.id, londonToday(when), { createdAt: when, updatedAt: when, ...fields });

  const rich = gia.find((a) => cashOf(a).greaterThanOrEqualTo(Number(OPEN_ITEMS.withdrawal)));
  if (rich) {
    book.actorId = actors.adviserId;
    open(rich, new Date(cal.now.getTime() - rng.int(30, 240) * MINUTE), {
      transactionSubType: 'Withdrawal',
      movementType: 'Out',
      method: 'BACS Credit',
      status: 'Pending',
      amount: OPEN_ITEMS.withdrawal,
      reservedCash: OPEN_ITEMS.withdrawal,
    });
  }

  // Pay-ins: two into general accounts, one into an ISA with allowance to spare, one into a pension.
  const isa = funded.find((a) => a.wrapperType === 'ISA' && roomFor(ctx, a, cal.today) >= 2_000);
  const pension = funded.find((a) => a.wrapperType === 'SIPP');
  const payers = [...gia.filter((a) => a !== rich).slice(0, 2), isa, pension].filter((a) => a !== undefined);
  for (const account of payers.slice(0, OPEN_ITEMS.payIns)) {
    book.actorId = rng.chance(0.7) ? actors.adviserId : actors.adminId;
    const day = cal.businessDaysBefore(rng.int(1, OPEN_ITEMS.payInDays));
    const amount = account === isa ? rng.int(4, 40) * 50 : rng.int(20, 200) * 50;
    open(account, cal.at(day, rng.int(9 * 60, 17 * 60)), {
      amount: amount.toFixed(2),
      method: rng.pick(['Bank Transfer', 'Direct Debit'] as const),
      status: 'Waiting',
    });
  }

  // Buys: two placed this morning, one late on the last business day, after that day's dealing run.
  const buyers = gia
    .filter((a) => a !== rich && cashOf(a).greaterThanOrEqualTo(2 * Number(OPEN_ITEMS.orderAmount)))
    .slice(0, OPEN_ITEMS.orders);
  buyers.forEach((account, i) => {
    book.actorId = actors.adviserId;
    const when =
      i < 2
        ? new Date(cal.now.getTime() - rng.int(5, 120) * MINUTE)
        : cal.at(cal.businessDaysBefore(1), 17 * 60 + rng.int(0, 50));
    open(account, when, {
      transactionType: 'Order',
      transactionSubType: 'At Best',
      movementType: 'Invest',
      status: 'Placed',
      assetId: ctx.universe.assets[i].id,
      amount: OPEN_ITEMS.orderAmount,
      reservedCash: OPEN_ITEMS.orderAmount,
    });
  });
}
