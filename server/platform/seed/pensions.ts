import { and, asc, eq, lte } from 'drizzle-orm';
import { plusMonths } from '../../../contract/dates';
import { ALL_SCOPES } from '../../../contract/permissions';
import type { Caller } from '../auth/caller';
import type { Database, Tx } from '../db/connection';
import { accounts, clients } from '../db/schema';
import { availableCash, dec, Decimal, valueAccount } from '../ledger';
import { pennyFloor } from '../../../contract/money';
import { createRegularCrystallisation } from '../pensions/regular';
import { crystallise } from '../pensions/service';
import type { SeedCalendar } from './calendar';

/**
 * DEMO1's pension in drawdown (issue 19, decision 0901): the oldest-enough client's funded SIPP is partly
 * crystallised today through the service itself (a PCLS paid, the rest designated to drawdown, the
 * Crystallised group made), and a monthly drawdown income of 0.4 % of the designated funds starts next
 * month. Returns the account, or null when DEMO1 has no SIPP of a client aged 60 or more with cash.
 */
export async function seedPensions(
  tx: Tx,
  demo: { firmId: string; adminId: string },
  cal: SeedCalendar,
): Promise<string | null> {
  const caller: Caller = {
    userId: demo.adminId,
    firmId: demo.firmId,
    nodeId: '0',
    nodePath: '0',
    userName: 'Seed',
    userType: 'User',
    scopes: ALL_SCOPES,
  };
  const candidates = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(clients, eq(clients.id, accounts.clientId))
    .where(
      and(
        eq(accounts.firmId, demo.firmId),
        eq(accounts.wrapperType, 'SIPP'),
        eq(accounts.status, 'Active'),
        eq(clients.status, 'Active'),
        lte(clients.dateOfBirth, plusMonths(cal.today, -60 * 12)),
      ),
    )
    .orderBy(asc(accounts.id));
  for (const { id } of candidates) {
    const cash = await availableCash(tx, id);
    const { total } = await valueAccount(tx, id, cal.today);
    // A PCLS pays a quarter of what is crystallised: crystallise 40 % of the pot, or what the cash pays.
    const amount = pennyFloor(Decimal.min(total.times('0.4'), cash.times(4)));
    if (amount.lessThan(1000)) continue;
    const db = tx as unknown as Database;
    const result = await crystallise(db, caller, {
      firmId: demo.firmId,
      accountId: id,
      method: 'PCLS',
      amount: amount.toNumber(),
    });
    const income = pennyFloor(dec(result.designatedToDrawdown).times('0.004'));
    await createRegularCrystallisation(db, caller, {
      firmId: demo.firmId,
      accountId: id,
      method: 'FAD',
      amount: Math.max(income.toNumber(), 10),
      frequency: 'Monthly',
      paymentDay: 1,
      startDate: plusMonths(cal.today, 1),
    });
    return id;
  }
  return null;
}
