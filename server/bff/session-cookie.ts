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
 * it: the browser has a good one by then, and an unreadable one expires by itself.
 */

const SESSION_COOKIE_NAME = /^appSession(\.\d+)?$/;
const SESSION_SET_COOKIE = /^appSession(\.\d+)?=/;
const STEADY = Symbol('keel.steadySessionCookie');

interface Steady {
  carried: boolean;
  /** The answer's writeHead as it was before the library hooked it (this module's own filter). */
  beforeLibrary?: ServerResponse['writeHead'];
  /** The session as the cookie held it, when the cookie could be read; undefined otherwise. */
  read?: string;
  /** When the cookie was last written (its `uat`, in ms), when it could be read. */
  writtenAt?: number;
}

type SteadyRequest = Request & { [STEADY]?: Steady };

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
  /** Before the session middleware: watches the answer's headers. */
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

  function withoutSessionCookies(res: ServerResponse) {
    const current = res.getHeader('set-cookie');
    if (current === undefined) return;
    const kept = (Array.isArray(current) ? current : [String(current)]).filter(
      (line) => !SESSION_SET_COOKIE.test(line),
    );
    if (kept.length) res.setHeader('set-cookie', kept);
    else res.removeHeader('set-cookie');
  }

  return {
    watch: (req, res, next) => {
      const writeHead = res.writeHead;
      // The library's own writeHead hook is installed after this one, so it runs first: by the time this
      // runs it has put its Set-Cookie lines on the answer.
      res.writeHead = function (this: ServerResponse<IncomingMessage>, ...args: unknown[]) {
        if (keepBrowserCookie(req as SteadyRequest)) withoutSessionCookies(this);
        return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
      } as typeof res.writeHead;
      (req as SteadyRequest)[STEADY] = { carried: false, beforeLibrary: res.writeHead };
      next();
    },
    remember: (req, res, next) => {
      const cookies = (req.cookies ?? {}) as Record<string, string>;
      const carried = Object.keys(cookies).some((name) => SESSION_COOKIE_NAME.test(name));
      const session = appSessionOf(req);
      const readable = carried && !!session && Object.keys(session).length > 0;
      const { beforeLibrary } = (req as SteadyRequest)[STEADY] ?? {};
      (req as SteadyRequest)[STEADY] = readable
        ? { carried, beforeLibrary, read: JSON.stringify(session), writtenAt: writtenAt(cookies) }
        : { carried, beforeLibrary };
      // The library's hook (installed by the session middleware, so it runs first) encrypts the session
      // again for every answer, half a millisecond of each proxied call, only for `watch` to drop what it
      // wrote. When the browser's cookie is kept, the hook is passed by: the answer is the same.
      const withLibrary = res.writeHead;
      if (beforeLibrary && withLibrary !== beforeLibrary)
        res.writeHead = function (this: ServerResponse<IncomingMessage>, ...args: unknown[]) {
          const keep = keepBrowserCookie(req as SteadyRequest);
          const writeHead = (keep ? beforeLibrary : withLibrary) as (...a: unknown[]) => ServerResponse;
          return writeHead.apply(this, args);
        } as typeof res.writeHead;
      next();
    },
  };
}
