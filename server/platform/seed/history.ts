import { changedFields } from '../audit/audit-log';
import { toCreateShape } from '../clients/columns';
import type { auditLog } from '../db/schema';
import type { SeedCalendar } from './calendar';
import type { ClientSeedRow } from './client-row';
import { EMAIL_DOMAINS } from './data';
import { Rng, address, emailPart } from './random';

/**
 * Clients' change history, as the platform writes it (audit/audited.ts): every client has its 'create'
 * row, and a share were changed since: onboarding checks completed and the client approved, a move of
 * house, a new e-mail address, a change of mind about marketing. Each change's before and after are whole
 * snapshots of the record (toCreateShape), and the client row ends as the last change left it (version,
 * updatedAt, updatedBy), so the history reads back exactly what the record shows.
 */

export type AuditSeedRow = typeof auditLog.$inferInsert;
type Snapshot = Record<string, unknown>;

interface Change {
  action: 'update' | 'status';
  actorId: string;
  reason?: string;
  /** What the change set: field → [value before, value after]; the after is the record's value today. */
  fields: Record<string, [unknown, unknown]>;
}

const CLIENT = 'client';
const DAY_MS = 86_400_000;

/** The changes a client went through, oldest first. Most clients have none. */
function changesOf(rng: Rng, client: ClientSeedRow, actors: { adminId: string; adviserId: string }) {
  const changes: Change[] = [];
  const p = client.profile;
  const person = client.clientType === 'Individual';
  // Approved after checks: created Pending, checks recorded by the adviser, approved by an administrator.
  if (client.status === 'Active' && client.clientType !== 'Individual Minor' && rng.chance(0.4)) {
    changes.push({
      action: 'update',
      actorId: actors.adviserId,
      fields: { amlStatus: ['Pending', p.amlStatus], termsAccepted: [false, p.termsAccepted] },
    });
    changes.push({
      action: 'status',
      actorId: actors.adminId,
      reason: rng.pick(['Identity and AML checks complete', 'Checks complete; terms signed']),
      fields: { status: ['Pending', 'Active'] },
    });
  }
  if (person && rng.chance(0.15))
    changes.push({
      action: 'update',
      actorId: rng.chance(0.7) ? actors.adviserId : actors.adminId,
      fields: { addressDetail: [address(rng), p.addressDetail] },
    });
  if (person && client.email && rng.chance(0.08))
    changes.push({
      action: 'update',
      actorId: actors.adviserId,
      fields: {
        email: [
          `${emailPart(client.firstName!)}${emailPart(client.surname!)}@${rng.pick(EMAIL_DOMAINS)}`,
          client.email,
        ],
      },
    });
  if (person && rng.chance(0.05))
    changes.push({
      action: 'update',
      actorId: actors.adviserId,
      fields: { marketingConsent: [!p.marketingConsent, Boolean(p.marketingConsent)] },
    });
  return changes;
}

/** When each change happened: in order, after the client joined, none later than `now`. */
function timesOf(rng: Rng, cal: SeedCalendar, createdAt: Date, count: number): Date[] {
  const span = Math.max(1, Math.floor((cal.now.getTime() - createdAt.getTime()) / DAY_MS) - 1);
  const offsets = Array.from({ length: count }, () => rng.int(1, span)).sort((a, b) => a - b);
  return offsets.map((days, i) => {
    const day = cal.weekday(cal.plusDays(createdAt.toISOString().slice(0, 10), days));
    const at = cal.at(day, rng.int(9 * 60, 17 * 60) + i);
    return at > createdAt ? at : new Date(createdAt.getTime() + (i + 1) * 60_000);
  });
}

const shapeOf = (row: ClientSeedRow) =>
  toCreateShape(row as unknown as Parameters<typeof toCreateShape>[0]) as Snapshot;

/** Sets each changed field of a snapshot to its value before or after the change. */
function apply(snapshot: Snapshot, change: Change, side: 0 | 1): Snapshot {
  const next = { ...snapshot };
  for (const [field, values] of Object.entries(change.fields)) next[field] = values[side];
  return next;
}

/**
 * Writes the history of the firm's clients: returns the audit rows, and brings each changed client row to
 * the state (version, updatedAt, updatedBy) its last change left it in. Call it before the client's
 * accounts are built: it also chooses who onboarded the client, and the accounts are theirs.
 */
export function buildClientHistories(
  rng: Rng,
  cal: SeedCalendar,
  clients: ClientSeedRow[],
  actors: { adminId: string; adviserId: string },
): AuditSeedRow[] {
  const rows: AuditSeedRow[] = [];
  for (const client of clients) {
    // Advisers onboard most clients; administrators some.
    client.createdBy = client.updatedBy = rng.chance(0.6) ? actors.adviserId : actors.adminId;
    const changes = changesOf(rng, client, actors);
    let state = changes.reduceRight((s, c) => apply(s, c, 0), shapeOf(client));
    const row = (action: string, actorId: string, at: Date, before: Snapshot | null, reason?: string) =>
      rows.push({
        firmId: client.firmId,
        entityType: CLIENT,
        entityId: client.id,
        action,
        actorId,
        at,
        before,
        after: state,
        changedFields: changedFields(before, state),
        reason: reason ?? null,
      });
    row('create', client.createdBy, client.createdAt, null);
    const times = timesOf(rng, cal, client.createdAt, changes.length);
    changes.forEach((change, i) => {
      const before = state;
      state = apply(state, change, 1);
      row(change.action, change.actorId, times[i], before, change.reason);
    });
    if (changes.length) {
      client.version = 1 + changes.length;
      client.updatedAt = times[times.length - 1];
      client.updatedBy = changes[changes.length - 1].actorId;
    }
  }
  return rows;
}
