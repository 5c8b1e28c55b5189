import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ZCreateClient } from '../../../contract/clients';
import { CLIENT_TYPES } from '../../../contract/enums';
import { NINO_PATTERN, ageOn } from '../../../contract/validation';
import { toCreateShape } from '../clients/columns';
import type { DatabaseHandle } from '../db/connection';
import { clients } from '../db/schema';
import { CGT_CLIENTS } from './capital-gains';
import { seedDemo } from './demo';
import { DEMO2_FIRM_ID, DEMO_FIRM_ID } from './demo-firms';
import { fastIdsAgree, growFirm, withoutPlainIndexes } from './grow';
import { createTestDatabase } from '../testing/test-database';

describe('growFirm', () => {
  let handle: DatabaseHandle;
  let seededIds: Set<string>;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await seedDemo(handle.db, { password: 'demo-password-for-tests', clients: 20 });
    seededIds = new Set((await handle.db.select({ id: clients.id }).from(clients)).map((r) => r.id));
    await growFirm(handle.db, DEMO_FIRM_ID, 1000);
  });
  afterAll(() => handle?.close());

  const grown = async () =>
    (await handle.db.select().from(clients).where(eq(clients.firmId, DEMO_FIRM_ID))).filter(
      (r) => !seededIds.has(r.id),
    );

  it('when a firm is grown, then it has that many more clients of all four types', async () => {
    const rows = await handle.db
      .select({ clientType: clients.clientType, n: sql<number>`count(*)::int` })
      .from(clients)
      .where(eq(clients.firmId, DEMO_FIRM_ID))
      .groupBy(clients.clientType);
    expect(rows.reduce((s, r) => s + r.n, 0)).toBe(20 + CGT_CLIENTS + 1000);
    expect(rows.map((r) => r.clientType).sort()).toEqual([...CLIENT_TYPES].sort());
  });

  it('when a firm is grown, then every new client is a valid record and minors have adult parents', async () => {
    const all = await handle.db.select().from(clients).where(eq(clients.firmId, DEMO_FIRM_ID));
    const byId = new Map(all.map((c) => [c.id, c]));
    const rows = await grown();
    expect(rows).toHaveLength(1000);
    for (const row of rows) {
      expect(
        ZCreateClient.safeParse(toCreateShape(row)).error?.issues ?? [],
        `${row.id} ${row.clientType}`,
      ).toEqual([]);
      expect(row.id).toMatch(/^[0-9A-Z]{7}$/);
      if (row.clientType === 'Individual') expect(row.profile.nationalInsuranceNo).toMatch(NINO_PATTERN);
      if (row.clientType === 'Individual Minor') {
        expect(ageOn(row.dateOfBirth!)).toBeLessThan(18);
        expect(byId.get(row.parentId!)?.clientType).toBe('Individual');
        expect(byId.get(row.parentId!)?.surname).toBe(row.surname);
      }
    }
    expect(new Set(rows.map((r) => r.name)).size).toBeGreaterThan(500);
    expect(new Set(rows.map((r) => r.nodeId)).size).toBe(4);
  });

  it('when a firm is grown, then nobody joined before they were born or after today', async () => {
    for (const row of await grown()) {
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
      if (row.dateOfBirth)
        expect(
          row.dateOfBirth < row.createdAt.toISOString().slice(0, 10),
          `${row.id} ${row.clientType}`,
        ).toBe(true);
    }
  });

  it('when ids are made in bulk, then they are the ones keel_id() makes and later ids do not collide', async () => {
    expect(await fastIdsAgree(handle.db)).toBe(true);
    const [{ id }] = await handle.db
      .insert(clients)
      .values({
        firmId: DEMO2_FIRM_ID,
        nodeId: '0',
        clientType: 'Trust',
        status: 'Active',
        name: 'T',
        createdBy: 't',
        updatedBy: 't',
      })
      .returning({ id: clients.id });
    expect(id).toMatch(/^[0-9A-Z]{7}$/);
  });

  it('when a load runs without the plain indexes, then they are all rebuilt afterwards', async () => {
    const indexes = async () =>
      (
        (await handle.db.execute(
          sql`SELECT indexname FROM pg_indexes WHERE tablename = 'clients' ORDER BY 1`,
        )) as unknown as {
          rows: { indexname: string }[];
        }
      ).rows.map((r) => r.indexname);
    const before = await indexes();
    let during: string[] = [];
    await handle.db.transaction((tx) =>
      withoutPlainIndexes(tx, async () => {
        during = (
          (await tx.execute(
            sql`SELECT indexname FROM pg_indexes WHERE tablename = 'clients'`,
          )) as unknown as {
            rows: { indexname: string }[];
          }
        ).rows.map((r) => r.indexname);
      }),
    );
    expect(before.length).toBeGreaterThan(3);
    expect(during).toEqual(['clients_pkey']);
    expect(await indexes()).toEqual(before);
  });

  it('when the firm does not exist, then growing it fails', async () => {
    await expect(growFirm(handle.db, 'NOPE', 10)).rejects.toThrow(/does not exist/);
  });
});
