import { eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { portfolioTransactions } from '../db/schema';
import type { Logger } from '../../log';
import { DEALING_ACTOR, runRegularPayments } from '../ledger';
import { runDealing } from './run';
import { runRegularCrystallisations } from '../pensions/regular-run';

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
 * One pass of the platform's daily operations: today's regular payments are created first (a regular
 * pay-in's investments then wait for its money; a regular withdrawal's sells are Placed), then every firm is
 * dealt.
 */
export async function scheduledPass(db: Database, log: Logger) {
  const regular = await runRegularPayments(db, undefined, log);
  if (regular.due) log.info('regular payments', { ...regular });
  const incomes = await runRegularCrystallisations(db, undefined, log);
  if (incomes.due) log.info('regular crystallisations', { ...incomes });
  await dealAllFirms(db, log);
}

/**
 * Starts the scheduled pass (regular payments, then dealing) every `intervalSeconds` (0 or less: off, as
 * in tests); returns the stop function. Passes never overlap; a failed one is logged and the next retries.
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
    scheduledPass(deps.db, deps.log)
      .catch((err) => deps.log.error('scheduled pass failed', { err }))
      .finally(() => (running = false));
  }, intervalSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
