import { Router } from 'express';
import swaggerUi from 'swagger-ui-express';
import { buildOpenApiDocument } from './document';

/** GET /openapi.json and the reference UI at /docs. */
export function openApiRoutes(): Router {
  const document = buildOpenApiDocument();
  const router = Router();
  router.get('/openapi.json', (_req, res) => void res.json(document));
  router.use('/docs', swaggerUi.serve, swaggerUi.setup(document));
  return router;
}
