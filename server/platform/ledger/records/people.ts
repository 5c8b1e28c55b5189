import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { portfolioTransactions, users } from '../../db/schema';
import { BANK_FEED_ACTOR, DEALING_ACTOR, REGULAR_ACTOR, SCHEDULE_ACTOR } from './actors';

/**
 * Who did what to a transaction, by name. A transaction records user ids (requestedBy, authorisedBy, a
 * pending request's requester); a person reads names. The names come from the users of the transaction's
 * own firm only (every join carries the firm), so another firm's person is never named. Actors that are
 * not people (the scheduled dealing run, a bank feed, the demo seed) have a readable label instead.
 */
export const requester = alias(users, 'requester');
export const authoriser = alias(users, 'authoriser');
export const pendingRequester = alias(users, 'pending_requester');

/** Labels of the actors that are not users. Anything else without a user row stays unnamed (null). */
export const SYSTEM_ACTOR_NAMES: Readonly<Record<string, string>> = {
  [DEALING_ACTOR]: 'Scheduled dealing run',
  [REGULAR_ACTOR]: 'Regular payment schedule',
  [SCHEDULE_ACTOR]: 'Scheduled run',
  [BANK_FEED_ACTOR]: 'Simulated bank feed',
  seed: 'Demo data',
  keel: 'Set up automatically',
};

/** The name to show for `id`: the user's, else the system actor's label, else null. */
export function actorName(id: string | null | undefined, userName: string | null): string | null {
  if (!id) return null;
  return userName ?? SYSTEM_ACTOR_NAMES[id] ?? null;
}

/** The join condition for one of the aliases: that user, in the transaction's own firm. */
export const sameFirmUser = (person: { firmId: AnyPgColumn; id: AnyPgColumn }, id: SQL | AnyPgColumn) =>
  and(eq(person.firmId, portfolioTransactions.firmId), eq(person.id, id))!;

export const pendingRequesterId = sql<string>`${portfolioTransactions.details}->'pendingRequest'->>'requestedBy'`;

/** The name columns a transaction select carries (each null when that user is not in the firm). */
export const peopleColumns = {
  requestedByUserName: requester.name,
  authorisedByUserName: authoriser.name,
  pendingRequestedByUserName: pendingRequester.name,
};
export interface PeopleView {
  requestedByUserName: string | null;
  authorisedByUserName: string | null;
  pendingRequestedByUserName: string | null;
}
