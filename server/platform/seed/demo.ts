import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ADVISER_SCOPES, ALL_SCOPES } from '../../../contract/permissions';
import { hashPassword } from '../users/passwords';
import type { Database, Tx } from '../db/connection';
import { accounts, assets, auditLog, clients, firmAssets, firms, nodes, prices, users } from '../db/schema';
import { buildAccounts } from './accounts';
import { allocateIds, bulkInsert } from './bulk-insert';
import { DEFAULT_CLIENTS, DEMO2_CLIENTS, DEMO2_FIRM_ID, DEMO_FIRM_ID, DEMO_USERS } from './demo-firms';
import { assetRows, priceRows } from './assets';
import { seedCalendar, type SeedCalendar } from './calendar';
import { buildClients } from './clients';
import { seedFeeGroups } from './groups';
import { buildClientHistories, type AuditSeedRow } from './history';
import { seedLedger } from './ledger';
import { seedDocuments } from './documents';
import { seedCapitalGains } from './capital-gains';
import { seedModels } from './models';
import { seedIllustrations } from './illustrations';
import { seedTransfers } from './transfers';
import { seedPensions } from './pensions';
import { seedNotifications } from './notifications';
import { seedOperations } from './operations';
import { seedFirmSettings } from './firm-settings';
import { Rng } from './random';
import { seedSettings } from './themes';

/**
 * The demo: firm DEMO1 (a node tree, a theme, feature flags, an administrator and an adviser, 200
 * clients of every type with accounts, histories and fee groups), firm DEMO2 (for isolation), and 50
 * instruments with three years of prices that both firms adopt. Every date counts back from the day it is
 * seeded (calendar.ts), so the demo is current on its first day; the same day gives the same records.
 */

/** A password for the demo users when DEMO_PASSWORD is not set; print it, it is not stored anywhere. */
export function generateDemoPassword(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * Seeds the demo unless DEMO1 exists. Returns whether it seeded. One transaction: all or nothing. `now` is
 * the moment it is seeded as (tests pin it; everyone else seeds as of now).
 */
export async function seedDemo(
  db: Database,
  opts: { password: string; clients?: number; now?: Date },
): Promise<boolean> {
  if (await demoExists(db)) return false;
  const cal = seedCalendar(opts.now);
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
    const demo1 = { firmId: DEMO_FIRM_ID, adminId, adviserId };
    const demo2 = { firmId: DEMO2_FIRM_ID, adminId: admin2Id, adviserId: admin2Id };
    const demo1Clients = opts.clients ?? DEFAULT_CLIENTS;
    const one = await seedClients(tx, rng, cal, demo1, demo1Clients, demo1Nodes.weights);
    const two = await seedClients(tx, new Rng(2), cal, demo2, DEMO2_CLIENTS, [['0', 1]]);
    const universe = await seedInstruments(tx, rng, [DEMO_FIRM_ID, DEMO2_FIRM_ID], cal);
    await seedLedger(tx, demo1, universe, cal);
    const groups = await seedFeeGroups(tx, new Rng(12), cal, one.rows, adminId);
    await seedAudit(tx, [...one.audits, ...two.audits, ...groups]);
    await seedFirmSettings(tx, {
      demo1: DEMO_FIRM_ID,
      demo2: DEMO2_FIRM_ID,
      adminId,
      admin2Id,
      clientFirmId: demo1Nodes.clientFirm,
    });
    await seedDocuments(tx, demo1, cal);
    await seedCapitalGains(tx, demo1, cal);
    await seedModels(tx, demo1, passwordHash, cal);
    await seedIllustrations(tx, demo1, cal);
    await seedTransfers(tx, demo1, cal);
    await seedPensions(tx, demo1, cal);
    await seedOperations(tx, demo1, cal);
    // Last: the inbox's reconciliation pass sees everything seeded above.
    await seedNotifications(tx, demo1, cal);
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

/** A firm's clients with their change histories (returned, to be written with the rest) and accounts. */
async function seedClients(
  tx: Tx,
  rng: Rng,
  calendar: SeedCalendar,
  firm: { firmId: string; adminId: string; adviserId: string },
  count: number,
  nodeWeights: [string, number][],
) {
  const ids = await allocateIds(tx, count);
  const plan = { firmId: firm.firmId, ids, nodes: nodeWeights, actorId: firm.adminId, calendar };
  const rows = buildClients(plan, rng);
  const audits = buildClientHistories(new Rng(11), calendar, rows, firm);
  await bulkInsert(tx, clients, rows);
  await bulkInsert(tx, accounts, buildAccounts(rng, rows, calendar));
  return { rows, audits };
}

/** Audit rows in the order the changes happened, as the platform would have numbered them. */
async function seedAudit(tx: Tx, rows: AuditSeedRow[]) {
  const ordered = [...rows].sort((a, b) => a.at!.getTime() - b.at!.getTime());
  await bulkInsert(tx, auditLog, ordered);
}

async function seedInstruments(tx: Tx, rng: Rng, firmIds: string[], cal: SeedCalendar) {
  const rows = assetRows(rng);
  const inserted = await tx.insert(assets).values(rows).returning({ id: assets.id, isin: assets.isin });
  const idByIsin = new Map(inserted.map((r) => [r.isin, r.id]));
  const withIds = rows.map((r) => ({ ...r, id: idByIsin.get(r.isin)! }));
  await tx
    .insert(firmAssets)
    .values(firmIds.flatMap((firmId) => withIds.map((a) => ({ firmId, assetId: a.id }))));
  const priced = priceRows(rng, withIds, cal);
  await bulkInsert(tx, prices, priced);
  return { assets: withIds, prices: priced };
}
