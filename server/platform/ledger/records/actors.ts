/**
 * The ids the platform's own runs act under in the audit trail and on the transactions they write. They live
 * here, below every caller, so that naming them (transactions/people.ts) imports none of the runs.
 */

/** The scheduled dealing run (dealing/scheduler.ts). */
export const DEALING_ACTOR = 'DEALING';
/** The regular-payment run (regular/run.ts). */
export const REGULAR_ACTOR = 'REGULAR';
/** The simulated bank feed (bank-feed/feed.ts). */
export const BANK_FEED_ACTOR = 'BANKFEED';
