import type { ErrorRequestHandler } from 'express';
import { AppError, unexpected } from '../errors';
import type { Logger } from '../../log';

/** Turns anything thrown into the spec's error body; only real faults are 500, and they are logged. */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const known = toAppError(err);
    if (known.statusCode >= 500) log.error('request failed', { method: req.method, path: req.path, err });
    // Too late for an error body (a CSV export failing mid-stream): cut the connection, so that the
    // client sees a failed download rather than a short file that looks complete, and nothing hangs.
    if (res.headersSent) return void res.destroy(err instanceof Error ? err : undefined);
    res.status(known.statusCode).json(known.toBody());
  };
}

function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const e = err as { type?: string; status?: number; statusCode?: number };
  // body-parser's errors: malformed JSON, a body too large, a wrong charset.
  if (e?.type === 'entity.parse.failed') return new AppError(400, 'The request body is not valid JSON');
  if (e?.type === 'entity.too.large') return new AppError(413, 'The request body is too large');
  const status = e?.status ?? e?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500)
    return new AppError(status, (err as Error).message || 'Bad request');
  return unexpected();
}
