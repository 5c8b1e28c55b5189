import type { ClientType, ClientStatus } from '../../../contract/enums';
import { Rng, anchorTimestamp } from './seed-random';

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
}

export interface ClientPlan {
  firmId: string;
  /** Ids from keel_id(), one per client, in the order the clients are listed. */
  ids: string[];
  /** Node ids and how often clients land on each. */
  nodes: readonly (readonly [string, number])[];
  actorId: string;
}

export function status(rng: Rng): ClientStatus {
  return rng.weighted([
    ['Active', 80],
    ['Pending', 12],
    ['Registered', 8],
  ] as const);
}

export function base(plan: ClientPlan, id: string, rng: Rng, index: number) {
  const daysAgo = Math.floor(((plan.ids.length - index) / plan.ids.length) * 1000) + rng.int(0, 3);
  const createdAt = anchorTimestamp(daysAgo, rng.int(8 * 60, 18 * 60));
  return {
    id,
    firmId: plan.firmId,
    createdBy: plan.actorId,
    updatedBy: plan.actorId,
    createdAt,
    updatedAt: createdAt,
  };
}
