import type { Request } from 'express';
import type { Logger } from '../log';
import type { SessionEnder } from './ended-sessions';
import { sessionOf, type KeelSession } from './session-state';

/** Refresh when the access token has less than this left, so it cannot expire on its way to the platform. */
export const REFRESH_MARGIN_SECONDS = 60;
/**
 * Refresh tokens rotate, and presenting a spent one revokes the whole grant. Requests that carry the same
 * (old) cookie — parallel calls, or calls sent before the browser stored the new cookie — therefore share
 * one refresh and reuse its result for this long instead of refreshing again.
 */
const REUSE_WINDOW_MS = 30_000;

type TokenSet = Pick<
  KeelSession,
  'access_token' | 'id_token' | 'refresh_token' | 'token_type' | 'expires_at'
>;

/** The IdP answered but refused (invalid_grant, …): the sign-in is over, not merely unreachable. */
const isRefusal = (err: unknown) => typeof (err as { error?: unknown })?.error === 'string';

export class IdpUnavailableError extends Error {}

export interface TokenKeeper {
  /** A usable access token for the platform, refreshed when needed; undefined once the session is over. */
  accessToken(req: Request): Promise<string | undefined>;
}

export function createTokenKeeper(log: Logger, sessions: SessionEnder): TokenKeeper {
  const recent = new Map<string, Promise<TokenSet>>();

  async function refreshShared(req: Request, session: KeelSession): Promise<void> {
    const key = session.refresh_token!;
    const shared = recent.get(key);
    if (shared) {
      Object.assign(session, await shared);
      return;
    }
    const pending = refreshNow(req);
    recent.set(key, pending);
    pending.then(
      () => setTimeout(() => recent.delete(key), REUSE_WINDOW_MS).unref(),
      () => recent.delete(key),
    );
    await pending;
  }

  async function refreshNow(req: Request): Promise<TokenSet> {
    await req.oidc.accessToken!.refresh();
    const { access_token, id_token, refresh_token, token_type, expires_at } = sessionOf(req)!;
    return { access_token, id_token, refresh_token, token_type, expires_at };
  }

  /** A session that cannot be refreshed ends once its access token has run out. */
  async function endAndForget(req: Request, secondsLeft: number): Promise<string | undefined> {
    if (secondsLeft > 0) return sessionOf(req)?.access_token;
    await sessions.end(req);
    return undefined;
  }

  return {
    async accessToken(req) {
      const session = sessionOf(req);
      if (!session?.access_token) return undefined;
      const secondsLeft = (session.expires_at ?? 0) - Math.floor(Date.now() / 1000);
      if (secondsLeft > REFRESH_MARGIN_SECONDS) return session.access_token;
      if (!session.refresh_token || !req.oidc.accessToken) return endAndForget(req, secondsLeft);
      try {
        await refreshShared(req, session);
        return session.access_token;
      } catch (err) {
        if (isRefusal(err)) {
          log.info('Session ended: the IdP refused the refresh token', {
            error: (err as { error: string }).error,
          });
          return endAndForget(req, 0);
        }
        log.warn('Token refresh failed', { err });
        if (secondsLeft > 0) return session.access_token;
        throw new IdpUnavailableError('The sign-in service could not be reached', { cause: err });
      }
    },
  };
}
