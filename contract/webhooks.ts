import { z } from 'zod';
import { ZId } from './validation';

/**
 * Outgoing webhooks (spec §3 "Webhook configuration for positions and transactions", issue 20, decision
 * 1001). A firm has one endpoint per kind; every position or transaction change is written to an outbox
 * in the change's own database transaction and delivered, signed, in order per account, with retries for
 * 24 hours. Deliveries are Keel's own records, read through the simple REST dialect (decision 1003).
 */
export const WEBHOOK_KINDS = ['position', 'transaction'] as const;
export type TWebhookKind = (typeof WEBHOOK_KINDS)[number];

export const POSITION_WEBHOOK_EVENTS = ['position.changed'] as const;
export const TRANSACTION_WEBHOOK_EVENTS = ['transaction.created', 'transaction.updated'] as const;
/** What "send a test event" sends: never written by a change, only by a person. */
export const WEBHOOK_TEST_EVENT = 'webhook.test' as const;
export const WEBHOOK_EVENT_TYPES = [
  ...POSITION_WEBHOOK_EVENTS,
  ...TRANSACTION_WEBHOOK_EVENTS,
  WEBHOOK_TEST_EVENT,
] as const;
export type TWebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_EVENTS_BY_KIND = {
  position: POSITION_WEBHOOK_EVENTS,
  transaction: TRANSACTION_WEBHOOK_EVENTS,
} as const satisfies Record<TWebhookKind, readonly TWebhookEventType[]>;

export const WEBHOOK_DELIVERY_STATUSES = ['Pending', 'Delivered', 'Retrying', 'SetAside'] as const;
export type TWebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** The headers every delivery carries; the signature is `v1=<hex HMAC-SHA256 of "<timestamp>.<body>">`. */
export const WEBHOOK_HEADERS = {
  deliveryId: 'Keel-Delivery-Id',
  timestamp: 'Keel-Timestamp',
  signature: 'Keel-Signature',
  event: 'Keel-Event',
} as const;

/** A secret: long enough to resist guessing, printable so it can be pasted into a receiver's settings. */
export const ZWebhookSecret = z
  .string()
  .min(24, 'Must be at least 24 characters')
  .max(200, 'Must be at most 200 characters')
  .regex(/^[\x21-\x7e]+$/, 'Must be printable characters without spaces');

/**
 * Only the shape of the URL: whether plain http is allowed depends on where Keel runs (https everywhere,
 * http to this machine only outside production) and is checked by the platform.
 */
export const ZWebhookUrl = z
  .string()
  .trim()
  .max(2000, 'Must be at most 2000 characters')
  .url('Must be a URL')
  .refine((u) => /^https?:\/\//i.test(u), 'Must be an http or https URL');

const patchOf = <E extends readonly [string, ...string[]]>(events: E) =>
  z
    .object({
      url: ZWebhookUrl.optional(),
      /** Write-only: stored, used to sign, never answered (only its last four characters). */
      secret: ZWebhookSecret.optional(),
      enabled: z.boolean().optional(),
      events: z.array(z.enum(events)).min(1, 'Choose at least one event').optional(),
    })
    .strict();

/** PATCH /webhook/config/position/{firmId}: the first one must give url and secret. */
export const ZPositionWebhookPatch = patchOf(POSITION_WEBHOOK_EVENTS);
/** PATCH /webhook/config/transaction/{firmId}: the first one must give url and secret. */
export const ZTransactionWebhookPatch = patchOf(TRANSACTION_WEBHOOK_EVENTS);
export type TWebhookPatch = {
  url?: string;
  secret?: string;
  enabled?: boolean;
  events?: TWebhookEventType[];
};

export const ZWebhookConfig = z.object({
  kind: z.enum(WEBHOOK_KINDS),
  /** False until the first PATCH: nothing is recorded or sent for this kind. */
  configured: z.boolean(),
  url: z.string().nullable(),
  enabled: z.boolean(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  secretLast4: z.string().nullable(),
  /** During a rotation's overlap both secrets sign; the old one stops at `previousSecretExpiresAt`. */
  rotation: z.object({ previousSecretLast4: z.string(), previousSecretExpiresAt: z.string() }).nullable(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type TWebhookConfig = z.output<typeof ZWebhookConfig>;

/** POST /webhook/rotate/{firmId}: a new secret (Keel makes one when none is given) and the overlap. */
export const ZRotateWebhookSecret = z
  .object({
    kind: z.enum(WEBHOOK_KINDS),
    secret: ZWebhookSecret.optional(),
    overlapHours: z.number().int().min(0).max(168).default(24),
  })
  .strict();
export type TRotateWebhookSecret = z.output<typeof ZRotateWebhookSecret>;

/** The rotated configuration, and the new secret once (shown this one time when Keel made it). */
export const ZRotatedWebhookSecret = z.object({
  config: ZWebhookConfig,
  secret: z.string().nullable(),
});

/** POST /webhook/test/{firmId}: a `webhook.test` event to the kind's endpoint. */
export const ZSendWebhookTest = z.object({ kind: z.enum(WEBHOOK_KINDS) }).strict();

/** POST /webhook/replay/{firmId}: each delivery sent again as a new delivery (a new delivery id). */
export const ZReplayWebhookDeliveries = z
  .object({ deliveryIds: z.array(ZId).min(1, 'Choose at least one delivery').max(100) })
  .strict();

export const ZWebhookDelivery = z.object({
  id: z.string(),
  kind: z.enum(WEBHOOK_KINDS),
  eventId: z.string(),
  eventType: z.enum(WEBHOOK_EVENT_TYPES),
  accountId: z.string().nullable(),
  sequence: z.number().int(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The URL of the last attempt; null before the first. */
  url: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  lastResponseCode: z.number().int().nullable(),
  lastResponseBody: z.string().nullable(),
  lastError: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  replayOf: z.string().nullable(),
  createdAt: z.string(),
  /** The event as sent (or as it will be sent): the JSON body. */
  body: z.unknown().nullable(),
});
export type TWebhookDelivery = z.output<typeof ZWebhookDelivery>;

/** The filters of the deliveries list (simple REST `filter`). */
export const ZWebhookDeliveryFilter = z
  .object({
    q: z.string().trim().max(100).optional(),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
    kind: z.enum(WEBHOOK_KINDS).optional(),
    eventType: z.enum(WEBHOOK_EVENT_TYPES).optional(),
    accountId: ZId.optional(),
    /** react-admin's getMany: the deliveries with these ids. */
    id: z.array(ZId).max(500).optional(),
  })
  .strict();
export const WEBHOOK_DELIVERY_SORTS = ['createdAt', 'status', 'attempts', 'nextAttemptAt'] as const;

export const ZReplayedDeliveries = z.object({
  deliveries: z.array(z.object({ id: z.string(), replayOf: z.string() })),
});
