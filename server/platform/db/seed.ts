import { randomBytes } from 'node:crypto';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TTheme } from '../../../contract/firm';
import { ADVISER_SCOPES, ALL_SCOPES } from '../../../contract/permissions';
import { hashPassword } from '../users/passwords';
import type { Database, Tx } from './connection';
import {
  accounts,
  assets,
  clients,
  firmAssets,
  firmFeatures,
  firms,
  nodeSettings,
  nodes,
  prices,
  users,
} from './schema';
import { buildAccounts } from './seed-accounts';
import { assetRows, priceRows } from './seed-assets';
import { buildClients } from './seed-clients';
import { seedLedger } from './seed-ledger';
import { seedFirmSettings } from './seed-firm-settings';
import { Rng } from './seed-random';

/**
 * The demo: firm DEMO1 (a node tree, a theme, feature flags, an administrator and an adviser, 200
 * clients of every type with accounts), firm DEMO2 (for isolation), and 50 instruments with a year of
 * prices that both firms adopt. Deterministic: the same database gets the same records every time.
 */

export const DEMO_FIRM_ID = 'DEMO1';
export const DEMO2_FIRM_ID = 'DEMO2';
export const DEMO_USERS = {
  admin: 'admin@demo1.keel',
  adviser: 'adviser@demo1.keel',
  admin2: 'admin@demo2.keel',
} as const;
export const DEFAULT_CLIENTS = 200;
export const DEMO2_CLIENTS = 12;

/** A password for the demo users when DEMO_PASSWORD is not set; print it, it is not stored anywhere. */
export function generateDemoPassword(): string {
  return randomBytes(12).toString('base64url');
}

/** Seeds the demo unless DEMO1 exists. Returns whether it seeded. One transaction: all or nothing. */
export async function seedDemo(db: Database, opts: { password: string; clients?: number }): Promise<boolean> {
  if (await demoExists(db)) return false;
  const passwordHash = await hashPassword(opts.password);
  return db.transaction(async (tx) => {
    // Claim the firm first: a second process seeding at the same moment waits here, then finds it taken.
    const claimed = await tx
      .insert(firms)
      .values({ id: DEMO_FIRM_ID, name: 'Demo Wealth Management' })
      .onConflictDoNothing()
      .returning({ id: firms.id });
    if (!claimed.length) return false;
    await tx.insert(firms).values({ id: DEMO2_FIRM_ID, name: 'Second Demo Firm' });

    const [adminId, adviserId, admin2Id] = await allocateIds(tx, 3);
    await seedUsers(tx, passwordHash, { adminId, adviserId, admin2Id });
    const demo1Nodes = await seedDemo1Nodes(tx, adminId);
    await seedNode(tx, DEMO2_FIRM_ID, admin2Id, 'Second Demo Firm');
    await seedSettings(tx, adminId, admin2Id, demo1Nodes.clientFirm);

    const rng = new Rng(20261030);
    await seedClients(tx, rng, DEMO_FIRM_ID, adminId, opts.clients ?? DEFAULT_CLIENTS, demo1Nodes.weights);
    await seedClients(tx, new Rng(2), DEMO2_FIRM_ID, admin2Id, DEMO2_CLIENTS, [['0', 1]]);
    const universe = await seedInstruments(tx, rng, [DEMO_FIRM_ID, DEMO2_FIRM_ID]);
    await seedLedger(tx, { firmId: DEMO_FIRM_ID, adminId, adviserId }, universe);
    await seedFirmSettings(tx, {
      demo1: DEMO_FIRM_ID,
      demo2: DEMO2_FIRM_ID,
      adminId,
      admin2Id,
      clientFirmId: demo1Nodes.clientFirm,
    });
    return true;
  });
}

async function demoExists(db: Database): Promise<boolean> {
  const rows = await db
    .select({ id: firms.id })
    .from(firms)
    .where(sql`${firms.id} = ${DEMO_FIRM_ID}`);
  return rows.length > 0;
}

/** Ids from keel_id(), taken up front so records can point at each other before they are inserted. */
export async function allocateIds(tx: Tx, n: number): Promise<string[]> {
  if (n === 0) return [];
  const result = await tx.execute(
    sql`SELECT keel_id() AS id FROM generate_series(1, ${n}::int) AS g ORDER BY g`,
  );
  return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}

/**
 * Inserts many rows in one statement with one parameter: the rows as a JSON array, unpacked by
 * jsonb_to_recordset. Several times faster than multi-row VALUES on PGlite, and no parameter limit.
 */
export async function bulkInsert<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  if (!rows.length) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0]);
  const names = sql.join(
    keys.map((k) => sql.identifier(columns[k].name)),
    sql`, `,
  );
  const types = sql.join(
    keys.map((k) => sql`${sql.identifier(columns[k].name)} ${sql.raw(columns[k].getSQLType())}`),
    sql`, `,
  );
  const json = JSON.stringify(
    rows.map((r) =>
      Object.fromEntries(keys.map((k) => [columns[k].name, (r as Record<string, unknown>)[k]])),
    ),
  );
  await tx.execute(
    sql`INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset(${json}::jsonb) AS x(${types})`,
  );
}

async function seedUsers(
  tx: Tx,
  passwordHash: string,
  ids: { adminId: string; adviserId: string; admin2Id: string },
) {
  const user = (id: string, firmId: string, email: string, name: string, scopes: typeof ALL_SCOPES) => ({
    id,
    firmId,
    nodeId: '0',
    userType: 'User' as const,
    name,
    email,
    passwordHash,
    scopes,
    createdBy: id,
    updatedBy: id,
  });
  await tx.insert(users).values([
    user(ids.adminId, DEMO_FIRM_ID, DEMO_USERS.admin, 'Morgan Ellis', ALL_SCOPES),
    {
      ...user(ids.adviserId, DEMO_FIRM_ID, DEMO_USERS.adviser, 'Priya Shah', ADVISER_SCOPES),
      createdBy: ids.adminId,
    },
    user(ids.admin2Id, DEMO2_FIRM_ID, DEMO_USERS.admin2, 'Jordan Blake', ALL_SCOPES),
  ]);
}

type NodeType = 'Default' | 'Business Stream' | 'Client Firm';

async function seedNode(
  tx: Tx,
  firmId: string,
  actorId: string,
  name: string,
  id = '0',
  parent?: { id: string; path: string },
  nodeType: NodeType = 'Default',
) {
  const path = parent ? `${parent.path}/${id}` : id;
  await tx.insert(nodes).values({
    firmId,
    id,
    parentNodeId: parent?.id ?? null,
    nodeType,
    name,
    path,
    createdBy: actorId,
    updatedBy: actorId,
  });
  return { id, path };
}

/** DEMO1's tree: root, two business streams, and a client firm under the first. */
async function seedDemo1Nodes(tx: Tx, actorId: string) {
  const [privateId, workplaceId, harbourId] = await allocateIds(tx, 3);
  const root = await seedNode(tx, DEMO_FIRM_ID, actorId, 'Demo Wealth Management');
  const privateClients = await seedNode(
    tx,
    DEMO_FIRM_ID,
    actorId,
    'Private Clients',
    privateId,
    root,
    'Business Stream',
  );
  const workplace = await seedNode(
    tx,
    DEMO_FIRM_ID,
    actorId,
    'Workplace Savings',
    workplaceId,
    root,
    'Business Stream',
  );
  const clientFirm = await seedNode(
    tx,
    DEMO_FIRM_ID,
    actorId,
    'Harbour Financial Planning',
    harbourId,
    privateClients,
    'Client Firm',
  );
  const weights: [string, number][] = [
    [root.id, 20],
    [privateClients.id, 35],
    [workplace.id, 20],
    [clientFirm.id, 25],
  ];
  return { clientFirm: clientFirm.id, weights };
}

const DEMO1_THEME: TTheme = {
  windowTitle: 'Demo Wealth Management',
  footerCopyright:
    '© 2026 Demo Wealth Management Ltd. Authorised and regulated by the Financial Conduct Authority.',
  backgroundColor: '#1d1739',
  backgroundColorContrast: '#ffffff',
  brandColor: '#f85c88',
  ctaColor: '#0573a9',
  ctaColorContrast: '#ffffff',
  orderExecutionPolicyUrl: 'https://demo1.example.com/order-execution-policy',
};
const HARBOUR_THEME: TTheme = {
  windowTitle: 'Harbour Financial Planning',
  footerCopyright:
    '© 2026 Harbour Financial Planning LLP, an appointed representative of Demo Wealth Management Ltd.',
  brandColor: '#2a9d8f',
};
const DEMO2_THEME: TTheme = {
  windowTitle: 'Second Demo Firm',
  footerCopyright: '© 2026 Second Demo Firm plc',
  backgroundColor: '#0b3d2e',
  backgroundColorContrast: '#ffffff',
  brandColor: '#e9c46a',
  ctaColor: '#2a6f97',
  ctaColorContrast: '#ffffff',
};
const DEMO1_FEATURES = [
  'nodeThemes',
  'firmSetupAutomation',
  'clientGroups',
  'models',
  'illustrations',
  'crystallisation',
];

async function seedSettings(tx: Tx, adminId: string, admin2Id: string, clientFirmId: string) {
  const theme = (firmId: string, nodeId: string, data: TTheme, by: string) => ({
    firmId,
    nodeId,
    kind: 'theme' as const,
    data,
    createdBy: by,
    updatedBy: by,
  });
  await tx
    .insert(nodeSettings)
    .values([
      theme(DEMO_FIRM_ID, '0', DEMO1_THEME, adminId),
      theme(DEMO_FIRM_ID, clientFirmId, HARBOUR_THEME, adminId),
      theme(DEMO2_FIRM_ID, '0', DEMO2_THEME, admin2Id),
    ]);
  await tx
    .insert(firmFeatures)
    .values([
      ...DEMO1_FEATURES.map((name) => ({ firmId: DEMO_FIRM_ID, name, enabled: true })),
      { firmId: DEMO_FIRM_ID, name: 'investorPortal', enabled: false },
      { firmId: DEMO2_FIRM_ID, name: 'nodeThemes', enabled: true },
    ]);
}

async function seedClients(
  tx: Tx,
  rng: Rng,
  firmId: string,
  actorId: string,
  count: number,
  nodeWeights: [string, number][],
) {
  const ids = await allocateIds(tx, count);
  const rows = buildClients({ firmId, ids, nodes: nodeWeights, actorId }, rng);
  await bulkInsert(tx, clients, rows);
  await bulkInsert(tx, accounts, buildAccounts(rng, rows));
}

async function seedInstruments(tx: Tx, rng: Rng, firmIds: string[]) {
  const rows = assetRows(rng);
  const inserted = await tx.insert(assets).values(rows).returning({ id: assets.id, isin: assets.isin });
  const idByIsin = new Map(inserted.map((r) => [r.isin, r.id]));
  const withIds = rows.map((r) => ({ ...r, id: idByIsin.get(r.isin)! }));
  await tx
    .insert(firmAssets)
    .values(firmIds.flatMap((firmId) => withIds.map((a) => ({ firmId, assetId: a.id }))));
  const priced = priceRows(rng, withIds);
  await bulkInsert(tx, prices, priced);
  return { assets: withIds, prices: priced };
}
