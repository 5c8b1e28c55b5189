import { seedDemo } from '../seed/demo';
import { DEMO_FIRM_ID, DEMO_USERS } from '../seed/demo-firms';
import { startTestPlatform } from './harness';

const DEMO_TEST_PASSWORD = 'demo-password-for-tests';

/** A test platform over the freshly seeded demo firms, and a token of DEMO1's administrator. */
export async function startDemoPlatform() {
  const p = await startTestPlatform();
  await seedDemo(p.db, { password: DEMO_TEST_PASSWORD });
  return { p, token: await p.tokenFor(DEMO_FIRM_ID, DEMO_USERS.admin, DEMO_TEST_PASSWORD) };
}
