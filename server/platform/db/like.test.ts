import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirm, createNode, createUser, TEST_PASSWORD } from '../testing/factories';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { atOrUnderPath, containing, escapeLike, startingWith } from './like';

/**
 * Issue 11, fault 6: user text in LIKE is matched literally everywhere. `?nodeId=%25` used to list
 * every client of the firm, and a trailing `\` made PostgreSQL refuse the pattern (a 500).
 */
let p: TestPlatform;
let admin: string;
const north = { id: '', path: '' };
const northWest = { id: '', path: '' };
const south = { id: '', path: '' };
const clientAt: Record<string, string> = {};

const matches = async (text: string, pattern: string) => {
  const result = await p.db.execute(sql`select ${text} LIKE ${pattern} as hit`);
  return rowsOf<{ hit: boolean }>(result)[0].hit;
};
const rowsOf = <T>(r: unknown) => ((r as { rows?: T[] }).rows ?? (r as T[])) as T[];
const ids = (res: { body: { data?: { id: string }[] } }) => (res.body.data ?? []).map((r) => r.id).sort();

async function newClient(nodeId: string, surname: string) {
  const res = await p.request('POST', '/client', {
    token: admin,
    body: {
      firmId: 'LIKE',
      nodeId,
      clientType: 'Individual',
      title: 'Ms',
      firstName: 'Ada',
      surname,
      dateOfBirth: '1980-05-17',
      email: `${surname.toLowerCase()}@example.com`,
      addressDetail: { address1: '1 High Street', postCode: 'SW1A 1AA', country: 'GB' },
      nationality: 'GB',
    },
  });
  if (res.status !== 201) throw new Error(`create failed ${res.status}: ${JSON.stringify(res.body)}`);
  clientAt[surname] = res.body.data.id;
}

beforeAll(async () => {
  p = await startTestPlatform();
  await createFirm(p.db, 'LIKE');
  Object.assign(north, await createNode(p.db, 'LIKE', '0', 'North 100%'));
  Object.assign(northWest, await createNode(p.db, 'LIKE', north.path, 'North_West'));
  Object.assign(south, await createNode(p.db, 'LIKE', '0', 'South\\Coast'));
  const user = await createUser(p.db, 'LIKE');
  admin = await p.tokenFor('LIKE', user.id, TEST_PASSWORD);
  await createUser(p.db, 'LIKE', { nodeId: north.id });
  await createUser(p.db, 'LIKE', { nodeId: northWest.id });
  await createUser(p.db, 'LIKE', { nodeId: south.id });
  await newClient('0', 'Root');
  await newClient(north.id, 'North');
  await newClient(northWest.id, 'Northwest');
  await newClient(south.id, 'South');
});

afterAll(() => p.close());

describe('the LIKE helpers', () => {
  it.each([
    ['100%', '%', true],
    ['100', '%', false],
    ['a_b', '_', true],
    ['ab', '_', false],
    ['end\\', '\\', true],
    ['end', '\\', false],
  ])('when %j is searched for %j, then it matches only literally (%s)', async (text, term, hit) => {
    expect(await matches(text, containing(term))).toBe(hit);
    expect(await matches(text, startingWith(text.slice(0, 1)))).toBe(true);
  });

  it('when text is escaped, then only %, _ and the backslash gain a backslash', () => {
    expect(escapeLike('a%b_c\\d')).toBe('a\\%b\\_c\\\\d');
    expect(escapeLike('0/ABC/DEF')).toBe('0/ABC/DEF');
  });

  it('when a path is matched, then the node and those under it match, not a node whose id merely starts alike', async () => {
    const hits = async (path: string) => {
      const r = await p.db.execute(sql`select ${atOrUnderPath(sql`${path}`, '0/AB')} as hit`);
      return rowsOf<{ hit: boolean }>(r)[0].hit;
    };
    expect([await hits('0/AB'), await hits('0/AB/C'), await hits('0/ABC'), await hits('0')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('when a list is filtered by a nodeId that is a LIKE wildcard or ends in a backslash', () => {
  it.each(['%25', '_', '%5C', 'A%5C', '%25%2F%25', '0%25'])(
    'then GET /client?nodeId=%s lists none',
    async (nodeId) => {
      const res = await p.request('GET', `/client/LIKE?nodeId=${nodeId}`, { token: admin });
      expect(res.status).toBeLessThan(500);
      expect(ids(res)).toEqual([]);
    },
  );

  it.each(['%25', '_', '%5C', 'A%5C', '0%25'])('then GET /user?nodeId=%s lists none', async (nodeId) => {
    const res = await p.request('GET', `/user/LIKE?nodeId=${nodeId}`, { token: admin });
    expect(res.status).toBeLessThan(500);
    expect(ids(res)).toEqual([]);
  });
});

describe('when a list is filtered by a real nodeId', () => {
  it('then the clients of that node and the nodes under it are listed, no others', async () => {
    const res = await p.request('GET', `/client/LIKE?nodeId=${north.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([clientAt.North, clientAt.Northwest].sort());
  });

  it('then the users of that node and the nodes under it are listed, no others', async () => {
    const res = await p.request('GET', `/user/LIKE?nodeId=${north.id}&pageSize=100`, { token: admin });
    expect(res.status).toBe(200);
    const nodeIds = res.body.data.map((u: { nodeId: string }) => u.nodeId).sort();
    expect(nodeIds).toEqual([north.id, northWest.id].sort());
  });
});

describe('when a name search holds %, _ or a backslash', () => {
  it.each([
    ['%25', ['North 100%']],
    ['_', ['North_West']],
    ['%5C', ['South\\Coast']],
  ])('then GET /firm/node/list?name=%s finds only names holding it literally', async (name, names) => {
    const res = await p.request('GET', `/firm/node/list/LIKE?name=${name}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.map((n: { name: string }) => n.name)).toEqual(names);
  });

  it('then GET /client?name=%25 finds no client (no name holds a %)', async () => {
    const res = await p.request('GET', '/client/LIKE?name=%25', { token: admin });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([]);
  });
});
