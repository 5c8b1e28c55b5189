import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase } from '../platform/testing/test-database';
import type { DatabaseHandle } from '../platform/db/connection';
import { users } from '../platform/db/schema';
import { createFirm, createUser } from '../platform/testing/factories';
import { authenticateUser } from './accounts';

/** Decision 0511: one address may have an account in several firms; sign-in finds the right one. */
let handle: DatabaseHandle;
const SAME = 'sam@twofirms.test';
const IN_ONE = 'one firm password 1';
const IN_TWO = 'two firm password 2';
const SHARED_PASSWORD = 'the same password 3';
let one: string;
let two: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  for (const firm of ['ONE', 'TWO', 'THREE']) await createFirm(handle.db, firm);
  one = (await createUser(handle.db, 'ONE', { email: SAME, password: IN_ONE })).id;
  two = (await createUser(handle.db, 'TWO', { email: SAME, password: IN_TWO })).id;
  await createUser(handle.db, 'ONE', { email: 'both@twofirms.test', password: SHARED_PASSWORD });
  await createUser(handle.db, 'TWO', { email: 'both@twofirms.test', password: SHARED_PASSWORD });
  const sleeper = await createUser(handle.db, 'ONE', {
    email: 'nap@twofirms.test',
    password: SHARED_PASSWORD,
  });
  await handle.db.update(users).set({ status: 'Suspended' }).where(eq(users.id, sleeper.id));
  await createUser(handle.db, 'TWO', { email: 'nap@twofirms.test', password: SHARED_PASSWORD });
  await createUser(handle.db, 'THREE', { email: 'bot@twofirms.test', userType: 'Machine', password: IN_ONE });
});
afterAll(() => handle.close());

const signIn = (email: string, password: string, hint?: string) =>
  authenticateUser(handle.db, email, password, hint);

describe('signing in by e-mail when two firms have the address', () => {
  it('when each firm’s password is given, then it signs in to that firm’s account, with or without a hint', async () => {
    expect((await signIn(SAME, IN_ONE))?.id).toBe(one);
    expect((await signIn('SAM@TwoFirms.test', IN_TWO))?.id).toBe(two);
    expect((await signIn(SAME, IN_TWO, 'ONE'))?.id).toBe(two);
    expect((await signIn(SAME, IN_ONE, 'TWO'))?.id).toBe(one);
  });

  it('when both accounts have the same password, then the firm hint decides, else the first firm', async () => {
    expect((await signIn('both@twofirms.test', SHARED_PASSWORD, 'TWO'))?.firmId).toBe('TWO');
    expect((await signIn('both@twofirms.test', SHARED_PASSWORD, 'ONE'))?.firmId).toBe('ONE');
    expect((await signIn('both@twofirms.test', SHARED_PASSWORD))?.firmId).toBe('ONE');
  });

  it('when the hinted firm’s account is suspended, then only an active account can sign in', async () => {
    expect((await signIn('nap@twofirms.test', SHARED_PASSWORD, 'ONE'))?.firmId).toBe('TWO');
  });

  it.each([
    ['a wrong password', SAME, 'not it at all 4'],
    ['an unknown address', 'nobody@twofirms.test', IN_ONE],
    ['a machine', 'bot@twofirms.test', IN_ONE],
  ])('when signing in with %s, then nothing is answered, whatever the hint', async (_c, email, password) => {
    expect(await signIn(email, password)).toBeUndefined();
    expect(await signIn(email, password, 'THREE')).toBeUndefined();
  });
});
