import { createHash } from 'node:crypto';
import type { TransferProcessingType, TransferStatus } from '../../../contract/transfers';
import { findMove, type TransferDirection } from './lifecycle';

/**
 * What the simulated other provider does next with one transfer (decision 0801), as a pure function of the
 * transfer and the clock, so a test with a fixed clock knows the answer. Only moves the state machine gives
 * the Provider are made; the firm's and the platform's stay with people.
 *
 * Time is scaled for the demo: a working "day" is `daySeconds` of real time (60 s by default), and each
 * status waits a realistic number of days, counted from when the transfer entered it. The choice is seeded
 * by the transfer's id and status (a hash, never Math.random), so every pass decides the same way: about 1 in
 * 12 transfers is rejected at the other provider, with a reason a ceding scheme gives.
 */

export const DEFAULT_SIMULATOR_DAY_SECONDS = 60;
/**
 * A transfer left at the provider for more than this many times its due wait is stalled: the provider acts
 * on it only once the firm chases it ("Chased … for an update", the workbench's bulk chase), a day after the
 * chase. So the demo's seeded transfers, which entered their statuses days ago in real time, wait for a
 * chase instead of all moving on the first pass.
 */
export const STALL_FACTOR = 3;
/** One transfer in this many is rejected by the other provider. */
export const REJECTION_ODDS = 12;

export const REJECTION_REASONS = [
  'Name mismatch: the name on the request does not match our records',
  'Plan subject to a protected tax-free cash entitlement',
  'Plan number not recognised',
  'Signature missing from the transfer authority',
  'Plan has an outstanding pension sharing order',
  'Assets cannot be re-registered: not held on the receiving platform',
] as const;

export interface SimulatedTransfer {
  id: string;
  status: TransferStatus;
  direction: TransferDirection;
  processingType: TransferProcessingType;
  /** A pension declared crystallised whose details are not given yet. */
  crystallisedWithoutDetails: boolean;
  statusSince: Date;
  /** The latest chase since it entered its status, if any. */
  chasedAt: Date | null;
  /** The other provider's typical working days to complete (master party). */
  typicalDays: number;
}

export interface SimulatedMove {
  to: TransferStatus;
  text: string;
  reason?: string;
}

/** How many working days each status waits at the other provider before it acts. */
function daysIn(t: SimulatedTransfer): number | null {
  if (t.direction === 'In') {
    if (t.status === 'With Previous Provider') return Math.max(1, Math.round(t.typicalDays / 2));
    if (t.status === 'Awaiting sell down') return 3;
    if (t.status === 'Pending Cancellation') return 2;
    return null;
  }
  return t.status === 'Onboarding Assets' ? 5 : null;
}

/** A number in [0, n) fixed by the transfer and its status: the same on every pass. */
function draw(t: SimulatedTransfer, salt: string, n: number): number {
  const hash = createHash('sha256').update(`${t.id}:${t.status}:${salt}`).digest();
  return hash.readUInt32BE(0) % n;
}

/** The move the other provider makes now, or null when it is not theirs or not yet due. */
export function plannedMove(t: SimulatedTransfer, now: Date, daySeconds: number): SimulatedMove | null {
  const days = daysIn(t);
  if (days === null) return null;
  const due = days * daySeconds * 1000;
  const waited = now.getTime() - t.statusSince.getTime();
  if (t.chasedAt && t.chasedAt >= t.statusSince) {
    if (now.getTime() - t.chasedAt.getTime() < Math.min(due, daySeconds * 1000)) return null;
  } else if (waited < due || waited > STALL_FACTOR * due) return null;
  const move = chooseMove(t);
  return move && findMove(t, move.to, 'Provider') ? move : null;
}

function chooseMove(t: SimulatedTransfer): SimulatedMove | null {
  const rejectable =
    t.status === 'With Previous Provider' || (t.direction === 'Out' && t.status === 'Onboarding Assets');
  if (rejectable && draw(t, 'reject', REJECTION_ODDS) === 0) {
    const reason = REJECTION_REASONS[draw(t, 'reason', REJECTION_REASONS.length)];
    return { to: 'Rejected', reason, text: `The other provider rejected the transfer: ${reason}` };
  }
  if (t.direction === 'Out')
    return { to: 'Completed', text: 'The other provider confirmed the re-registered assets were received' };
  switch (t.status) {
    case 'With Previous Provider':
      if (t.crystallisedWithoutDetails)
        return {
          to: 'Awaiting Crystallisation Information',
          text: 'The ceding scheme needs the crystallisation details before it can transfer',
        };
      return t.processingType === 'Cash'
        ? {
            to: 'Awaiting sell down',
            text: 'The other provider accepted the transfer and is selling the assets',
          }
        : {
            to: 'Onboarding Assets',
            text: 'The other provider accepted the transfer and is re-registering the assets',
          };
    case 'Awaiting sell down':
      return { to: 'Completed', text: 'The other provider sent the cash' };
    case 'Pending Cancellation':
      return { to: 'Cancelled', text: 'The other provider confirmed the cancellation' };
    default:
      return null;
  }
}
