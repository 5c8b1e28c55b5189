import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';

/**
 * Keeps the browser's session cookie steady (decision 0106). express-openid-connect encrypts the session
 * again (new IV, new `uat`) on every answer under /api, and our session is larger than one cookie, so it
 * goes out in two chunks, `appSession.0` and `appSession.1`. A browser stores the chunks of one answer one
 * at a time; a call it sends in between carries a new .0 with an old .1, which cannot be decrypted, and
 * the library's answer to that call clears the session. That is how a console lost its session right
 * after sign-in, when the first page sends several calls together and each answer rewrote the cookie.
 *
 * So the cookie is written again only when something needs it: the session changed (sign-in, a refresh,
 * sign-out), or the rolling window has moved on by `reissueAfterMs` since it was last written. And an
 * answer to a call whose cookie could not be read leaves the browser's cookie alone instead of clearing
 * it: the browser has a good one by then, and an unreadable one expires by itself. An answer that keeps
 * the browser's cookie passes the library's answer hook by altogether, so the session is not encrypted
 * again only to be thrown away (half a millisecond of every proxied call).
 */

const SESSION_COOKIE_NAME = /^appSession(\.\d+)?$/;
const STEADY = Symbol('keel.steadySessionCookie');
/** The answer's writeHead as it was before the session middleware hooked it. */
const BEFORE_LIBRARY = Symbol('keel.writeHeadBeforeSessionLibrary');

interface Steady {
  carried: boolean;
  /** The session as the cookie held it, when the cookie could be read; undefined otherwise. */
  read?: string;
  /** When the cookie was last written (its `uat`, in ms), when it could be read. */
  writtenAt?: number;
}

type SteadyRequest = Request & { [STEADY]?: Steady };
type WriteHead = (...args: unknown[]) => ServerResponse;
type HookedResponse = ServerResponse & { [BEFORE_LIBRARY]?: WriteHead };

/** Rolling expiry then lags activity by at most this much: 1 % of the duration, at most 5 s. */
export const reissueAfterMs = (durationSeconds: number) => Math.min(5_000, durationSeconds * 10);

/**
 * The BFF keeps an idle session this much longer than the duration the console counts (decision 0216).
 * The console signs out at its first one-second check at or after the duration, counted from when it
 * sent its last /api/baq; the BFF counts from the cookie's last writing, in whole seconds, which can be up
 * to `reissueAfterMs` before that call. Without the grace the sign-out could arrive after the BFF had let
 * the session go, and then could not end the IdP session (that needs the session's ID token). Two
 * seconds cover the check interval and the rounding.
 */
export const signOutGraceSeconds = (durationSeconds: number) =>
  Math.ceil(reissueAfterMs(durationSeconds) / 1000) + 2;

const appSessionOf = (req: Request) => (req as unknown as { appSession?: object }).appSession;

/** The `uat` of the cookie's protected header (the first segment of the JWE in `appSession` or `.0`). */
function writtenAt(cookies: Record<string, string>): number | undefined {
  const jwe = cookies.appSession ?? cookies['appSession.0'];
  try {
    const header = JSON.parse(Buffer.from(jwe.split('.')[0], 'base64url').toString('utf8')) as {
      uat?: unknown;
    };
    return typeof header.uat === 'number' ? header.uat * 1000 : undefined;
  } catch {
    return undefined;
  }
}

export function steadySessionCookie(durationSeconds: number): {
  /** Before the session middleware: notes the answer's writeHead as it is before the library's hook. */
  watch: RequestHandler;
  /** Right after the session middleware: remembers what the cookie held. */
  remember: RequestHandler;
} {
  const window = reissueAfterMs(durationSeconds);

  function keepBrowserCookie(req: SteadyRequest): boolean {
    const steady = req[STEADY];
    if (!steady?.carried) return false;
    const now = appSessionOf(req);
    // The library could not read the cookie (torn chunks, expired, another secret) and nothing here
    // ended a session (that sets it to undefined): do not clear what the browser holds.
    if (steady.read === undefined) return now !== undefined && Object.keys(now).length === 0;
    if (now === undefined || JSON.stringify(now) !== steady.read) return false;
    return steady.writtenAt !== undefined && Date.now() - steady.writtenAt < window;
  }

  return {
    watch: (_req, res, next) => {
      (res as HookedResponse)[BEFORE_LIBRARY] = res.writeHead as WriteHead;
      next();
    },
    remember: (req, res, next) => {
      const cookies = (req.cookies ?? {}) as Record<string, string>;
      const carried = Object.keys(cookies).some((name) => SESSION_COOKIE_NAME.test(name));
      const session = appSessionOf(req);
      const readable = carried && !!session && Object.keys(session).length > 0;
      (req as SteadyRequest)[STEADY] = readable
        ? { carried, read: JSON.stringify(session), writtenAt: writtenAt(cookies) }
        : { carried };
      // The library's hook, installed by the session middleware, writes the cookie into the answer (clears
      // it when it could not read it): it runs only when the browser's cookie is not to be kept.
      const beforeLibrary = (res as HookedResponse)[BEFORE_LIBRARY];
      const withLibrary = res.writeHead as WriteHead;
      if (beforeLibrary && withLibrary !== beforeLibrary)
        res.writeHead = function (this: ServerResponse<IncomingMessage>, ...args: unknown[]) {
          const writeHead = keepBrowserCookie(req as SteadyRequest) ? beforeLibrary : withLibrary;
          return writeHead.apply(this, args);
        } as typeof res.writeHead;
      next();
    },
  };
}
