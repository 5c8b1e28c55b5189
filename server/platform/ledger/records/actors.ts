/**
 * The ids the platform's own runs act under in the audit trail and on the transactions they write. They live
 * here, below every caller, so that naming them (transactions/people.ts) imports none of the runs.
 */

/** The dealing run's step of a scheduled run (schedule/steps.ts): who dealt the orders. */
export const DEALING_ACTOR = 'DEALING';
/** A firm's scheduled run on the job queue (schedule/queue.ts): the job's starter. */
export const SCHEDULE_ACTOR = 'SCHEDULE';
/** The regular-payment run (regular/run.ts). */
export const REGULAR_ACTOR = 'REGULAR';
/** The simulated bank feed (bank-feed/feed.ts). */
export const BANK_FEED_ACTOR = 'BANKFEED';
