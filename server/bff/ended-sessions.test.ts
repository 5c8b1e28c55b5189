import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../platform/db/connection';
import { createTestDatabase } from '../platform/testing/test-database';
import { endedSessionsIn, rememberedBriefly, type EndedSessions } from './ended-sessions';

/** The replica's memory in front of the shared record of ended sessions (decision 0106), over a real database. */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const RECHECK_MS = 2_000;
const anId = () => `s-${Math.random().toString(36).slice(2)}`;
const later = (ms: number) => new Date(Date.now() + ms);

/** The database store, counting how often it is asked. */
function counted(store: EndedSessions) {
  const counter = { asked: 0, store: { ...store } };
  counter.store.has = (id) => {
    counter.asked++;
    return store.has(id);
  };
  return counter;
}

function replica(store: EndedSessions) {
  let now = Date.now();
  return {
    sessions: rememberedBriefly(store, RECHECK_MS, () => now),
    pass: (ms: number) => (now += ms),
  };
}

describe('ended sessions remembered briefly', () => {
  it('when calls of one live session arrive together and soon after, then the store is asked once per recheck', async () => {
    const shared = counted(endedSessionsIn(database.db));
    const { sessions, pass } = replica(shared.store);
    const id = anId();
    expect(await Promise.all([1, 2, 3, 4, 5].map(() => sessions.has(id)))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(shared.asked).toBe(1);
    pass(RECHECK_MS - 1);
    expect(await sessions.has(id)).toBe(false);
    expect(shared.asked).toBe(1);
    pass(1);
    expect(await sessions.has(id)).toBe(false);
    expect(shared.asked).toBe(2);
  });

  it('when another replica ends the session, then this one refuses it once its recheck time has passed', async () => {
    const store = endedSessionsIn(database.db);
    const here = replica(store);
    const elsewhere = replica(store);
    const id = anId();
    expect(await here.sessions.has(id)).toBe(false);
    await elsewhere.sessions.add(id, later(60_000));
    expect(await elsewhere.sessions.has(id)).toBe(true); // where it ended: at once
    here.pass(RECHECK_MS);
    expect(await here.sessions.has(id)).toBe(true); // everywhere else: within the bound
  });

  it('when this replica ends a session, then it is refused here at once, even before the store could record it', async () => {
    const down = await createTestDatabase();
    const store = endedSessionsIn(down.db);
    await down.close();
    const { sessions } = replica(store);
    const id = anId();
    await expect(sessions.add(id, later(60_000))).rejects.toThrow();
    expect(await sessions.has(id)).toBe(true);
    // A session this replica knows nothing about cannot be let through while the store is down.
    await expect(sessions.has(anId())).rejects.toThrow();
  });
});
