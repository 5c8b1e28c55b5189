import type { ErrorRequestHandler, Response } from 'express';
import { MESSAGES, errorBody } from '../../contract/errors';
import type { Logger } from '../log';

/** Every /api answer that is not a success speaks the platform's error body (contract/errors.ts). */
export function sendError(res: Response, statusCode: number, message: string): void {
  res.status(statusCode).set('Cache-Control', 'no-store').json(errorBody(statusCode, message));
}

export const sendSessionExpired = (res: Response) => sendError(res, 401, MESSAGES.sessionExpired);

export const BFF_MESSAGES = {
  xsrf: 'The request was refused because its XSRF token is missing or wrong. Reload the page and try again.',
  wrongFirm: 'You do not have permission to use this firm.',
  platformUnreachable: 'The platform API could not be reached. Please try again shortly.',
  idpUnreachable: 'The sign-in service could not be reached. Please try again shortly.',
  platformTimeout: 'The platform API took too long to answer. Please try again.',
  notFound: 'Not found',
  signOutNeedsPost: 'Signing out needs a POST with the X-XSRF-TOKEN header: use Sign out in the console.',
} as const;

/** The last handler: JSON for /api, a plain page elsewhere; never a stack trace. */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) return next(err);
    log.error('BFF request failed', { err, path: req.path });
    if (req.path.startsWith('/api/')) return sendError(res, 500, MESSAGES.unexpected);
    res.status(500).type('text').send(MESSAGES.unexpected);
  };
}
