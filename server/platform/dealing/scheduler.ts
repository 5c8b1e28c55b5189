import { eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { portfolioTransactions } from '../db/schema';
import type { Logger } from '../../log';
import { runDealing } from './run';

/** The id the scheduled run acts under in the audit trail. */
export const DEALING_ACTOR = 'DEALING';

/** One scheduled pass: every firm with Placed orders gets a dealing run. */
export async function dealAllFirms(db: Database, log: Logger) {
  const firms = await db
    .selectDistinct({ firmId: portfolioTransactions.firmId })
    .from(portfolioTransactions)
    .where(eq(portfolioTransactions.status, 'Placed'));
  for (const { firmId } of firms) {
    const result = await runDealing(db, { firmId, userId: DEALING_ACTOR }, { log });
    log.info('dealing run', { firmId, executed: result.executed, rejected: result.rejected });
  }
}

/**
 * Starts the scheduled dealing run every `intervalSeconds` (0 or less: off, as in tests); returns the stop
 * function. Runs never overlap; a failed run is logged and the next one tries again.
 */
export function startDealingScheduler(
  deps: { db: Database; log: Logger },
  intervalSeconds: number,
): () => void {
  if (!(intervalSeconds > 0)) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    dealAllFirms(deps.db, deps.log)
      .catch((err) => deps.log.error('dealing run failed', { err }))
      .finally(() => (running = false));
  }, intervalSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
