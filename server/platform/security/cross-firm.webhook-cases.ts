import type { CallName } from '../../../contract/calls';
import { firm, type Case } from './cross-firm.probe';

/**
 * The cross-firm cases of webhooks (decision 1001): another firm's configuration or delivery is a 404.
 * Deliveries belong to the firm as a whole (its one endpoint per kind), so a leaf user reaches them all.
 */
const URL_BODY = { enabled: true };
export const WEBHOOK_CASES: Partial<Record<CallName, Case[]>> = {
  getPositionWebhookConfig: [(id) => ({ params: firm(id) })],
  getTransactionWebhookConfig: [(id) => ({ params: firm(id) })],
  patchPositionWebhookConfig: [(id) => ({ params: firm(id), body: URL_BODY })],
  patchTransactionWebhookConfig: [(id) => ({ params: firm(id), body: URL_BODY })],
  rotateWebhookSecret: [(id) => ({ params: firm(id), body: { kind: 'position', overlapHours: 1 } })],
  sendWebhookTest: [(id) => ({ params: firm(id), body: { kind: 'position' } })],
  listWebhookDeliveries: [(id) => ({ params: firm(id) })],
  getWebhookDelivery: [
    (id) => ({ params: { ...firm(id), deliveryId: id('path:deliveryId', 'webhookDelivery') } }),
  ],
  replayWebhookDeliveries: [
    (id) => ({ params: firm(id), body: { deliveryIds: [id('body:deliveryIds', 'webhookDelivery')] } }),
  ],
};
