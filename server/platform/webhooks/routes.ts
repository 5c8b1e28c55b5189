import type { Router } from 'express';
import { calls } from '../../../contract/calls';
import type { PlatformDeps } from '../deps';
import { route } from '../http/route';
import { getWebhookConfig, patchWebhookConfig, rotateWebhookSecret, sendWebhookTest } from './config';
import { getWebhookDelivery, listWebhookDeliveries, replayWebhookDeliveries } from './deliveries';

/** The webhook calls (contract/calls/webhooks.ts); deliveries are sent by deliver.ts on the job worker. */
export function webhookRoutes(router: Router, deps: PlatformDeps) {
  const { db } = deps;
  route(router, deps, calls.getPositionWebhookConfig, ({ caller }) =>
    getWebhookConfig(db, caller, 'position'),
  );
  route(router, deps, calls.patchPositionWebhookConfig, ({ caller, body }) =>
    patchWebhookConfig(deps, caller, 'position', body),
  );
  route(router, deps, calls.getTransactionWebhookConfig, ({ caller }) =>
    getWebhookConfig(db, caller, 'transaction'),
  );
  route(router, deps, calls.patchTransactionWebhookConfig, ({ caller, body }) =>
    patchWebhookConfig(deps, caller, 'transaction', body),
  );
  route(router, deps, calls.rotateWebhookSecret, ({ caller, body }) => rotateWebhookSecret(db, caller, body));
  route(router, deps, calls.sendWebhookTest, ({ caller, body }) => sendWebhookTest(db, caller, body.kind));
  route(router, deps, calls.replayWebhookDeliveries, ({ caller, body }) =>
    replayWebhookDeliveries(db, caller, body.deliveryIds),
  );
  route(router, deps, calls.listWebhookDeliveries, ({ caller, query }) =>
    listWebhookDeliveries(db, caller, query),
  );
  route(router, deps, calls.getWebhookDelivery, ({ caller, params }) =>
    getWebhookDelivery(db, caller, params.deliveryId),
  );
}
