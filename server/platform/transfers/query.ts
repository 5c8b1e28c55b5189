import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { dayBefore, plusDays } from '../../../contract/dates';
import { TRANSFER_STATUSES } from '../../../contract/enums';
import type { TConfig } from '../../../contract/firm';
import {
  DEFAULT_TRANSFER_AGE_TARGETS,
  FINAL_TRANSFER_STATUSES,
  type TTransfer,
  type TransferStatus,
} from '../../../contract/transfers';
import { auditDetailsOf } from '../audit/details';
import type { Tx } from '../db/connection';
import { accounts, clients, masterParties, portfolioTransactions, productTransfers } from '../db/schema';
import { moneyOrNull } from '../ledger/money';
import { nextAction } from './lifecycle';

/**
 * The transfer as the workbench shows it, in one SQL select (decision 0800): the days in the current status
 * and since the request are working days counted by the database (keel_working_days, migration 0017) so
 * that filters and sorts on them run there, and the red/amber/green age compares the days in status with the
 * firm's per-status targets.
 */

export type AgeTargets = Record<TransferStatus, { amberDays: number; redDays: number }>;

export const ageTargets = (config: TConfig): AgeTargets => ({
  ...DEFAULT_TRANSFER_AGE_TARGETS,
  ...config.transferAgeTargets,
});

const t = productTransfers;
const londonDay = (column: SQL | typeof t.statusSince) => sql`(${column} AT TIME ZONE 'Europe/London')::date`;

export const daysInStatus = (today: string) =>
  sql<number>`keel_working_days(${londonDay(t.statusSince)}, ${today}::date)`;
export const daysSinceRequest = (today: string) =>
  sql<number>`keel_working_days(${t.requestedDate}, ${today}::date)`;

/** 'red' | 'amber' | 'green' for each row; a transfer that has ended is green (it waits on nobody). */
export function ageOf(today: string, targets: AgeTargets): SQL<string> {
  const days = daysInStatus(today);
  const open = TRANSFER_STATUSES.filter((s) => !(FINAL_TRANSFER_STATUSES as readonly string[]).includes(s));
  const arms = open.map(
    (s) =>
      sql`WHEN ${s} THEN CASE WHEN ${days} >= ${targets[s].redDays}::int THEN 'red' WHEN ${days} >= ${targets[s].amberDays}::int THEN 'amber' ELSE 'green' END`,
  );
  return sql<string>`(CASE ${t.status} ${sql.join(arms, sql` `)} ELSE 'green' END)`;
}

/** The latest day a transfer may have entered its status and still count `n` working days by `today`. */
export function workingDaysBefore(today: string, n: number): string {
  let day = today;
  for (let counted = 0; counted < n;) {
    day = dayBefore(day);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) counted += 1;
  }
  return day;
}

/** The instant a London day ends, for comparing with statusSince through its index. */
const endOfLondonDay = (day: string) =>
  sql`((${plusDays(day, 1)}::date)::timestamp AT TIME ZONE 'Europe/London')`;

/**
 * `age=` as ranges of statusSince per status (what ageOf says, written so that the index on firm, status and
 * statusSince serves it): in a status `n` working days or more means it was entered on or before
 * workingDaysBefore(today, n).
 */
export function ageIs(age: 'red' | 'amber' | 'green', today: string, targets: AgeTargets): SQL {
  const open = TRANSFER_STATUSES.filter((s) => !(FINAL_TRANSFER_STATUSES as readonly string[]).includes(s));
  const arms = open.map((s) => {
    const redBy = endOfLondonDay(workingDaysBefore(today, targets[s].redDays));
    const amberBy = endOfLondonDay(workingDaysBefore(today, targets[s].amberDays));
    const since = t.statusSince;
    if (age === 'red') return sql`(${t.status} = ${s} AND ${since} < ${redBy})`;
    if (age === 'amber') return sql`(${t.status} = ${s} AND ${since} < ${amberBy} AND ${since} >= ${redBy})`;
    return sql`(${t.status} = ${s} AND ${since} >= ${amberBy})`;
  });
  if (age === 'green') arms.push(inArray(t.status, [...FINAL_TRANSFER_STATUSES])!);
  return sql`(${sql.join(arms, sql` OR `)})`;
}

export const transferColumns = (today: string, targets: AgeTargets) => ({
  transfer: t,
  nodeId: accounts.nodeId,
  linkId: portfolioTransactions.linkId,
  clientId: accounts.clientId,
  clientName: clients.name,
  accountName: accounts.name,
  wrapperType: accounts.wrapperType,
  providerName: masterParties.name,
  daysInStatus: daysInStatus(today),
  daysSinceRequest: daysSinceRequest(today),
  age: ageOf(today, targets),
});

/** The joins every read of a transfer makes: its transaction, account, client and provider. */
export function fromTransfers(tx: Tx, today: string, targets: AgeTargets) {
  return tx
    .select(transferColumns(today, targets))
    .from(t)
    .innerJoin(portfolioTransactions, eq(portfolioTransactions.id, t.id))
    .innerJoin(accounts, eq(accounts.id, t.accountId))
    .innerJoin(clients, eq(clients.id, accounts.clientId))
    .innerJoin(masterParties, eq(masterParties.id, t.providerId));
}

export type TransferListRow = Awaited<ReturnType<ReturnType<typeof fromTransfers>['execute']>>[number];

export function presentTransfer(r: TransferListRow): TTransfer {
  const row = r.transfer;
  return {
    id: row.id,
    firmId: row.firmId,
    nodeId: r.nodeId,
    linkId: r.linkId ?? '',
    clientId: r.clientId,
    clientName: r.clientName,
    accountId: row.accountId,
    accountName: r.accountName,
    wrapperType: r.wrapperType as TTransfer['wrapperType'],
    movementType: row.direction as TTransfer['movementType'],
    processingType: row.processingType as TTransfer['processingType'],
    scope: row.scope as TTransfer['scope'],
    transferStatus: row.status as TransferStatus,
    actionRequired: row.actionRequired,
    nextAction: nextAction({
      status: row.status as TransferStatus,
      direction: row.direction as 'In' | 'Out',
    }),
    providerId: row.providerId,
    providerName: r.providerName,
    providerReference: row.providerReference,
    estimatedValue: moneyOrNull(row.estimatedValue)!,
    actualValue: moneyOrNull(row.actualValue),
    requestedDate: row.requestedDate,
    statusSince: row.statusSince.toISOString(),
    lastUpdated: row.lastUpdated.toISOString(),
    completedDate: row.completedDate,
    daysInStatus: Number(r.daysInStatus),
    daysSinceRequest: Number(r.daysSinceRequest),
    age: r.age as TTransfer['age'],
    rejectionReason: row.rejectionReason,
    version: row.version,
    auditDetails: auditDetailsOf(row),
  };
}
