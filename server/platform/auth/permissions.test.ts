import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, type CallDef } from '../../../contract/calls';
import { PERMISSION_RESOURCES } from '../../../contract/enums';
import { createFirm, createUser, TEST_PASSWORD } from '../testing/factories';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

const table = Object.entries(calls) as [string, CallDef][];
const isWrite = (c: CallDef) => c.method !== 'get';

/**
 * Writes that any signed-in caller may make, or that only read, each with the reason. Every other write
 * must need more than `read`.
 */
const WRITES_NEEDING_NO_WRITE_PERMISSION: Record<string, string> = {
  authenticate: 'signs in: no caller yet',
  resetPassword: 'anonymous: asks for a reset link',
  setPassword: 'anonymous: carries a single-use token',
  changePassword: "a user's own password",
  lookupAddress: 'a postcode search sent as POST',
  validatePaymentMethod: 'a bank details check sent as POST',
  generateFile: 'an export of a list the caller may read, kept as a file for them to download',
  previewRebalance: 'a rebalance preview: changes nothing, its options sent as a body',
  previewInvestToModel: 'an invest-to-model preview: changes nothing, its amount sent as a body',
  createTradeIllustration: 'a trade illustration: the costs of a proposed deal, quoted and not stored',
  createSavedView: "a user's own saved list view (a filter and columns; shared, others may only apply it)",
  updateSavedView: "a saved view's owner's change (a shared one: also a firm administrator's; else 403)",
  deleteSavedView: "a saved view's owner's removal (a shared one: also a firm administrator's; else 403)",
};

describe('the call table', () => {
  it('when a call writes, then it needs readWrite, action or writeClient unless it is a listed exception', () => {
    const loose = table
      .filter(([name, c]) => isWrite(c) && !(name in WRITES_NEEDING_NO_WRITE_PERMISSION))
      .filter(([, c]) => !c.permission || c.permission[1] === 'read')
      .map(([name]) => name);
    expect(loose).toEqual([]);
  });

  it('when a call reads, then it needs at most read, except reads that hand out secrets or upload rights', () => {
    const strict = table
      .filter(([, c]) => !isWrite(c) && c.permission && c.permission[1] !== 'read')
      .map(([name]) => name)
      .sort();
    // The outbox holds set-password links; the upload lookup answers where to upload a firm's files.
    expect(strict.filter((n) => !['listOutbox', 'getFirmFileUploads'].includes(n))).toEqual([]);
  });
});

describe('a read-only user', () => {
  let p: TestPlatform;
  let token: string;

  beforeAll(async () => {
    p = await startTestPlatform();
    await createFirm(p.db, 'RO');
    const readOnly = PERMISSION_RESOURCES.map((scope) => ({ scope, ranges: ['read' as const] }));
    await createUser(p.db, 'RO', { email: 'ro@ro.test', scopes: readOnly });
    token = await p.tokenFor('RO', 'ro@ro.test', TEST_PASSWORD);
  });
  afterAll(() => p.close());

  /** The path with the caller's firm and root node, and a made-up id for everything else. */
  const pathOf = (c: CallDef) =>
    c.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      name === 'firmId' ? 'RO' : name === 'nodeId' ? '0' : 'X1',
    );

  const guardedWrites = table.filter(([, c]) => isWrite(c) && c.permission && c.permission[1] !== 'read');

  it.each(guardedWrites)('when %s is called, then 403 before anything is read or validated', async (_, c) => {
    const res = await p.request(c.method.toUpperCase(), pathOf(c), { token, body: {} });
    expect(res.status).toBe(403);
    expect(res.body.error.errorMessage).toBe(
      `You need ${c.permission![1]} permission on ${c.permission![0]} to do this`,
    );
  });
});
