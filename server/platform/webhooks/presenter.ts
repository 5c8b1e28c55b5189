import type { TWebhookConfig, TWebhookDelivery } from '../../../contract/webhooks';
import type { webhookConfigs, webhookDeliveries } from '../db/schema';

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookConfigRow = typeof webhookConfigs.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const last4 = (secret: string) => secret.slice(-4);

function parsedBody(body: string | null): unknown {
  if (body === null) return null;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/** A delivery as the console and API see it: the event's body parsed, never a secret. */
export function presentDelivery(row: WebhookDeliveryRow): TWebhookDelivery {
  return {
    id: row.id,
    kind: row.kind,
    eventId: row.eventId,
    eventType: row.eventType,
    accountId: row.accountId,
    sequence: row.sequence,
    status: row.status,
    attempts: row.attempts,
    url: row.url,
    nextAttemptAt:
      row.status === 'Pending' || row.status === 'Retrying' ? row.nextAttemptAt.toISOString() : null,
    lastAttemptAt: iso(row.lastAttemptAt),
    lastResponseCode: row.lastResponseCode,
    lastResponseBody: row.lastResponseBody,
    lastError: row.lastError,
    deliveredAt: iso(row.deliveredAt),
    replayOf: row.replayOf,
    createdAt: row.createdAt.toISOString(),
    body: parsedBody(row.body),
  };
}

/** A configuration with its secrets reduced to their last four characters; `now` decides the overlap. */
export function presentConfig(
  kind: TWebhookConfig['kind'],
  row: WebhookConfigRow | undefined,
  now = new Date(),
): TWebhookConfig {
  if (!row)
    return {
      kind,
      configured: false,
      url: null,
      enabled: false,
      events: [],
      secretLast4: null,
      rotation: null,
      version: 0,
      updatedAt: null,
    };
  const overlapping = row.previousSecret && row.previousSecretExpiresAt && row.previousSecretExpiresAt > now;
  return {
    kind,
    configured: true,
    url: row.url,
    enabled: row.enabled,
    events: row.events,
    secretLast4: last4(row.secret),
    rotation: overlapping
      ? {
          previousSecretLast4: last4(row.previousSecret!),
          previousSecretExpiresAt: row.previousSecretExpiresAt!.toISOString(),
        }
      : null,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}
