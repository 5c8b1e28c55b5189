import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { accountKeyOf } from '../mfa/lockout';

/**
 * Rate limits for sign-in, reset and set-password (decision 0504), in process memory (one process per
 * deployment today; a shared store plugs in here). They slow guessing from one address or at one
 * e-mail; the lock-out in the database (mfa/lockout.ts) is what stops guessing one account's password.
 */
type OnLimit = (req: Request, res: Response) => void;

/** The limits, shared by the platform API and the IdP's pages (each keeps its own counters). */
export const LIMITS = {
  /** Failed passwords and codes at sign-in, from one address: generous, the lock-out guards accounts. */
  signInFailuresPerIp: { windowMinutes: 15, limit: 50 },
  resetPerIp: { windowMinutes: 15, limit: 20 },
  resetPerAddress: { windowMinutes: 60, limit: 5 },
  setPasswordPerIp: { windowMinutes: 15, limit: 20 },
} as const;

interface Limit {
  windowMinutes: number;
  limit: number;
  onLimit: OnLimit;
}

const base = ({ windowMinutes, limit, onLimit }: Limit) => ({
  windowMs: windowMinutes * 60_000,
  limit,
  standardHeaders: 'draft-8' as const,
  legacyHeaders: false,
  handler: (req: Request, res: Response) => onLimit(req, res),
  // Keel runs behind one proxy with `trust proxy` on (decision 0504 notes what that means for req.ip).
  validate: { trustProxy: false },
});

const ipKey = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');

/** Per client address. */
export function perIpLimit(options: Limit): RequestHandler {
  return rateLimit({ ...base(options), keyGenerator: ipKey });
}

/**
 * Per client address, counting only failed attempts (the handler sets `res.locals.attemptFailed`), so a
 * busy office signing in correctly is never slowed.
 */
export function perIpFailureLimit(options: Limit): RequestHandler {
  return rateLimit({
    ...base(options),
    keyGenerator: ipKey,
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req, res) => !res.locals.attemptFailed,
  });
}

/** Per e-mail address in the body, whether or not an account has it. */
export function perAddressLimit(options: Limit): RequestHandler {
  return rateLimit({
    ...base(options),
    keyGenerator: (req) =>
      typeof req.body?.email === 'string' ? `address:${accountKeyOf(req.body.email)}` : ipKey(req),
  });
}

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';
