import { describe, expect, it } from 'vitest';
import { createSessionStore, type TSessionData } from './session';

const ME = {
  userId: 'U1',
  firmId: 'F1',
  nodeId: '0',
  scopes: [],
  user: { id: 'U1', name: 'A', email: 'a@x', userType: 'User' },
} as TSessionData;

describe('session store', () => {
  it('when the session changes, then listeners hear it; when an equal profile is read again, they do not', () => {
    const session = createSessionStore();
    let heard = 0;
    const stop = session.subscribe(() => heard++);
    session.set(ME);
    session.set({ ...ME });
    expect(heard).toBe(1);
    session.setError({ status: 0 });
    expect([heard, session.get(), session.error()]).toEqual([2, undefined, { status: 0 }]);
    session.set(ME);
    expect([heard, session.firmId(), session.error()]).toEqual([3, 'F1', undefined]);
    stop();
    session.set(undefined);
    expect(heard).toBe(3);
  });
});
