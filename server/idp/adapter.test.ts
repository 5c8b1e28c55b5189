import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../platform/db/connection';
import { createTestDatabase } from '../platform/testing/test-database';
import { DatabaseAdapter } from './adapter';
import { loadSigningKeys } from './keys';

let database: DatabaseHandle;
const adapter = (kind: string) => new DatabaseAdapter(database.db, kind);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

describe('the IdP storage adapter', () => {
  it('when a payload is stored, then it is found by id, uid and user code, and only under its own kind', async () => {
    await adapter('Session').upsert('s1', { uid: 'u1', accountId: 'A' }, 60);
    await adapter('DeviceCode').upsert('d1', { userCode: 'UC-1' }, 60);
    expect(await adapter('Session').find('s1')).toMatchObject({ accountId: 'A' });
    expect(await adapter('Session').findByUid('u1')).toMatchObject({ accountId: 'A' });
    expect(await adapter('DeviceCode').findByUserCode('UC-1')).toMatchObject({ userCode: 'UC-1' });
    expect(await adapter('Grant').find('s1')).toBeUndefined();
  });

  it('when a payload is stored again, then the new one replaces it', async () => {
    await adapter('Session').upsert('s2', { accountId: 'A' }, 60);
    await adapter('Session').upsert('s2', { accountId: 'B' }, 60);
    expect(await adapter('Session').find('s2')).toMatchObject({ accountId: 'B' });
  });

  it('when a payload has expired, then it is not found', async () => {
    await adapter('AuthorizationCode').upsert('c1', { accountId: 'A' }, 60);
    await adapter('AuthorizationCode').upsert('c2', { accountId: 'A' }, -1);
    expect(await adapter('AuthorizationCode').find('c1')).toBeDefined();
    expect(await adapter('AuthorizationCode').find('c2')).toBeUndefined();
  });

  it('when a token is consumed, then it is found with its consumed time', async () => {
    await adapter('RefreshToken').upsert('r1', { grantId: 'g1' }, 60);
    await adapter('RefreshToken').consume('r1');
    const found = await adapter('RefreshToken').find('r1');
    expect(typeof found?.consumed).toBe('number');
  });

  it('when a grant is revoked, then every token of it goes, and others stay', async () => {
    await adapter('RefreshToken').upsert('r2', { grantId: 'g2' }, 60);
    await adapter('AuthorizationCode').upsert('c3', { grantId: 'g2' }, 60);
    await adapter('RefreshToken').upsert('r3', { grantId: 'g3' }, 60);
    await adapter('Grant').revokeByGrantId('g2');
    expect(await adapter('RefreshToken').find('r2')).toBeUndefined();
    expect(await adapter('AuthorizationCode').find('c3')).toBeUndefined();
    expect(await adapter('RefreshToken').find('r3')).toBeDefined();
  });

  it('when a payload is destroyed, then it is gone', async () => {
    await adapter('Interaction').upsert('i1', { accountId: 'A' }, 60);
    await adapter('Interaction').destroy('i1');
    expect(await adapter('Interaction').find('i1')).toBeUndefined();
  });
});

describe('the signing keys', () => {
  it('when the IdP starts twice, then the key made the first time is the key used the second time', async () => {
    const first = await loadSigningKeys(database.db);
    const second = await loadSigningKeys(database.db);
    expect(first).toHaveLength(1);
    expect(second[0].kid).toBe(first[0].kid);
    expect(first[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
  });
});
