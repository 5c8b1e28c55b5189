import { simpleRestPath, ZSimpleRestListQuery } from '../simpleRest';
import {
  ZPositionWebhookPatch,
  ZReplayedDeliveries,
  ZReplayWebhookDeliveries,
  ZRotatedWebhookSecret,
  ZRotateWebhookSecret,
  ZSendWebhookTest,
  ZTransactionWebhookPatch,
  ZWebhookConfig,
  ZWebhookDelivery,
} from '../webhooks';
import { call } from './define';

const READ = ['Firm Management', 'read'] as const;
const WRITE = ['Firm Management', 'readWrite'] as const;

/** Spec §7's two webhook configuration calls, their reads, and Keel's console calls (decision 1001). */
export const webhookCalls = {
  getPositionWebhookConfig: call({
    method: 'get',
    path: '/webhook/config/position/{firmId}',
    tag: 'Webhooks',
    summary: "The firm's position webhook: URL, on/off, events; the secret only as its last four characters",
    permission: READ,
    response: ZWebhookConfig,
  }),
  patchPositionWebhookConfig: call({
    method: 'patch',
    path: '/webhook/config/position/{firmId}',
    tag: 'Webhooks',
    summary:
      'Sets the position webhook (url, secret, enabled, events); the first one must give url and secret. https only, except http to this machine outside production',
    permission: WRITE,
    body: ZPositionWebhookPatch,
    response: ZWebhookConfig,
  }),
  getTransactionWebhookConfig: call({
    method: 'get',
    path: '/webhook/config/transaction/{firmId}',
    tag: 'Webhooks',
    summary:
      "The firm's transaction webhook: URL, on/off, events; the secret only as its last four characters",
    permission: READ,
    response: ZWebhookConfig,
  }),
  patchTransactionWebhookConfig: call({
    method: 'patch',
    path: '/webhook/config/transaction/{firmId}',
    tag: 'Webhooks',
    summary:
      'Sets the transaction webhook (url, secret, enabled, events); the first one must give url and secret',
    permission: WRITE,
    body: ZTransactionWebhookPatch,
    response: ZWebhookConfig,
  }),
  rotateWebhookSecret: call({
    method: 'post',
    path: '/webhook/rotate/{firmId}',
    tag: 'Webhooks',
    summary:
      "Replaces a webhook's secret; for overlapHours both secrets sign each delivery (two v1= signatures). Keel makes the secret when none is given and answers it this once",
    permission: WRITE,
    body: ZRotateWebhookSecret,
    response: ZRotatedWebhookSecret,
  }),
  sendWebhookTest: call({
    method: 'post',
    path: '/webhook/test/{firmId}',
    tag: 'Webhooks',
    summary: "Queues a webhook.test event to the kind's endpoint; answers its delivery",
    permission: WRITE,
    body: ZSendWebhookTest,
    response: ZWebhookDelivery,
  }),
  replayWebhookDeliveries: call({
    method: 'post',
    path: '/webhook/replay/{firmId}',
    tag: 'Webhooks',
    summary: 'Sends deliveries again, each as a new delivery (a new Keel-Delivery-Id) of the same event',
    permission: WRITE,
    body: ZReplayWebhookDeliveries,
    response: ZReplayedDeliveries,
  }),
  listWebhookDeliveries: call({
    method: 'get',
    path: simpleRestPath('webhookDeliveries'),
    tag: 'Webhooks',
    summary:
      'Webhook deliveries, newest first (simple REST): filter {q, status, kind, eventType, accountId, id}; sort createdAt, status, attempts, nextAttemptAt',
    permission: READ,
    query: ZSimpleRestListQuery,
    response: ZWebhookDelivery,
    list: true,
    simpleRest: 'webhookDeliveries',
  }),
  getWebhookDelivery: call({
    method: 'get',
    path: `${simpleRestPath('webhookDeliveries')}/{deliveryId}`,
    tag: 'Webhooks',
    summary: 'One webhook delivery (simple REST): status, attempts, last response code and body, the event',
    permission: READ,
    response: ZWebhookDelivery,
    simpleRest: 'webhookDeliveries',
  }),
} as const;
