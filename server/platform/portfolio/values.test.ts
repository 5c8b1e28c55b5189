import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { londonToday } from '../ledger';
import { businessDaysAgo } from '../ledger/testing/dates';
import { ledgerWorld, type LedgerWorld } from '../ledger/testing/world';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { valueClientsAccounts } from './values';

let p: TestPlatform;
let w: LedgerWorld;

beforeAll(async () => {
  p = await startTestPlatform();
  w = await ledgerWorld(p, 'PVAL');
});
afterAll(() => p.close());

describe('valuing many clients at once', () => {
  it('when an account holds instruments priced on different days, then it carries the oldest price date; cash alone carries none', async () => {
    const invested = await w.open();
    const cashOnly = await w.open();
    await w.api.fund(invested, 1000);
    await w.api.fund(cashOnly, 10);
    await w.api.buy(invested, w.fund.id, 100);
    await w.api.buy(invested, w.share.id, 100);
    await w.api.deal();
    const values = await valueClientsAccounts(p.db, 'PVAL', [w.clientId], londonToday());
    const byId = new Map(values.map((v) => [v.accountId, v]));
    // Both instruments' latest prices are from the last business day (the world's pricing).
    expect(byId.get(invested)!.oldestPriceDate).toBe(businessDaysAgo(1));
    expect(byId.get(cashOnly)!.oldestPriceDate).toBeNull();
  });
});
