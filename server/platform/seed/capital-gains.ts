import { and, eq, inArray } from 'drizzle-orm';
import { taxYearOf, taxYearStarting } from '../../../contract/dates';
import type { Tx } from '../db/connection';
import { changedFields } from '../audit/audit-log';
import { toCreateShape } from '../clients/columns';
import { accounts, assets, auditLog, clients } from '../db/schema';
import { tariffAt } from '../ledger';
import { writePastTrades, type Instrument, type PastTrade } from '../tax/ledger-history';
import type { SeedCalendar } from './calendar';

/**
 * DEMO1's capital gains client (decision 0702): Eleanor Whitcombe, with two GIAs and an ISA, whose dealing
 * over the two tax years before the current one shows every rule of HMRC's share matching in the console:
 * sales from the pool of both GIAs, a sale matched with the same day's purchase and with one 12 days
 * later (bed and breakfast), a loss, and sales in both years. The ISA deals too, and is left out as exempt.
 * The trades go through the ledger's planning at DEMO1's own tariff, so their charges are real; dates are
 * set from the start of the tax years, so they are always in the past and always in the same years.
 */

export const CGT_CLIENT = { firstName: 'Eleanor', surname: 'Whitcombe' } as const;
const SHARES = ['Severn Energy plc', 'Pennine Foods plc'] as const;
const NINO = 'JT261458C';
/** The clients this adds to DEMO1 (the seed's tests count them). */
export const CGT_CLIENTS = 1;

type Plan = { account: 'gia' | 'dealing' | 'isa'; asset: 0 | 1; day: number; side: 'Buy' | 'Sell' };
/** [year (0 the earlier, 1 the later), day of the tax year, account, asset, side, units, price]. */
const TRADES: [0 | 1, number, Plan['account'], Plan['asset'], Plan['side'], number, string][] = [
  [0, 20, 'gia', 0, 'Buy', 1000, '3.80'],
  [0, 31, 'isa', 0, 'Buy', 200, '3.95'],
  [0, 76, 'dealing', 0, 'Buy', 500, '4.10'],
  [0, 140, 'gia', 1, 'Buy', 800, '2.50'],
  [0, 201, 'gia', 0, 'Sell', 400, '4.60'],
  [0, 212, 'isa', 0, 'Sell', 200, '4.55'],
  // Sold from the second GIA, 100 bought back the same day and 50 twelve days later: three rules at once.
  [1, 30, 'dealing', 0, 'Sell', 300, '4.40'],
  [1, 30, 'gia', 0, 'Buy', 100, '4.40'],
  [1, 42, 'gia', 0, 'Buy', 50, '4.25'],
  [1, 121, 'gia', 1, 'Sell', 800, '1.90'],
  [1, 302, 'gia', 0, 'Sell', 200, '5.10'],
];

export async function seedCapitalGains(
  tx: Tx,
  demo: { firmId: string; adviserId: string },
  cal: SeedCalendar,
): Promise<string> {
  const current = Number(taxYearOf(cal.today).label.slice(0, 4));
  const years = [taxYearStarting(current - 2).start, taxYearStarting(current - 1).start];
  // On a weekday (the Friday before a weekend): a tax year's day 20 onwards never leaves the year.
  const dayOf = (year: 0 | 1, n: number) => cal.weekday(cal.plusDays(years[year], n));
  const clientId = await insertClient(tx, demo, cal.at(cal.plusDays(years[0], 5), 10 * 60));
  const opened = cal.at(cal.plusDays(years[0], 10), 11 * 60);
  const account = (name: string, wrapperType: string) =>
    insertAccount(
      tx,
      demo,
      clientId,
      `${CGT_CLIENT.firstName} ${CGT_CLIENT.surname} ${name}`,
      wrapperType,
      opened,
    );
  const ids = {
    gia: await account('General Investment Account', 'GIA'),
    dealing: await account('Dealing Account', 'GIA'),
    isa: await account('Stocks and Shares ISA', 'ISA'),
  };
  const shares = await instruments(tx);
  const trades = TRADES.map(([year, day, acc, asset, side, units, price]): PastTrade => ({
    accountId: ids[acc],
    instrument: shares[asset],
    date: dayOf(year, day),
    side,
    units,
    price,
  }));
  const tariff = await tariffAt(tx, demo.firmId, '0');
  await writePastTrades(tx, { firmId: demo.firmId, actorId: demo.adviserId, tariff }, trades);
  return clientId;
}

async function insertClient(tx: Tx, demo: { firmId: string; adviserId: string }, createdAt: Date) {
  const [row] = await tx
    .insert(clients)
    .values({
      firmId: demo.firmId,
      nodeId: '0',
      clientType: 'Individual',
      status: 'Active',
      name: `${CGT_CLIENT.firstName} ${CGT_CLIENT.surname}`,
      ...CGT_CLIENT,
      email: 'eleanor.whitcombe@example.co.uk',
      dateOfBirth: '1961-03-14',
      profile: {
        title: 'Mrs',
        gender: 'Female',
        addressDetail: {
          address1: '14 Lansdown Crescent',
          address2: 'Bath',
          postCode: 'BA1 5EX',
          country: 'GB',
        },
        mobile: { number: '+44 7700 900417', locale: 'en-GB', isMobile: true },
        nationality: 'GB',
        nationalities: [{ code: 'GB', identifiers: [{ name: 'NINO', value: NINO, available: true }] }],
        nationalInsuranceNo: NINO,
        taxDomicile: 'GB',
        language: 'en',
        currency: 'GBP',
        maritalStatus: 'Married',
        employmentStatus: 'Retired',
        retirementAge: 65,
        amlStatus: 'Approved',
        termsAccepted: true,
        marketingConsent: false,
      },
      createdBy: demo.adviserId,
      updatedBy: demo.adviserId,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  // Her 'create' in the change history, as every seeded client has (seed/history.ts).
  await tx.insert(auditLog).values({
    firmId: demo.firmId,
    entityType: 'client',
    entityId: row.id,
    action: 'create',
    actorId: demo.adviserId,
    at: createdAt,
    before: null,
    after: toCreateShape(row),
    changedFields: changedFields(null, toCreateShape(row)),
    reason: null,
  });
  return row.id;
}

async function insertAccount(
  tx: Tx,
  demo: { firmId: string; adviserId: string },
  clientId: string,
  name: string,
  wrapperType: string,
  createdAt: Date,
) {
  const [row] = await tx
    .insert(accounts)
    .values({
      firmId: demo.firmId,
      nodeId: '0',
      clientId,
      name,
      accountType: 'Wrapper',
      wrapperType,
      status: 'Active',
      currency: 'GBP',
      details: { wrapperDetail: { advised: true, discretionary: false, trust: false } },
      createdBy: demo.adviserId,
      updatedBy: demo.adviserId,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: accounts.id });
  return row.id;
}

/** The two UK shares of the demo's universe the client deals in (stamp duty applies to their purchases). */
async function instruments(tx: Tx): Promise<Instrument[]> {
  const rows = await tx
    .select({ id: assets.id, name: assets.name, isin: assets.isin, instrumentType: assets.instrumentType })
    .from(assets)
    .where(and(inArray(assets.name, [...SHARES]), eq(assets.instrumentType, 'Equity')));
  return SHARES.map((name) => {
    const found = rows.find((r) => r.name === name);
    if (!found) throw new Error(`The demo's universe has no ${name}`);
    return found;
  });
}
