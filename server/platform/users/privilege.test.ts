import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ALL_SCOPES, type TScope } from '../../../contract/permissions';
import type { TMachineCredentials as Credentials } from '../../../contract/users';
import { machineCredentials, mfaEnrolments, users } from '../db/schema';
import { createFirm, createNode, createUser, TEST_PASSWORD } from '../testing/factories';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { hashPassword } from './passwords';

/**
 * Decision 0511: a user administrator (User read, readWrite and action, but not Firm Management) acts only
 * on users no stronger than themself and inside their subtree, through every user-administration call.
 */
const FIRM = 'PRIV';
const USER_ADMIN: TScope[] = [
  { scope: 'User', ranges: ['read', 'readWrite', 'action'] },
  { scope: 'Client', ranges: ['read'] },
];
const WEAK: TScope[] = [{ scope: 'Client', ranges: ['read'] }];

type Node = 'root' | 'leaf';
interface Someone {
  id: string;
  email: string;
  node: Node;
  userType: 'User' | 'Machine';
}
interface Caller extends Someone {
  token: string;
}

let p: TestPlatform;
let firmAdmin: string;
let leaf: { id: string; path: string };
const callers: Record<string, Caller> = {};
const targets: Record<string, Someone> = {};

const CALLERS = [
  'a person at the root',
  'a machine at the root',
  'a person at a leaf',
  'a machine at a leaf',
];
const STRONG = [
  'a stronger person at the root',
  'a stronger machine at the root',
  'a stronger person at the leaf',
];
const STRONG_ALL = [...STRONG, 'a stronger machine at the leaf'];
const WEAKER = ['a weaker person at the leaf', 'a weaker machine at the leaf'];
const email = (name: string) => `${name.replace(/\W+/g, '-')}@priv.test`;

/** A user named for where and what they are, made by the firm administrator through POST /user. */
async function made(name: string, scopes: TScope[]): Promise<Someone & { credentials?: Credentials }> {
  const node: Node = name.endsWith('root') ? 'root' : 'leaf';
  const userType = name.includes('machine') ? 'Machine' : 'User';
  const body = {
    firmId: FIRM,
    userType,
    name,
    email: email(name),
    nodeId: node === 'root' ? '0' : leaf.id,
    scopes,
  };
  const res = await p.request('POST', '/user', { token: firmAdmin, body });
  expect(res.status).toBe(201);
  return { ...res.body.data, email: body.email, node, userType };
}

/** A person signs in with a password (set here, as the welcome link would); a machine with its secret. */
async function callerFor(name: string): Promise<Caller> {
  const m = await made(name, USER_ADMIN);
  const hash = await hashPassword(TEST_PASSWORD);
  if (!m.credentials) await p.db.update(users).set({ passwordHash: hash }).where(eq(users.id, m.id));
  const [id, secret] = m.credentials
    ? [m.credentials.clientId, m.credentials.clientSecret]
    : [m.email, TEST_PASSWORD];
  return { ...m, token: await p.tokenFor(FIRM, id, secret) };
}

/** A confirmed authenticator, as the MFA area leaves it after enrolment. */
async function enrolMfa(userId: string) {
  await p.db
    .insert(mfaEnrolments)
    .values({ userId, firmId: FIRM, secret: 'x', confirmedAt: new Date() })
    .onConflictDoNothing();
  await p.db.update(users).set({ mfaEnabled: true }).where(eq(users.id, userId));
}

beforeAll(async () => {
  p = await startTestPlatform();
  await createFirm(p.db, FIRM);
  const branch = await createNode(p.db, FIRM, '0', 'Branch');
  leaf = await createNode(p.db, FIRM, branch.path, 'Leaf');
  await createUser(p.db, FIRM, { email: 'firm-admin@priv.test' });
  firmAdmin = await p.tokenFor(FIRM, 'firm-admin@priv.test', TEST_PASSWORD);
  for (const name of CALLERS) callers[name] = await callerFor(name);
  for (const name of STRONG_ALL) targets[name] = await made(name, ALL_SCOPES);
  for (const name of WEAKER) targets[name] = await made(name, WEAK);
  for (const t of Object.values(targets)) {
    if (t.userType === 'User') {
      await enrolMfa(t.id);
      await p.request('POST', '/reset', { body: { email: t.email } });
    }
  }
});
afterAll(() => p.close());

/** Outside the caller's subtree is 404 (as a read is); inside it, holding more than the caller is 403. */
const refusal = (caller: Caller, target: Someone) =>
  caller.node === 'leaf' && target.node === 'root' ? 404 : 403;
const rowOf = async (id: string) => (await p.db.select().from(users).where(eq(users.id, id)))[0];

describe.each(CALLERS)('a user administrator without Firm Management (%s)', (callerName) => {
  const caller = () => callers[callerName];

  const CHANGES = [
    ['the e-mail', () => ({ email: 'taken-over@evil.test' })],
    ['the name', () => ({ name: 'Mine now' })],
    ['the status', () => ({ status: 'Suspended' })],
    ['the type', (t: { userType: string }) => ({ userType: t.userType === 'User' ? 'Machine' : 'User' })],
  ] as const;
  it.each(STRONG_ALL.flatMap((t) => CHANGES.map(([what, body]) => [what, t, body] as const)))(
    'when they change %s of %s, then it is refused and the user is unchanged',
    async (_what, targetName, bodyFor) => {
      const target = targets[targetName];
      const before = await rowOf(target.id);
      const res = await p.request('PUT', `/user/${FIRM}/${target.id}`, {
        token: caller().token,
        body: bodyFor(target),
      });
      expect(res.status).toBe(refusal(caller(), target));
      if (res.status === 403)
        expect(res.body.error.errorMessage).toMatch(/holds permissions you do not hold/);
      if (res.status === 404) expect(res.body.error.errorMessage).not.toContain(target.id);
      expect(await rowOf(target.id)).toEqual(before);
    },
  );

  it.each(STRONG_ALL.filter((t) => t.includes('machine')))(
    'when they rotate the credentials of %s, then it is refused and its secret is untouched',
    async (targetName) => {
      const target = targets[targetName];
      const [before] = await p.db
        .select()
        .from(machineCredentials)
        .where(eq(machineCredentials.userId, target.id));
      const res = await p.request('POST', `/user/credentials/${FIRM}/${target.id}`, {
        token: caller().token,
      });
      expect(res.status).toBe(refusal(caller(), target));
      expect(JSON.stringify(res.body)).not.toContain('keel_ms_');
      const [after] = await p.db
        .select()
        .from(machineCredentials)
        .where(eq(machineCredentials.userId, target.id));
      expect(after).toEqual(before);
    },
  );

  it.each(STRONG_ALL.filter((t) => t.includes('person')))(
    'when they remove the MFA of %s, then it is refused and the authenticator stays',
    async (targetName) => {
      const target = targets[targetName];
      const res = await p.request('DELETE', `/user/mfa/${FIRM}/${target.id}`, { token: caller().token });
      expect(res.status).toBe(refusal(caller(), target));
      expect(await p.db.$count(mfaEnrolments, eq(mfaEnrolments.userId, target.id))).toBe(1);
      expect((await rowOf(target.id)).mfaEnabled).toBe(true);
    },
  );

  it('when they read the outbox, then no mail to a stronger user shows, even asked for by address, and the count agrees', async () => {
    const res = await p.request('GET', `/outbox/${FIRM}?pageSize=500`, { token: caller().token });
    expect(res.status).toBe(200);
    const recipients = res.body.data.map((m: { recipient: string }) => m.recipient);
    for (const t of STRONG) expect(recipients).not.toContain(targets[t].email);
    expect(recipients).toContain(targets['a weaker person at the leaf'].email);
    expect(res.body.meta.count).toBe(res.body.data.length);
    for (const t of STRONG) {
      const one = await p.request(
        'GET',
        `/outbox/${FIRM}?recipient=${encodeURIComponent(targets[t].email)}`,
        {
          token: caller().token,
        },
      );
      expect(one.body.data).toEqual([]);
      expect(one.body.meta.count).toBe(0);
    }
  });

  it('when they change their own type, then 403 and they stay as they were', async () => {
    const { token, id, userType } = caller();
    const res = await p.request('PUT', `/user/${FIRM}/${id}`, {
      token,
      body: { userType: userType === 'User' ? 'Machine' : 'User' },
    });
    expect(res.status).toBe(403);
    expect((await rowOf(id)).userType).toBe(userType);
  });

  it('when they create a user holding more than they do, then 403 and nobody is created', async () => {
    const before = await p.db.$count(users);
    const res = await p.request('POST', '/user', {
      token: caller().token,
      body: {
        firmId: FIRM,
        userType: 'Machine',
        name: 'Root',
        email: 'root-robot@priv.test',
        nodeId: leaf.id,
        scopes: ALL_SCOPES,
      },
    });
    expect(res.status).toBe(403);
    expect(await p.db.$count(users)).toBe(before);
  });

  it('when they act on a weaker user in their subtree or on themself, then it is allowed as before', async () => {
    const { token, id } = caller();
    const person = targets['a weaker person at the leaf'];
    const machine = targets['a weaker machine at the leaf'];
    const put = await p.request('PUT', `/user/${FIRM}/${person.id}`, {
      token,
      body: { name: `By ${callerName}` },
    });
    expect(put.status).toBe(200);
    expect((await rowOf(person.id)).name).toBe(`By ${callerName}`);
    expect(
      (await p.request('PUT', `/user/${FIRM}/${id}`, { token, body: { name: callerName } })).status,
    ).toBe(200);

    await enrolMfa(person.id);
    const mfa = await p.request('DELETE', `/user/mfa/${FIRM}/${person.id}`, { token });
    expect(mfa.status).toBe(200);
    expect(await p.db.$count(mfaEnrolments, eq(mfaEnrolments.userId, person.id))).toBe(0);

    const rotated = await p.request('POST', `/user/credentials/${FIRM}/${machine.id}`, { token });
    expect(rotated.status).toBe(200);
    const { clientId, clientSecret } = rotated.body.data;
    expect(await p.tokenFor(FIRM, clientId, clientSecret)).toBeTruthy();

    const created = await p.request('POST', '/user', {
      token,
      body: {
        firmId: FIRM,
        userType: 'User',
        name: 'New',
        email: `new-${id}@priv.test`,
        nodeId: leaf.id,
        scopes: WEAK,
      },
    });
    expect(created.status).toBe(201);
    const mail = await p.request('GET', `/outbox/${FIRM}?recipient=new-${id}@priv.test`, { token });
    expect(mail.body.data).toHaveLength(1);
  });
});

describe('role presets', () => {
  it('when a user administrator edits a preset holding more than they do, or adds such a permission, then 403 and it is unchanged', async () => {
    const { token } = callers['a person at the root'];
    const before = await p.request('GET', `/user/preset/${FIRM}`, { token });
    const rename = await p.request('PUT', `/user/preset/${FIRM}/FIRMADMIN`, {
      token,
      body: { name: 'Adviser' },
    });
    expect(rename.status).toBe(403);
    const raise = await p.request('PUT', `/user/preset/${FIRM}/READONLY`, {
      token,
      body: { scopes: ALL_SCOPES },
    });
    expect(raise.status).toBe(403);
    expect((await p.request('GET', `/user/preset/${FIRM}`, { token })).body).toEqual(before.body);

    const narrowed = await p.request('PUT', `/user/preset/${FIRM}/READONLY`, {
      token: firmAdmin,
      body: { scopes: WEAK },
    });
    expect(narrowed.status).toBe(200);
    const allowed = await p.request('PUT', `/user/preset/${FIRM}/READONLY`, {
      token,
      body: { name: 'Viewer' },
    });
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.name).toBe('Viewer');
  });
});
