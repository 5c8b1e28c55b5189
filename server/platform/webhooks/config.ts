import { randomBytes } from 'node:crypto';
import { addHours } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import type { TFieldError } from '../../../contract/errors';
import {
  WEBHOOK_EVENTS_BY_KIND,
  WEBHOOK_TEST_EVENT,
  type TRotateWebhookSecret,
  type TWebhookKind,
  type TWebhookPatch,
} from '../../../contract/webhooks';
import type { AuditedKind } from '../audit/audited';
import { insertAudited, updateAudited } from '../audit/audited';
import type { Caller } from '../auth/caller';
import type { Database, Tx } from '../db/connection';
import { webhookConfigs, webhookDeliveries } from '../db/schema';
import type { PlatformDeps } from '../deps';
import { badRequest, conflict, fieldError } from '../errors';
import { presentConfig, presentDelivery, type WebhookConfigRow } from './presenter';

/** The audit keeps what changed, never a secret: only whether it changed (its last four characters). */
const WEBHOOK_CONFIG: AuditedKind<typeof webhookConfigs> = {
  table: webhookConfigs,
  entityType: 'webhookConfig',
  snapshot: (row) => ({
    kind: row.kind,
    url: row.url,
    enabled: row.enabled,
    events: row.events,
    secretLast4: row.secret.slice(-4),
    previousSecretLast4: row.previousSecret?.slice(-4) ?? null,
    previousSecretExpiresAt: row.previousSecretExpiresAt?.toISOString() ?? null,
  }),
};

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * https everywhere; plain http only to this machine and only outside production (a developer's or a
 * test's receiver). Anything else would send signed client data in the clear.
 */
export function urlProblem(url: string, production: boolean): string | undefined {
  const parsed = new URL(url);
  if (parsed.protocol === 'https:') return undefined;
  if (production) return 'Must be an https URL';
  if (!LOOPBACK.has(parsed.hostname)) return 'Must be an https URL (http only to 127.0.0.1 or localhost)';
  return undefined;
}

async function configRow(db: Tx, firmId: string, kind: TWebhookKind, lock = false) {
  const query = db
    .select()
    .from(webhookConfigs)
    .where(and(eq(webhookConfigs.firmId, firmId), eq(webhookConfigs.kind, kind)));
  const [row] = lock ? await query.for('update') : await query;
  return row as WebhookConfigRow | undefined;
}

export async function getWebhookConfig(db: Database, caller: Caller, kind: TWebhookKind) {
  return presentConfig(kind, await configRow(db, caller.firmId, kind));
}

export async function patchWebhookConfig(
  deps: Pick<PlatformDeps, 'db' | 'config'>,
  caller: Caller,
  kind: TWebhookKind,
  patch: TWebhookPatch,
) {
  const problems: TFieldError[] = [];
  const bad = patch.url ? urlProblem(patch.url, deps.config.production) : undefined;
  if (bad) problems.push({ fieldName: 'url', errorMessage: bad });
  return deps.db.transaction(async (tx) => {
    const row = await configRow(tx, caller.firmId, kind, true);
    if (!row) {
      if (!patch.url) problems.push({ fieldName: 'url', errorMessage: 'Required' });
      if (!patch.secret) problems.push({ fieldName: 'secret', errorMessage: 'Required' });
    }
    if (problems.length) throw badRequest(problems);
    const changes = {
      ...(patch.url !== undefined ? { url: patch.url } : {}),
      ...(patch.secret !== undefined
        ? { secret: patch.secret, previousSecret: null, previousSecretExpiresAt: null }
        : {}),
      ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
      ...(patch.events !== undefined ? { events: patch.events } : {}),
    };
    const saved = row
      ? await updateAudited(tx, caller, WEBHOOK_CONFIG, row, changes, 'update')
      : await insertAudited(tx, caller, WEBHOOK_CONFIG, {
          kind,
          url: patch.url!,
          secret: patch.secret!,
          enabled: patch.enabled ?? true,
          events: patch.events ?? [...WEBHOOK_EVENTS_BY_KIND[kind]],
        });
    return presentConfig(kind, saved);
  });
}

/**
 * A new secret; the old one keeps signing beside it for `overlapHours` (0: at once), so receivers can
 * switch at their own pace. Keel makes a secret when none is given and answers it this once.
 */
export async function rotateWebhookSecret(db: Database, caller: Caller, body: TRotateWebhookSecret) {
  return db.transaction(async (tx) => {
    const row = await configRow(tx, caller.firmId, body.kind, true);
    if (!row) throw fieldError('kind', 'This webhook is not configured yet');
    const made = body.secret ? null : `whsec_${randomBytes(24).toString('hex')}`;
    const secret = body.secret ?? made!;
    if (secret === row.secret) throw fieldError('secret', 'Must differ from the current secret');
    const now = new Date();
    const saved = await updateAudited(
      tx,
      caller,
      WEBHOOK_CONFIG,
      row,
      {
        secret,
        previousSecret: body.overlapHours > 0 ? row.secret : null,
        previousSecretExpiresAt: body.overlapHours > 0 ? addHours(now, body.overlapHours) : null,
      },
      'rotateSecret',
    );
    return { config: presentConfig(body.kind, saved, now), secret: made };
  });
}

/** Queues a webhook.test event to the kind's endpoint (account-less: it waits for no account's queue). */
export async function sendWebhookTest(db: Database, caller: Caller, kind: TWebhookKind) {
  const row = await configRow(db, caller.firmId, kind);
  if (!row) throw fieldError('kind', 'This webhook is not configured yet');
  if (!row.enabled) throw conflict('This webhook is switched off; switch it on to send a test event');
  const [delivery] = await db
    .insert(webhookDeliveries)
    .values({
      firmId: caller.firmId,
      kind,
      eventType: WEBHOOK_TEST_EVENT,
      accountId: null,
      payload: { data: { message: 'A test event from Keel', kind, sentBy: caller.userId } },
    })
    .returning();
  return presentDelivery(delivery);
}
