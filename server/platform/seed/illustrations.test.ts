import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { seedDemo } from './demo';
import { DEMO_FIRM_ID, DEMO_USERS } from './demo-firms';

const PASSWORD = 'demo-password-for-tests';
let p: TestPlatform;
let token: string;

beforeAll(async () => {
  p = await startTestPlatform();
  await seedDemo(p.db, { password: PASSWORD });
  token = await p.tokenFor(DEMO_FIRM_ID, DEMO_USERS.adviser, PASSWORD);
});
afterAll(() => p.close());

describe("DEMO1's seeded illustrations", () => {
  it('when seeded, then the adviser lists an ISA and a SIPP accumulation and a SIPP drawdown, each for a client', async () => {
    const res = await p.request('GET', `/illustration/productabridged/${DEMO_FIRM_ID}?sort=name`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = res.body.data as any[];
    expect(rows.map((r) => [r.wrapperType, r.status]).sort()).toEqual([
      ['ISA', 'ACCUMULATION'],
      ['SIPP', 'ACCUMULATION'],
      ['SIPP', 'DRAWDOWN'],
    ]);
    for (const r of rows) {
      expect(r.clientId).toBeTruthy();
      expect(r.result.rates[1].atEnd.value).toBeGreaterThan(0);
    }
    const drawdown = rows.find((r) => r.status === 'DRAWDOWN');
    expect(drawdown.result.sustainability.summary).toMatch(/simulated markets/);
    expect(drawdown.inputs.dateOfBirth).toBeTruthy();
  });

  it('when a seeded illustration is printed, then the document engine makes its PDF', async () => {
    const [first] = (await p.request('GET', `/illustration/product/${DEMO_FIRM_ID}`, { token })).body.data;
    const res = await p.request('POST', '/files/illustration', {
      token,
      body: { illustrationId: first.id, deliver: false },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});
