import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TransferProcessingType, TransferStatus } from '../../../contract/transfers';
import type { Database, Tx } from '../db/connection';
import { masterParties, nodeSettings, productTransfers, transferEvents } from '../db/schema';
import { settingsKey } from '../firm/settings';
import { ROOT_NODE_ID } from '../nodes/subtree';
import type { Logger } from '../../log';
import { CHASE_PREFIX } from './chase';
import { moveTransfer } from './events';
import type { TransferDirection } from './lifecycle';
import { DEFAULT_SIMULATOR_DAY_SECONDS, plannedMove, type SimulatedTransfer } from './simulator-plan';

/**
 * The counterparty simulator (decision 0801): imitates the other providers for firms that turned it on,
 * making the Provider's moves of the state machine after a realistic (scaled) delay, with an occasional
 * rejection. Every move goes through moveTransfer as the Provider, so rules, history, settlement and audit
 * are exactly the API's. Two switches: the process (TRANSFER_SIMULATOR) and the firm's root configuration
 * (`transferSimulator: true`, optionally `transferSimulatorDaySeconds`).
 */

/** Who the simulator's events and audit rows name. */
export const TRANSFER_SIMULATOR_ACTOR = 'TRANSFERSIM';
/** How often the simulator looks for moves due. */
export const TRANSFER_SIMULATOR_POLL_SECONDS = 10;
/** The statuses in which some move belongs to the Provider (lifecycle.ts). */
const PROVIDER_STATUSES: TransferStatus[] = [
  'With Previous Provider',
  'Awaiting sell down',
  'Pending Cancellation',
  'Onboarding Assets',
];

/**
 * Turns the simulator on for a firm (the demo seed, tests): merged into its root configuration, beside
 * whatever else it holds (ZConfig's transferSimulator; decision 0801).
 */
export async function turnOnTransferSimulator(tx: Tx, firmId: string, actorId: string, daySeconds?: number) {
  const data = {
    transferSimulator: true,
    ...(daySeconds ? { transferSimulatorDaySeconds: daySeconds } : {}),
  };
  await tx
    .insert(nodeSettings)
    .values({
      firmId,
      nodeId: ROOT_NODE_ID,
      kind: settingsKey.config(),
      data,
      createdBy: actorId,
      updatedBy: actorId,
    })
    .onConflictDoUpdate({
      target: [nodeSettings.firmId, nodeSettings.nodeId, nodeSettings.kind],
      set: { data: sql`${nodeSettings.data} || excluded.data`, updatedBy: actorId, updatedAt: new Date() },
    });
}

interface SimFirm {
  firmId: string;
  daySeconds: number;
}

async function firmsWithSimulator(db: Database): Promise<SimFirm[]> {
  const rows = await db
    .select({ firmId: nodeSettings.firmId, data: nodeSettings.data })
    .from(nodeSettings)
    .where(
      and(
        eq(nodeSettings.kind, settingsKey.config()),
        eq(nodeSettings.nodeId, ROOT_NODE_ID),
        sql`(${nodeSettings.data} ->> 'transferSimulator') = 'true'`,
      ),
    );
  return rows.map(({ firmId, data }) => {
    const days = Number((data as Record<string, unknown>).transferSimulatorDaySeconds);
    return { firmId, daySeconds: days > 0 ? days : DEFAULT_SIMULATOR_DAY_SECONDS };
  });
}

async function candidates(db: Database, firmId: string) {
  const rows = await db
    .select({
      id: productTransfers.id,
      version: productTransfers.version,
      status: productTransfers.status,
      direction: productTransfers.direction,
      processingType: productTransfers.processingType,
      crystallised: productTransfers.crystallised,
      crystallisation: productTransfers.crystallisation,
      statusSince: productTransfers.statusSince,
      typicalDays: masterParties.typicalDays,
      chasedAtMs: sql<string | null>`(SELECT (extract(epoch FROM max(e.created_at)) * 1000)::bigint::text
        FROM ${transferEvents} e WHERE e.transfer_id = ${productTransfers.id}
          AND e.text LIKE ${`${CHASE_PREFIX}%`} AND e.created_at >= ${productTransfers.statusSince})`,
    })
    .from(productTransfers)
    .innerJoin(masterParties, eq(masterParties.id, productTransfers.providerId))
    .where(and(eq(productTransfers.firmId, firmId), inArray(productTransfers.status, PROVIDER_STATUSES)))
    .orderBy(asc(productTransfers.statusSince), asc(productTransfers.id));
  return rows.map((r) => ({
    version: r.version,
    transfer: {
      id: r.id,
      status: r.status as TransferStatus,
      direction: r.direction as TransferDirection,
      processingType: r.processingType as TransferProcessingType,
      crystallisedWithoutDetails: r.crystallised && !r.crystallisation,
      statusSince: r.statusSince,
      chasedAt: r.chasedAtMs === null ? null : new Date(Number(r.chasedAtMs)),
      typicalDays: r.typicalDays,
    } satisfies SimulatedTransfer,
  }));
}

export interface TransferSimulatorResult {
  moved: number;
  rejected: number;
  failed: number;
}

/**
 * One pass over every firm that turned the simulator on. Each move is its own database transaction, sent
 * with the version read, so a person who moved the transfer meanwhile wins (412, left alone). A move the
 * rules refuse (say a settlement) is logged and left for a person.
 */
export async function runTransferSimulator(
  db: Database,
  log?: Logger,
  now = new Date(),
): Promise<TransferSimulatorResult> {
  const result: TransferSimulatorResult = { moved: 0, rejected: 0, failed: 0 };
  for (const firm of await firmsWithSimulator(db)) {
    for (const { transfer, version } of await candidates(db, firm.firmId)) {
      const move = plannedMove(transfer, now, firm.daySeconds);
      if (!move) continue;
      try {
        await db.transaction((tx) =>
          moveTransfer(
            tx,
            { firmId: firm.firmId, userId: TRANSFER_SIMULATOR_ACTOR },
            transfer.id,
            { type: 'INFO', text: move.text, newStatus: move.to, reason: move.reason, version },
            'Provider',
          ),
        );
        result[move.to === 'Rejected' ? 'rejected' : 'moved'] += 1;
      } catch (err) {
        result.failed += 1;
        log?.warn('transfer simulator left a transfer for a person', {
          firmId: firm.firmId,
          id: transfer.id,
          err,
        });
      }
    }
  }
  return result;
}

/**
 * Starts the simulator when the process allows it (config TRANSFER_SIMULATOR); each firm still turns it on
 * for itself. Passes never overlap; a failed pass is logged and the next retries. Returns the stop function.
 */
export function startTransferSimulator(
  deps: { db: Database; log: Logger },
  enabled: boolean,
  pollSeconds = TRANSFER_SIMULATOR_POLL_SECONDS,
): () => void {
  if (!enabled || !(pollSeconds > 0)) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runTransferSimulator(deps.db, deps.log)
      .then((r) => (r.moved || r.rejected) && deps.log.info('transfer simulator', { ...r }))
      .catch((err) => deps.log.error('transfer simulator pass failed', { err }))
      .finally(() => (running = false));
  }, pollSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
