import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import swaggerUi from 'swagger-ui-express';
import { buildOpenApiDocument } from './document';

/**
 * The document is the same for every app of a process (it comes from the contract alone), and building it
 * takes about half a second: it is built once, on its first request, not with each app. Tests create an
 * app per file and almost never ask for it.
 */
let document: ReturnType<typeof buildOpenApiDocument> | undefined;
let reference: RequestHandler | undefined;
const openApiDocument = () => (document ??= buildOpenApiDocument());

/** GET /openapi.json and the reference UI at /docs. */
export function openApiRoutes(): Router {
  const router = Router();
  router.get('/openapi.json', (_req, res) => void res.json(openApiDocument()));
  router.use('/docs', swaggerUi.serve, (req: Request, res: Response, next: NextFunction) => {
    reference ??= swaggerUi.setup(openApiDocument());
    reference(req, res, next);
  });
  return router;
}
