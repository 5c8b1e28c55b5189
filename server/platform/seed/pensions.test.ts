import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientProductActions, regularCrystallisations } from '../db/schema';
import { startDemoPlatform } from '../testing/demo-platform';
import type { TestPlatform } from '../testing/harness';
import { DEMO_FIRM_ID } from './demo-firms';

let p: TestPlatform;
let token: string;

beforeAll(async () => {
  ({ p, token } = await startDemoPlatform());
});
afterAll(() => p.close());

describe("DEMO1's seeded pension in drawdown", () => {
  it('when seeded, then one SIPP is partly crystallised with a PCLS and has a monthly drawdown income', async () => {
    const actions = await p.db
      .select()
      .from(clientProductActions)
      .where(eq(clientProductActions.firmId, DEMO_FIRM_ID));
    const pcls = actions.find((a) => a.method === 'PCLS');
    expect(pcls).toBeDefined();
    const [plan] = await p.db
      .select()
      .from(regularCrystallisations)
      .where(eq(regularCrystallisations.accountId, pcls!.accountId));
    expect(plan).toMatchObject({ method: 'FAD', frequency: 'Monthly', status: 'Active' });
    const res = await p.request(
      'GET',
      `/clientproduct/action/crystallisation/${DEMO_FIRM_ID}?accountId=${pcls!.accountId}`,
      { token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.crystallisedValue).toBeGreaterThan(0);
    expect(res.body.data.uncrystallisedValue).toBeGreaterThan(0);
    expect(res.body.data.regularCrystallisations).toHaveLength(1);
  });
});
