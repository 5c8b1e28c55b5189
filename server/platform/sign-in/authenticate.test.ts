import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirm, createUser, TEST_PASSWORD } from '../testing/factories';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

let p: TestPlatform;
const FIRM = 'AUTHA';
const signIn = (id: string, password: string) =>
  p.request('POST', '/authenticate', { body: { firmId: FIRM, id, password } });

beforeAll(async () => {
  p = await startTestPlatform();
  await createFirm(p.db, FIRM);
  await createUser(p.db, FIRM, { email: 'admin@autha.test' });
  await createUser(p.db, FIRM, { email: 'guessed@autha.test' });
  await createUser(p.db, FIRM, { email: 'person@autha.test' });
});
afterAll(() => p.close());

describe('POST /authenticate', () => {
  it('when a password is guessed five times, then even the right one is refused, with the same message', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn('guessed@autha.test', `wrong-${i}`)).status).toBe(401);
    const right = await signIn('guessed@autha.test', TEST_PASSWORD);
    expect(right.status).toBe(401);
    expect(right.body.error.errorMessage).toBe('The firm, user id or password is incorrect');
  });

  it('when the firm requires MFA, then a person cannot get a token with a password alone', async () => {
    const admin = await p.tokenFor(FIRM, 'admin@autha.test', TEST_PASSWORD);
    const policy = await p.request('PUT', `/mfa/policy/${FIRM}`, { token: admin, body: { required: true } });
    expect(policy.status, JSON.stringify(policy.body)).toBe(200);
    const res = await signIn('person@autha.test', TEST_PASSWORD);
    expect(res.status).toBe(401);
    expect(res.body.error.errorMessage).toBe(
      'This user signs in with multi-factor authentication, through the console',
    );
  });
});
