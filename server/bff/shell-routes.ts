import { Router } from 'express';
import type { Config } from '../config';
import { BFF_MESSAGES, sendError, sendSessionExpired } from './errors';
import { currentUser } from './auth-routes';
import { sessionExpiresAt } from './session';
import { sessionOf } from './session-state';
import { IdpUnavailableError, type TokenKeeper } from './token-keeper';

/** The shell's helper calls (spec §7 "Shell calls"): /api/env and /api/baq. */
export function shellRoutes(config: Config, tokens: TokenKeeper): Router {
  const router = Router();

  router.get('/api/env', (_req, res) => {
    const monitoring =
      config.monitoringDsn && config.env !== 'local' ? { monitoringDsn: config.monitoringDsn } : {};
    res.set('Cache-Control', 'no-store').json({
      env: config.env,
      sessionDurationSeconds: config.session.durationSeconds,
      ...monitoring,
    });
  });

  /**
   * Extends the session (the rolling cookie is re-issued with this response) and makes sure the access
   * token outlives the next minute. `expiresAt` (ISO 8601) is when the session ends without activity.
   */
  router.get('/api/baq', async (req, res, next) => {
    try {
      if (!sessionOf(req)) return sendSessionExpired(res);
      const me = currentUser(req);
      const firmId = req.query.firmId;
      if (typeof firmId === 'string' && firmId && me?.firmId !== firmId)
        return sendError(res, 403, BFF_MESSAGES.wrongFirm);
      if (!(await tokens.accessToken(req))) return sendSessionExpired(res);
      const expiresAt = new Date(sessionExpiresAt(config, sessionOf(req)!) * 1000).toISOString();
      res.set('Cache-Control', 'no-store').json({ expiresAt });
    } catch (err) {
      if (err instanceof IdpUnavailableError) return sendError(res, 502, BFF_MESSAGES.idpUnreachable);
      next(err);
    }
  });

  return router;
}
