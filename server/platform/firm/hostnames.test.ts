import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { firmHostnames } from '../db/schema';
import { createFirm, createNode, createUser, TEST_PASSWORD } from '../testing/factories';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { hostOnly } from './hostnames';

let p: TestPlatform;
let branch: { id: string };
const secret = loadConfig({}).clientAuth.secret;
const withAuth = { headers: { 'x-seccl-client-auth': secret } };

beforeAll(async () => {
  p = await startTestPlatform();
  await createFirm(p.db, 'HOST');
  branch = await createNode(p.db, 'HOST', '0', 'Harbour');
  await createUser(p.db, 'HOST', { email: 'admin@host.test' });
  const token = await p.tokenFor('HOST', 'admin@host.test', TEST_PASSWORD);
  const by = { createdBy: 'test', updatedBy: 'test' };
  await p.db.insert(firmHostnames).values([
    { host: 'advisers.host.test', firmId: 'HOST', nodeId: '0', type: 'Professional', ...by },
    { host: 'invest.harbour.test', firmId: 'HOST', nodeId: branch.id, type: 'Investor', ...by },
  ]);
  await p.request('PATCH', '/node/theme/HOST', { token, body: { nodeId: '0', brandColor: '#123456' } });
  await p.request('PATCH', '/node/theme/HOST', {
    token,
    body: { nodeId: '0', space: 'Investor', brandColor: '#654321', windowTitle: 'Harbour Invest' },
  });
});
afterAll(() => p.close());

describe('GET /firm/hostname', () => {
  it('when the client-auth header is absent, then the spec’s missing-parameter error; when wrong, 401', async () => {
    const missing = await p.request('GET', '/firm/hostname?host=advisers.host.test');
    expect(missing.status).toBe(400);
    expect(missing.body.error.errorMessage).toBe(
      'Required parameter x-seccl-client-auth was null or undefined when calling getFirmHostname.',
    );
    const wrong = await p.request('GET', '/firm/hostname?host=advisers.host.test', {
      headers: { 'x-seccl-client-auth': 'guess' },
    });
    expect(wrong.status).toBe(401);
  });

  it('when a host is looked up (any case, with a port), then it answers its firm, node, space and theme', async () => {
    const res = await p.request('GET', '/firm/hostname?host=Invest.Harbour.test:443', withAuth);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: expect.any(String),
        host: 'invest.harbour.test',
        firmId: 'HOST',
        nodeId: branch.id,
        type: 'Investor',
        theme: { brandColor: '#654321', windowTitle: 'Harbour Invest' },
      },
    ]);
    const professional = await p.request('GET', '/firm/hostname?firmId=HOST&type=Professional', withAuth);
    expect(professional.body.data.map((h: { host: string; theme: object }) => [h.host, h.theme])).toEqual([
      ['advisers.host.test', { brandColor: '#123456' }],
    ]);
    const none = await p.request('GET', '/firm/hostname?host=unknown.test', withAuth);
    expect(none.body).toEqual({ data: [], meta: { count: 0, page: 1, pageSize: 100 } });
  });

  it('when a Host header carries a port or an IPv6 address, then hostOnly keeps the name', () => {
    expect(hostOnly('Demo.Example:3000')).toBe('demo.example');
    expect(hostOnly('[::1]:3000')).toBe('[::1]');
  });
});
