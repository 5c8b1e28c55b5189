import type { Tx } from '../db/connection';
import { portfolioGroupMembers, portfolioGroups } from '../db/schema';
import { allocateIds } from './bulk-insert';
import type { SeedCalendar } from './calendar';
import type { ClientSeedRow } from './client-row';
import type { AuditSeedRow } from './history';
import type { Rng } from './random';

/**
 * DEMO1's client fee groups: families (a parent and their children) and a company with its directors, whose
 * fees are tiered on their combined value, and one household group since archived. As the platform keeps
 * them: a client sits in one active fee group at most (groups/members.ts), and each group has its audit rows.
 */

interface Plan {
  name: string;
  members: ClientSeedRow[];
  archived?: boolean;
}

const INTENT = 'Client Fee Group';
/** The first clients by name stay out of the groups, free to start a new one in a walkthrough. */
const LEFT_FREE = 3;
const DAY_MS = 86_400_000;

function plans(rng: Rng, clients: ClientSeedRow[]): Plan[] {
  const byName = (a: ClientSeedRow, b: ClientSeedRow) =>
    a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id.localeCompare(b.id);
  const taken = new Set(
    clients
      .filter((c) => c.clientType === 'Individual')
      .sort(byName)
      .slice(0, LEFT_FREE)
      .map((c) => c.id),
  );
  const free = (c: ClientSeedRow) => c.status === 'Active' && !taken.has(c.id);
  const claim = (members: ClientSeedRow[]) => members.forEach((m) => taken.add(m.id));
  const byId = new Map(clients.map((c) => [c.id, c]));
  const result: Plan[] = [];

  const children = clients.filter((c) => c.clientType === 'Individual Minor' && free(c));
  const parents = [...new Set(children.map((c) => c.parentId!))].map((id) => byId.get(id)!).filter(free);
  for (const parent of rng.shuffle(parents).slice(0, 3)) {
    const members = [parent, ...children.filter((c) => c.parentId === parent.id)];
    claim(members);
    result.push({ name: `The ${parent.surname} family`, members });
  }

  const company = clients.find(
    (c) =>
      c.clientType === 'Corporate' &&
      free(c) &&
      (c.profile.relatedParties as { clientId: string }[]).every((p) => free(byId.get(p.clientId)!)),
  );
  if (company) {
    const directors = (company.profile.relatedParties as { clientId: string }[]).map((p) =>
      byId.get(p.clientId)!,
    );
    const members = [company, ...new Set(directors)];
    claim(members);
    result.push({ name: `${company.name} and directors`, members });
  }

  // A couple who shared a fee group and no longer do (members of an archived group are free to join another).
  const pair = rng.shuffle(clients.filter((c) => c.clientType === 'Individual' && free(c))).slice(0, 2);
  if (pair.length === 2)
    result.push({ name: `${pair[0].name} and ${pair[1].name}`, members: pair, archived: true });
  return result;
}

/** Inserts the groups and their members; returns their audit rows for the seed to write in time order. */
export async function seedFeeGroups(
  tx: Tx,
  rng: Rng,
  cal: SeedCalendar,
  clients: ClientSeedRow[],
  adminId: string,
): Promise<AuditSeedRow[]> {
  const planned = plans(rng, clients);
  const ids = await allocateIds(tx, planned.length);
  const audits: AuditSeedRow[] = [];
  for (const [i, plan] of planned.entries()) {
    const id = ids[i];
    const joined = Math.max(...plan.members.map((m) => m.createdAt.getTime()));
    const days = Math.max(1, Math.floor((cal.now.getTime() - joined) / DAY_MS));
    const createdAt = cal.at(
      cal.plusDays(new Date(joined).toISOString().slice(0, 10), rng.int(1, days)),
      rng.int(9 * 60, 17 * 60),
    );
    const archivedAt = new Date(createdAt.getTime() + (cal.now.getTime() - createdAt.getTime()) * 0.6);
    const clientIds = plan.members.map((m) => m.id).sort();
    const snapshot = (status: string) => ({ name: plan.name, status, groupIntent: INTENT, clientIds });
    await tx.insert(portfolioGroups).values({
      id,
      firmId: plan.members[0].firmId,
      name: plan.name,
      groupIntent: INTENT,
      status: plan.archived ? 'Archived' : 'Active',
      version: plan.archived ? 2 : 1,
      createdBy: adminId,
      updatedBy: adminId,
      createdAt,
      updatedAt: plan.archived ? archivedAt : createdAt,
    });
    await tx.insert(portfolioGroupMembers).values(clientIds.map((clientId) => ({ groupId: id, clientId })));
    const audit = (action: string, at: Date, before: object | null, after: object, changed: string[]) =>
      audits.push({
        firmId: plan.members[0].firmId,
        entityType: 'portfolioGroup',
        entityId: id,
        action,
        actorId: adminId,
        at,
        before: before as Record<string, unknown> | null,
        after: after as Record<string, unknown>,
        changedFields: changed,
        reason: null,
      });
    audit('create', createdAt, null, snapshot('Active'), ['clientIds', 'groupIntent', 'name', 'status']);
    if (plan.archived) audit('update', archivedAt, snapshot('Active'), snapshot('Archived'), ['status']);
  }
  return audits;
}
