import { eq, lt, sql } from 'drizzle-orm';
import type { Request, RequestHandler } from 'express';
import { endedSessions, type Database } from '../platform/identity';
import type { Logger } from '../log';
import {
  ABSOLUTE_SESSION_SECONDS,
  clearSession,
  sessionEndsBy,
  sessionOf,
  type KeelSession,
} from './session-state';

/**
 * Sessions that ended before their cookie did (decision 0103). The session is an encrypted cookie that
 * any response may set again — a slow call answering after sign-out would sign the user back in — so the
 * BFF remembers which sessions are over and refuses their cookies.
 */
export interface EndedSessions {
  /** Records the session as ended; `until` is when its cookie stops being accepted anyway. */
  add(sessionId: string, until: Date): Promise<void>;
  has(sessionId: string): Promise<boolean>;
  /** Forgets the sessions whose cookies can no longer be used. */
  prune(now?: Date): Promise<void>;
}

/** Rows outlive their session by this much, so a replica whose clock runs behind still refuses the cookie. */
const PRUNE_GRACE_MS = 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** In the database: every BFF replica over it sees every sign-out at once. */
export function endedSessionsIn(db: Database): EndedSessions {
  const lookup = db
    .select({ sessionId: endedSessions.sessionId })
    .from(endedSessions)
    .where(eq(endedSessions.sessionId, sql.placeholder('sessionId')))
    .prepare('keel_ended_session');
  return {
    async add(sessionId, until) {
      await db.insert(endedSessions).values({ sessionId, expiresAt: until }).onConflictDoNothing();
    },
    async has(sessionId) {
      return (await lookup.execute({ sessionId })).length > 0;
    },
    async prune(now = new Date()) {
      const before = new Date(now.getTime() - PRUNE_GRACE_MS);
      await db.delete(endedSessions).where(lt(endedSessions.expiresAt, before));
    },
  };
}

/**
 * For a BFF with no database (run alone without DATABASE_URL): this process only, so a sign-out is not
 * seen by other replicas and is forgotten on restart.
 */
export function endedSessionsInMemory(): EndedSessions {
  const ended = new Map<string, number>();
  return {
    async add(sessionId, until) {
      ended.set(sessionId, until.getTime());
    },
    async has(sessionId) {
      return ended.has(sessionId);
    },
    async prune(now = new Date()) {
      for (const [sessionId, until] of ended)
        if (until < now.getTime() - PRUNE_GRACE_MS) ended.delete(sessionId);
    },
  };
}

/**
 * How long a replica trusts "this session has not ended" before it asks the shared store again: the
 * bound, in decision 0106, on how long a session ended by another replica can still be used here.
 */
export const ENDED_SESSION_RECHECK_MS = 2_000;

/** A session seen to have ended is remembered here for as long as any cookie of it could still be used. */
const ENDED_REMEMBERED_MS = ABSOLUTE_SESSION_SECONDS * 1000 + PRUNE_GRACE_MS;
const SWEEP_EVERY_MS = 60_000;

/**
 * The store with this replica's memory in front of it (decision 0106): a session ended here is refused
 * here at once, before the store has even been written; one ended elsewhere is refused here within
 * `recheckMs` of reaching the shared store, because a "not ended" answer is trusted only that long
 * (counted from when the store was asked). Lookups of the same session in flight together share one
 * query. What the store says has ended is never asked again.
 */
export function rememberedBriefly(
  store: EndedSessions,
  recheckMs = ENDED_SESSION_RECHECK_MS,
  now: () => number = () => Date.now(),
): EndedSessions {
  const endedUntil = new Map<string, number>();
  const liveUntil = new Map<string, number>();
  const asking = new Map<string, Promise<boolean>>();
  let sweptAt = now();

  function sweep() {
    const at = now();
    if (at - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = at;
    for (const [id, until] of liveUntil) if (until <= at) liveUntil.delete(id);
    for (const [id, until] of endedUntil) if (until <= at) endedUntil.delete(id);
  }

  async function ask(sessionId: string): Promise<boolean> {
    const askedAt = now();
    const ended = await store.has(sessionId);
    if (ended) endedUntil.set(sessionId, askedAt + ENDED_REMEMBERED_MS);
    else if (!endedUntil.has(sessionId)) liveUntil.set(sessionId, askedAt + recheckMs);
    return ended;
  }

  return {
    async add(sessionId, until) {
      endedUntil.set(sessionId, until.getTime() + PRUNE_GRACE_MS);
      liveUntil.delete(sessionId);
      await store.add(sessionId, until);
    },
    async has(sessionId) {
      sweep();
      if (endedUntil.has(sessionId)) return true;
      if ((liveUntil.get(sessionId) ?? 0) > now()) return false;
      let pending = asking.get(sessionId);
      if (!pending) {
        pending = ask(sessionId).finally(() => asking.delete(sessionId));
        asking.set(sessionId, pending);
      }
      return (await pending) || endedUntil.has(sessionId);
    },
    prune: (at) => store.prune(at),
  };
}

/** Prunes now and every hour; returns the function that stops it. */
export function pruneRegularly(ended: EndedSessions, log: Logger): () => void {
  const prune = () =>
    void ended.prune().catch((err) => log.warn('Could not prune the ended sessions', { err }));
  prune();
  const timer = setInterval(prune, PRUNE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

export interface SessionEnder {
  /** Ends the request's session on every replica; its cookie is cleared with this response. */
  end(req: Request): Promise<void>;
  /** Records a session as ended without touching the request (the one a new sign-in replaces). */
  record(session: KeelSession): Promise<void>;
  /**
   * After the session middleware: a cookie whose session has ended, or that carries no session id (issued
   * before sessions had one), is treated as no session at all, and is cleared.
   */
  refuseEnded: RequestHandler;
}

export function sessionEnder(ended: EndedSessions, log: Logger): SessionEnder {
  // Signing out must work even if the record cannot be written: the cookie is still cleared here, and
  // only a response already in flight could bring it back.
  async function record(session: KeelSession) {
    if (!session.sessionId) return;
    await ended
      .add(session.sessionId, sessionEndsBy(session))
      .catch((err) => log.error('Could not record the end of a session', { err }));
  }
  return {
    record,
    async end(req) {
      const session = sessionOf(req);
      clearSession(req);
      if (session) await record(session);
    },
    refuseEnded: async (req, _res, next) => {
      const session = sessionOf(req);
      if (session && (!session.sessionId || (await ended.has(session.sessionId)))) clearSession(req);
      next();
    },
  };
}
