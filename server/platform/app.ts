import express, { Router } from 'express';
import helmet from 'helmet';
import { sql } from 'drizzle-orm';
import type { PlatformDeps } from './deps';
import { errorHandler } from './http/errors-middleware';
import { notFound } from './errors';
import { shallowBody } from './http/well-formed';
import { logSlowCalls } from './http/slow-calls';
import { accountRoutes } from './accounts/routes';
import { assetRoutes } from './assets/routes';
import { dealingRoutes } from './dealing/routes';
import { ledgerRoutes } from './ledger';
import { addressRoutes } from './addresses/routes';
import { authRoutes } from './sign-in/routes';
import { clientRoutes } from './clients/routes';
import { firmRoutes } from './firm/routes';
import { filesRoutes } from './files/routes';
import { groupRoutes } from './groups/routes';
import { staticRoutes } from './static/routes';
import { userRoutes } from './users/routes';
import { openApiRoutes } from './openapi/routes';
import { portfolioRoutes } from './portfolio/routes';
import { reportingRoutes } from './reporting/routes';
import { productRoutes } from './products/routes';
import { pensionRoutes } from './pensions/routes';
import { passwordRoutes } from './passwords/routes';
import { mfaRoutes } from './mfa/routes';
import { outboxRoutes } from './outbox/routes';
import { documentRoutes } from './documents/routes';
import { messageRoutes } from './messages/routes';
import { jobRoutes } from './jobs/routes';
import { taxRoutes } from './tax/routes';
import { modelRoutes } from './models/routes';
import { illustrationRoutes } from './illustrations/routes';
import { rebalanceRoutes } from './rebalance/routes';
import { rebalanceBulkRoutes } from './rebalance-bulk/routes';
import { transferRoutes } from './transfers/routes';
import { transferFileRoutes } from './transfers/files/routes';
import { notificationRoutes } from './notifications/routes';
import { dashboardRoutes } from './dashboard/routes';
import { eventRoutes } from './events/routes';
import { webhookRoutes } from './webhooks/routes';
import { savedViewRoutes } from './saved-views/routes';
import { historyRoutes } from './history/routes';

/** The firm-scoped REST API (ARCHITECTURE.md "Platform API conventions"). */
export function createPlatformApp(deps: PlatformDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(logSlowCalls(deps.log));
  app.use(helmet({ contentSecurityPolicy: false }));

  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/readyz', async (_req, res) => {
    await deps.db.execute(sql`select 1`);
    res.json({ status: 'ready' });
  });
  app.use(openApiRoutes());

  const api = Router();
  api.use(express.json({ limit: '1mb' }), shallowBody);
  const areas = [authRoutes, clientRoutes, addressRoutes, groupRoutes, staticRoutes, userRoutes, firmRoutes];
  // Transfers before the ledger: their literal /portfoliotransaction/producttransfer/… paths must win.
  areas.push(accountRoutes, assetRoutes, transferRoutes, transferFileRoutes, ledgerRoutes, dealingRoutes);
  areas.push(filesRoutes, documentRoutes, messageRoutes, jobRoutes);
  // Pensions before products: the literal /clientproduct/action/… paths must win over /clientproduct/{firmId}/{id}.
  areas.push(pensionRoutes, productRoutes, portfolioRoutes);
  areas.push(taxRoutes);
  areas.push(modelRoutes);
  areas.push(illustrationRoutes);
  areas.push(rebalanceBulkRoutes);
  areas.push(rebalanceRoutes);
  areas.push(reportingRoutes);
  areas.push(passwordRoutes, mfaRoutes, outboxRoutes);
  areas.push(notificationRoutes, dashboardRoutes, eventRoutes);
  areas.push(webhookRoutes);
  areas.push(savedViewRoutes);
  areas.push(historyRoutes);
  for (const register of areas) register(api, deps);
  app.use(api);

  app.use(() => {
    throw notFound('Endpoint');
  });
  app.use(errorHandler(deps.log));
  return app;
}
