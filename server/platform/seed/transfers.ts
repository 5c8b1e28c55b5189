import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ALL_SCOPES } from '../../../contract/permissions';
import type { TransferStatus, TTransferRequest } from '../../../contract/transfers';
import type { Caller } from '../auth/caller';
import type { Database, Tx } from '../db/connection';
import {
  accounts,
  assets,
  clients,
  firmAssets,
  masterParties,
  portfolioTransactions,
  prices,
  productTransfers,
  transferEvents,
} from '../db/schema';
import { availableCash, dec } from '../ledger';
import { createTransfer } from '../transfers/create';
import { moveTransfer } from '../transfers/events';
import { findMove } from '../transfers/lifecycle';
import { TRANSFER_SIMULATOR_ACTOR, turnOnTransferSimulator } from '../transfers/simulator';
import type { SeedCalendar } from './calendar';
import { Rng } from './random';

/**
 * DEMO1's product transfers (issue 18, decision 0801): about forty over its clients' ISAs, SIPPs and GIAs,
 * every one of the 13 statuses represented, requested 1–60 days before the seeding day. Each is made and
 * moved through the transfer services themselves (create, then one event per move, the provider's moves
 * as the simulator's actor), so the history, the ledger (Completed ones settle: cash as a Product Transfer
 * payment, in specie as Stock Transfer at the book costs) and the audit trail are what the API would have
 * left; then the dates are set back to when each step happened. DEMO1 turns the counterparty simulator on.
 */

type Wrapper = 'ISA' | 'SIPP' | 'GIA';
interface Spec {
  wrapper: Wrapper;
  target: TransferStatus;
  daysAgo: number;
  direction?: 'In' | 'Out';
  inSpecie?: boolean;
  /** In specie: the book values given (else they are still to come). */
  bookValues?: boolean;
  crystallised?: boolean;
  reason?: string;
}

const S = (wrapper: Wrapper, target: TransferStatus, daysAgo: number, more: Partial<Spec> = {}): Spec => ({
  wrapper,
  target,
  daysAgo,
  ...more,
});
const OUT = { direction: 'Out' as const };
const SPECIE = { inSpecie: true, bookValues: true };

export const SEEDED_TRANSFERS: Spec[] = [
  S('ISA', 'Pending', 1),
  S('ISA', 'Pending', 2),
  S('ISA', 'Awaiting Documentation', 12),
  S('ISA', 'Awaiting Documentation', 25),
  S('ISA', 'Verifying Documentation', 5),
  S('ISA', 'Reviewing Documentation', 8),
  S('ISA', 'With Previous Provider', 15),
  S('ISA', 'With Previous Provider', 30),
  S('ISA', 'With Previous Provider', 45),
  S('ISA', 'Awaiting sell down', 20),
  S('ISA', 'Completed', 40),
  S('ISA', 'Completed', 55),
  S('ISA', 'Rejected', 35, { reason: 'Name mismatch: the name on the request does not match our records' }),
  S('ISA', 'Cancelled', 28),
  S('ISA', 'Pending Cancellation', 10),
  S('ISA', 'Deleted', 3),
  S('SIPP', 'Pending', 4),
  S('SIPP', 'Awaiting Documentation', 9),
  S('SIPP', 'Verifying Documentation', 6),
  S('SIPP', 'With Previous Provider', 22),
  S('SIPP', 'Awaiting sell down', 33),
  S('SIPP', 'Completed', 60),
  S('SIPP', 'Rejected', 50, { reason: 'Plan subject to a protected tax-free cash entitlement' }),
  S('SIPP', 'Awaiting Crystallisation Information', 14, { crystallised: true }),
  S('SIPP', 'Awaiting Crystallisation Information', 38, { crystallised: true }),
  S('GIA', 'Pending', 3, SPECIE),
  S('GIA', 'Reviewing Documentation', 11, SPECIE),
  S('GIA', 'With Previous Provider', 19, { inSpecie: true }),
  S('GIA', 'Onboarding Assets', 26, SPECIE),
  S('GIA', 'Onboarding Assets', 16, { inSpecie: true }),
  S('GIA', 'Completed', 48, SPECIE),
  S('GIA', 'Cancelled', 41, SPECIE),
  S('ISA', 'With Previous Provider', 13, SPECIE),
  S('ISA', 'Awaiting Documentation', 7, { inSpecie: true }),
  S('ISA', 'Pending', 2, OUT),
  S('GIA', 'Reviewing Documentation', 9, OUT),
  S('GIA', 'Awaiting sell down', 17, OUT),
  S('ISA', 'Completed', 36, OUT),
  S('GIA', 'Pending Cancellation', 12, OUT),
  S('GIA', 'Rejected', 24, {
    ...OUT,
    reason: 'Receiving plan not open: the receiving provider has no plan for this client',
  }),
];

/** The providers taking GIA, ISA and SIPP plans, cash and in specie. */
const PROVIDERS = [
  'Hargreaves Lansdown',
  'AJ Bell',
  'Fidelity',
  'Aviva',
  'Standard Life',
  'interactive investor',
  'Transact',
  'Quilter',
  'Aegon',
  '7IM',
];

/** The moves from the request to `target`, in order (lifecycle.ts's state machine). */
function pathTo(spec: Spec): TransferStatus[] {
  const paper: TransferStatus[] = ['Verifying Documentation', 'Reviewing Documentation'];
  const cash = !spec.inSpecie;
  if (spec.direction === 'Out') {
    const sell: TransferStatus[] = [...paper, 'Awaiting sell down'];
    return (
      (
        {
          'Reviewing Documentation': paper,
          'Awaiting sell down': sell,
          Completed: [...sell, 'Completed'],
          Rejected: [...sell, 'Rejected'],
          'Pending Cancellation': ['Verifying Documentation', 'Pending Cancellation'],
        } as Partial<Record<TransferStatus, TransferStatus[]>>
      )[spec.target] ?? []
    );
  }
  const sent: TransferStatus[] = [...paper, 'With Previous Provider'];
  const arriving: TransferStatus[] = [...sent, cash ? 'Awaiting sell down' : 'Onboarding Assets'];
  return (
    (
      {
        'Awaiting Documentation': ['Awaiting Documentation'],
        'Verifying Documentation': ['Verifying Documentation'],
        'Reviewing Documentation': paper,
        'With Previous Provider': sent,
        'Awaiting sell down': arriving,
        'Onboarding Assets': arriving,
        Completed: [...arriving, 'Completed'],
        Rejected: [...sent, 'Rejected'],
        Cancelled: [...sent, 'Pending Cancellation', 'Cancelled'],
        'Pending Cancellation': ['Verifying Documentation', 'Pending Cancellation'],
        Deleted: ['Deleted'],
      } as Partial<Record<TransferStatus, TransferStatus[]>>
    )[spec.target] ?? []
  );
}

function moveText(to: TransferStatus, provider: string, spec: Spec): string {
  const out = spec.direction === 'Out';
  const texts: Partial<Record<TransferStatus, string>> = {
    'Awaiting Documentation': 'Signed transfer authority requested from the client',
    'Verifying Documentation': 'Transfer authority and identity documents received',
    'Reviewing Documentation': 'Documents verified; reviewing the request',
    'With Previous Provider': `Transfer request sent to ${provider}`,
    'Awaiting sell down': out ? 'Selling the assets to send the cash' : `${provider} is selling the assets`,
    'Onboarding Assets': `${provider} is re-registering the assets`,
    Completed: out ? `Cash sent to ${provider}` : `Transfer from ${provider} received`,
    'Pending Cancellation': 'The client asked to cancel the transfer',
    Cancelled: 'Cancellation confirmed',
    Deleted: 'Request withdrawn before it was sent',
  };
  return texts[to] ?? spec.reason ?? `Moved to ${to}`;
}

/** Accounts open well before the oldest seeded request (60 days), so that no transfer predates its account. */
async function demoAccounts(tx: Tx, firmId: string, cal: SeedCalendar) {
  const rows = await tx
    .select({ id: accounts.id, wrapperType: accounts.wrapperType })
    .from(accounts)
    .innerJoin(clients, eq(clients.id, accounts.clientId))
    .where(
      and(
        eq(accounts.firmId, firmId),
        eq(accounts.status, 'Active'),
        eq(clients.status, 'Active'),
        inArray(accounts.wrapperType, ['ISA', 'SIPP', 'GIA']),
        sql`${accounts.createdAt} < ${cal.daysAgo(70)}::date`,
      ),
    )
    .orderBy(asc(accounts.id));
  const by = (w: Wrapper) => rows.filter((r) => r.wrapperType === w).map((r) => r.id);
  return { ISA: by('ISA'), SIPP: by('SIPP'), GIA: by('GIA') };
}

/** The firm's adopted instruments with their latest price, for assets coming in. */
async function pricedInstruments(tx: Tx, firmId: string) {
  const rows = await tx
    .select({
      id: assets.id,
      price: sql<string>`(SELECT p.price::text FROM ${prices} p WHERE p.asset_id = ${assets.id} ORDER BY p.price_date DESC LIMIT 1)`,
    })
    .from(assets)
    .innerJoin(firmAssets, and(eq(firmAssets.assetId, assets.id), eq(firmAssets.firmId, firmId)))
    .orderBy(asc(assets.id));
  return rows.filter((r) => r.price !== null);
}

export async function seedTransfers(
  tx: Tx,
  demo: { firmId: string; adminId: string },
  cal: SeedCalendar,
): Promise<number> {
  const rng = new Rng(1818);
  const caller: Caller = {
    userId: demo.adminId,
    firmId: demo.firmId,
    nodeId: '0',
    nodePath: '0',
    userName: 'Seed',
    userType: 'User',
    scopes: ALL_SCOPES,
  };
  const pool = await demoAccounts(tx, demo.firmId, cal);
  const instruments = await pricedInstruments(tx, demo.firmId);
  const parties = await tx.select().from(masterParties).where(inArray(masterParties.name, PROVIDERS));
  const partyNamed = new Map(parties.map((p) => [p.name, p]));
  const next: Record<Wrapper, number> = { ISA: 0, SIPP: 0, GIA: 0 };
  let made = 0;
  for (const [i, spec] of SEEDED_TRANSFERS.entries()) {
    const choices = pool[spec.wrapper];
    if (!choices.length) continue;
    const party = partyNamed.get(PROVIDERS[i % PROVIDERS.length])!;
    // The next account that can make this transfer (one going out in specie needs holdings): account ids are
    // random, so which accounts hold what differs from seeding to seeding.
    let accountId = '';
    let request: Awaited<ReturnType<typeof requestFor>> = null;
    for (let tries = 0; !request && tries < choices.length; tries++) {
      accountId = choices[next[spec.wrapper]++ % choices.length];
      request = await requestFor(tx, rng, spec, accountId, party.id, instruments);
    }
    if (!request) continue;
    const id = await seedOne(tx, caller, accountId, request, spec, party.name);
    await backdate(tx, id, spec, cal, rng);
    made += 1;
  }
  await turnOnTransferSimulator(tx, demo.firmId, demo.adminId);
  return made;
}

async function requestFor(
  tx: Tx,
  rng: Rng,
  spec: Spec,
  accountId: string,
  providerId: string,
  instruments: { id: string; price: string }[],
): Promise<TTransferRequest | null> {
  const base = {
    direction: spec.direction ?? ('In' as const),
    processingType: spec.inSpecie ? ('In Specie' as const) : ('Cash' as const),
    scope: rng.chance(0.8) ? ('Whole' as const) : ('Partial' as const),
    providerId,
    providerReference: `${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(1000000, 9999999)}`,
  };
  if (spec.direction === 'Out') {
    // Out of what the account can pay: a third of its available cash, in whole pounds.
    const available = await availableCash(tx, accountId);
    const estimate = available.dividedBy(3).floor();
    return estimate.greaterThanOrEqualTo(100) ? { ...base, estimatedValue: estimate.toNumber() } : null;
  }
  if (!spec.inSpecie) {
    const estimatedValue = rng.int(30, 900) * 100;
    const extra =
      spec.wrapper === 'ISA' && rng.chance(0.5) ? { currentYearSubscriptions: rng.int(5, 40) * 100 } : {};
    return { ...base, estimatedValue, ...extra, ...(spec.crystallised ? { crystallised: true } : {}) };
  }
  const start = rng.int(0, Math.max(0, instruments.length - 3));
  const chosen = instruments.slice(start, start + 3);
  if (!chosen.length) return null;
  const lines = chosen.map((a) => {
    const quantity = rng.int(50, 2000);
    const value = dec(a.price).times(quantity);
    // What the client paid at the other provider: within 30 % of today's value.
    const bookValue = value.times(0.7 + rng.next() * 0.6).toDecimalPlaces(2);
    return { assetId: a.id, quantity, value, bookValue: bookValue.greaterThan(0) ? bookValue.toNumber() : 1 };
  });
  const estimatedValue = lines
    .reduce((s, l) => s.plus(l.value), dec(0))
    .toDecimalPlaces(2)
    .toNumber();
  return {
    ...base,
    estimatedValue: Math.max(estimatedValue, 1),
    assets: lines.map((l) => ({
      assetId: l.assetId,
      quantity: l.quantity,
      ...(spec.bookValues ? { bookValue: l.bookValue } : {}),
    })),
  };
}

/** Creates the transfer and makes each move of its path, as the firm, the platform or the provider. */
async function seedOne(
  tx: Tx,
  caller: Caller,
  accountId: string,
  request: TTransferRequest,
  spec: Spec,
  provider: string,
): Promise<string> {
  const { id } = await createTransfer(tx as unknown as Database, caller, {
    firmId: caller.firmId,
    accountId,
    transfer: request,
  });
  const [row] = await tx.select().from(productTransfers).where(eq(productTransfers.id, id));
  let status = row.status as TransferStatus;
  for (const to of pathTo(spec)) {
    const state = {
      status,
      direction: row.direction as 'In' | 'Out',
      processingType: row.processingType as 'Cash',
    };
    const byProvider = findMove(state, to)?.by === 'Provider';
    const who = byProvider ? { firmId: caller.firmId, userId: TRANSFER_SIMULATOR_ACTOR } : caller;
    if (to === 'Awaiting Documentation' || (to === 'With Previous Provider' && spec.daysAgo > 25))
      await moveTransfer(tx, caller, id, {
        type: to === 'Awaiting Documentation' ? 'CLIENT_ACTION' : 'INTERNAL_NOTE',
        text:
          to === 'Awaiting Documentation'
            ? 'Client reminded to sign and return the transfer authority'
            : `Chased ${provider} by phone; they quoted ten more working days`,
      });
    await moveTransfer(
      tx,
      who,
      id,
      {
        type: 'INFO',
        text: moveText(to, provider, spec),
        newStatus: to,
        reason: to === 'Rejected' ? spec.reason : undefined,
      },
      byProvider ? 'Provider' : undefined,
    );
    status = to;
  }
  return id;
}

/**
 * Sets the transfer's dates back: requested `daysAgo` days before the seeding day, each later event spread
 * evenly up to the move into its current status, which it has held for about a third of its life.
 */
async function backdate(tx: Tx, id: string, spec: Spec, cal: SeedCalendar, rng: Rng) {
  const requestedDay = cal.weekday(cal.daysAgo(spec.daysAgo));
  const requestedAt = cal.at(requestedDay, 9 * 60 + rng.int(0, 300));
  const events = await tx
    .select({ id: transferEvents.id })
    .from(transferEvents)
    .where(eq(transferEvents.transferId, id))
    .orderBy(asc(transferEvents.id));
  const inStatus = Math.floor(spec.daysAgo / 3);
  // Never moved: it has been in its first status since the request. Completed ones completed on the seeding
  // day: their settlement's postings are dated today, and postings are never changed after.
  const completed = spec.target === 'Completed';
  const lastAt =
    events.length <= 1
      ? requestedAt
      : cal.at(completed ? cal.today : cal.daysAgo(inStatus), (completed ? 8 : 10) * 60 + rng.int(0, 360));
  const span = Math.max(0, lastAt.getTime() - requestedAt.getTime());
  for (const [k, e] of events.entries()) {
    const at = new Date(requestedAt.getTime() + (events.length > 1 ? (span * k) / (events.length - 1) : 0));
    await tx.update(transferEvents).set({ createdAt: at }).where(eq(transferEvents.id, e.id));
  }
  await tx
    .update(productTransfers)
    .set({ requestedDate: requestedDay, createdAt: requestedAt, statusSince: lastAt, lastUpdated: lastAt })
    .where(eq(productTransfers.id, id));
  await tx
    .update(portfolioTransactions)
    .set({ transactionDate: requestedDay, createdAt: requestedAt })
    .where(eq(portfolioTransactions.id, id));
}
