import type { ClientType, ClientStatus } from '../../../contract/enums';
import type { SeedCalendar } from './calendar';
import type { Rng } from './random';

/** The shape of a seeded client row and the parts every kind of client shares. */

export interface ClientSeedRow {
  id: string;
  firmId: string;
  nodeId: string;
  clientType: ClientType;
  status: ClientStatus;
  name: string;
  firstName: string | null;
  surname: string | null;
  email: string | null;
  dateOfBirth: string | null;
  parentId: string | null;
  profile: Record<string, unknown>;
  createdBy: string;
  updatedBy: string;
  createdAt: Date;
  updatedAt: Date;
  /** One more than the changes in its history (history.ts). */
  version: number;
}

export interface ClientPlan {
  firmId: string;
  /** Ids from keel_id(), one per client, in the order the clients are listed. */
  ids: string[];
  /** Node ids and how often clients land on each. */
  nodes: readonly (readonly [string, number])[];
  actorId: string;
  /** Dates count back from the seeding day. */
  calendar: SeedCalendar;
}

/** How far back the first clients were created: the firm has a few years of history. */
export const HISTORY_DAYS = 1000;

export function status(rng: Rng): ClientStatus {
  return rng.weighted([
    ['Active', 80],
    ['Pending', 12],
    ['Registered', 8],
  ] as const);
}

/**
 * Who created the client and when: ids in the order clients joined, spread evenly over the firm's history
 * up to yesterday, on weekdays in office hours.
 */
export function base(plan: ClientPlan, id: string, rng: Rng, index: number) {
  const cal = plan.calendar;
  const daysAgo =
    Math.max(1, Math.floor(((plan.ids.length - index) / plan.ids.length) * HISTORY_DAYS)) + rng.int(0, 3);
  const createdAt = cal.at(cal.weekday(cal.daysAgo(daysAgo)), rng.int(8 * 60, 18 * 60));
  return {
    id,
    firmId: plan.firmId,
    createdBy: plan.actorId,
    updatedBy: plan.actorId,
    createdAt,
    updatedAt: createdAt,
    version: 1,
  };
}
