import type { Database } from '../db/connection';
import type { Logger } from '../../log';
import { runBankFeed } from './feed';

/** How often the simulated bank looks for payments due; short, so a 30 s delay feels like 30 s. */
export const BANK_FEED_POLL_SECONDS = 5;

/**
 * Starts the simulated bank feed when the process allows it (config BANK_FEED_SIMULATOR); each firm
 * still turns it on for itself. Passes never overlap; a failed pass is logged and the next retries.
 * Returns the stop function.
 */
export function startBankFeed(
  deps: { db: Database; log: Logger },
  enabled: boolean,
  pollSeconds = BANK_FEED_POLL_SECONDS,
): () => void {
  if (!enabled || !(pollSeconds > 0)) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runBankFeed(deps.db, deps.log)
      .then((r) => r.settled && deps.log.info('bank feed', { ...r }))
      .catch((err) => deps.log.error('bank feed pass failed', { err }))
      .finally(() => (running = false));
  }, pollSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
