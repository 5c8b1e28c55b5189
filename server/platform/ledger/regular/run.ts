import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { regularPayments } from '../../db/schema';
import type { Logger } from '../../../log';
import { londonToday } from '../clock';
import { lockAccountForRun } from '../records/locks';
import { createDueInstalments } from './regular';

export interface RegularRunResult {
  /** Instructions that had a payment due. */
  due: number;
  /** Transactions created, and how many of them the rules refused (recorded as Error). */
  created: number;
  refused: number;
}

/**
 * The regular-payment run (docs/decisions/0403): for every Active instruction with a payment due on or
 * before `today`, creates that payment's transaction, each instruction in its own database transaction.
 * The instruction row is locked and its next due date re-read first, so a second run — later or at the same
 * moment — finds nothing left to do; the instalment table's key makes a double creation impossible anyway.
 */
export async function runRegularPayments(
  db: Database,
  today = londonToday(),
  log?: Logger,
  /** One firm's instructions only (a firm's scheduled run); every firm's when absent. */
  firmId?: string,
): Promise<RegularRunResult> {
  const due = await db
    .select({ id: regularPayments.id })
    .from(regularPayments)
    .where(
      and(
        eq(regularPayments.status, 'Active'),
        lte(regularPayments.nextDueDate, today),
        firmId ? eq(regularPayments.firmId, firmId) : undefined,
      ),
    )
    .orderBy(asc(regularPayments.nextDueDate), asc(regularPayments.id));
  const result: RegularRunResult = { due: due.length, created: 0, refused: 0 };
  for (const { id } of due) {
    try {
      const rows = await db.transaction(async (tx) => {
        const [rp] = await tx.select().from(regularPayments).where(eq(regularPayments.id, id)).for('update');
        if (rp.status !== 'Active' || rp.nextDueDate > today) return [];
        return createDueInstalments(tx, rp, today, await lockAccountForRun(tx, rp.accountId));
      });
      result.created += rows.length;
      result.refused += rows.filter((r) => r.status === 'Error').length;
    } catch (err) {
      // A fault on one instruction (its database transaction rolled back) must not stop the others.
      log?.error('regular payment failed', { regularPaymentId: id, err });
    }
  }
  return result;
}
