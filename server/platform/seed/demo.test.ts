import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ZCreateClient } from '../../../contract/clients';
import { CLIENT_TYPES, WRAPPER_TYPES } from '../../../contract/enums';
import { ZTheme } from '../../../contract/theme';
import { ADVISER_SCOPES, ALL_SCOPES } from '../../../contract/permissions';
import { NINO_PATTERN, UK_POSTCODE_PATTERN, ageOn } from '../../../contract/validation';
import { verifyPassword } from '../users/passwords';
import type { DatabaseHandle } from '../db/connection';
import {
  accounts,
  assets,
  clients,
  firmAssets,
  firmFeatures,
  firms,
  nodeSettings,
  clientMessages,
  generatedFiles,
  jobItems,
  jobs,
  models,
  modelVersions,
  nodes,
  portfolioTransactions,
  prices,
  users,
  webhookConfigs,
  webhookDeliveries,
} from '../db/schema';
import { DEMO_WEBHOOK_URL } from './operations';
import { toCreateShape } from '../clients/columns';
import { seedDemo } from './demo';
import { DEFAULT_CLIENTS, DEMO2_CLIENTS, DEMO2_FIRM_ID, DEMO_FIRM_ID, DEMO_USERS } from './demo-firms';
import { ASSET_SPECS } from './assets';
import { isValidIsin, isinCheckDigit } from './random';
import { createTestDatabase } from '../testing/test-database';
import { taxYearOf, taxYearStarting } from '../../../contract/dates';
import { clientCgtReport } from '../tax/service';
import { londonToday } from '../ledger';
import { CGT_CLIENT, CGT_CLIENTS } from './capital-gains';
import { DFM_USER, SEEDED_MODELS } from './models';
import { accountDrift } from '../models/drift';

const PASSWORD = 'demo-password-for-tests';

describe('seedDemo', () => {
  let handle: DatabaseHandle;
  let seeded: boolean;
  beforeAll(async () => {
    handle = await createTestDatabase();
    seeded = await seedDemo(handle.db, { password: PASSWORD });
  });
  afterAll(() => handle?.close());

  const count = async (table: PgTable) =>
    (await handle.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

  it('when seeded twice, then the second run changes nothing and says so', async () => {
    expect(seeded).toBe(true);
    const before = [await count(clients), await count(accounts), await count(users), await count(prices)];
    expect(await seedDemo(handle.db, { password: PASSWORD })).toBe(false);
    expect([await count(clients), await count(accounts), await count(users), await count(prices)]).toEqual(
      before,
    );
  });

  it('when seeded, then DEMO1 has its clients of all four types and DEMO2 its own', async () => {
    const rows = await handle.db
      .select({ firmId: clients.firmId, clientType: clients.clientType, n: sql<number>`count(*)::int` })
      .from(clients)
      .groupBy(clients.firmId, clients.clientType);
    const demo1 = rows.filter((r) => r.firmId === DEMO_FIRM_ID);
    expect(demo1.reduce((s, r) => s + r.n, 0)).toBe(DEFAULT_CLIENTS + CGT_CLIENTS);
    expect(demo1.map((r) => r.clientType).sort()).toEqual([...CLIENT_TYPES].sort());
    const individuals = demo1.find((r) => r.clientType === 'Individual')!.n;
    expect(individuals).toBeGreaterThan(100);
    expect(rows.filter((r) => r.firmId === DEMO2_FIRM_ID).reduce((s, r) => s + r.n, 0)).toBe(DEMO2_CLIENTS);
    expect((await handle.db.select().from(firms).orderBy(asc(firms.id))).map((f) => f.id)).toEqual([
      DEMO_FIRM_ID,
      DEMO2_FIRM_ID,
    ]);
  });

  it('when seeded, then every client is a valid create-client record for its type', async () => {
    const rows = await handle.db.select().from(clients);
    for (const row of rows) {
      const parsed = ZCreateClient.safeParse(toCreateShape(row));
      expect(parsed.error?.issues ?? [], `${row.id} ${row.clientType}`).toEqual([]);
      if (row.clientType === 'Individual') {
        expect(row.name).toBe(`${row.firstName} ${row.surname}`);
        expect(row.profile.nationalInsuranceNo).toMatch(NINO_PATTERN);
        expect(ageOn(row.dateOfBirth!)).toBeGreaterThanOrEqual(18);
      }
      const address = row.profile.addressDetail as { postCode: string };
      expect(address.postCode).toMatch(UK_POSTCODE_PATTERN);
      expect(row.createdBy).toMatch(/^[0-9A-Z]{7}$/);
    }
  });

  it('when seeded, then every minor is under 18 with an Individual parent in the same firm', async () => {
    const rows = await handle.db.select().from(clients).where(eq(clients.clientType, 'Individual Minor'));
    expect(rows.length).toBeGreaterThan(0);
    const byId = new Map((await handle.db.select().from(clients)).map((c) => [c.id, c]));
    for (const minor of rows) {
      expect(ageOn(minor.dateOfBirth!)).toBeLessThan(18);
      const parent = byId.get(minor.parentId!);
      expect(parent?.clientType).toBe('Individual');
      expect(parent?.firmId).toBe(minor.firmId);
    }
  });

  it('when seeded, then related parties of companies and trusts are individuals of the same firm', async () => {
    const all = await handle.db.select().from(clients);
    const byId = new Map(all.map((c) => [c.id, c]));
    const organisations = all.filter((c) => c.clientType === 'Corporate' || c.clientType === 'Trust');
    for (const org of organisations) {
      const parties = org.profile.relatedParties as { clientId: string; role: string }[];
      expect(parties.map((p) => p.role)).toContain(org.clientType === 'Corporate' ? 'Director' : 'Trustee');
      for (const p of parties) {
        expect(byId.get(p.clientId)?.clientType).toBe('Individual');
        expect(byId.get(p.clientId)?.firmId).toBe(org.firmId);
      }
    }
  });

  it('when seeded, then accounts of several wrapper types belong to their client and node', async () => {
    const rows = await handle.db
      .select({
        a: accounts,
        clientNode: clients.nodeId,
        clientType: clients.clientType,
        clientFirm: clients.firmId,
      })
      .from(accounts)
      .innerJoin(clients, eq(clients.id, accounts.clientId));
    const wrappers = new Set(rows.map((r) => r.a.wrapperType));
    for (const w of ['GIA', 'ISA', 'JISA', 'SIPP', 'Cash']) expect(wrappers).toContain(w);
    for (const { a, clientNode, clientType, clientFirm } of rows) {
      expect(WRAPPER_TYPES).toContain(a.wrapperType);
      expect(a.accountType).toBe(a.wrapperType === 'Cash' ? 'Cash' : 'Wrapper');
      expect([a.nodeId, a.firmId]).toEqual([clientNode, clientFirm]);
      if (a.wrapperType === 'JISA') expect(clientType).toBe('Individual Minor');
      if (['ISA', 'SIPP', 'Pension'].includes(a.wrapperType)) expect(clientType).toBe('Individual');
      expect(a.details.wrapperDetail).toMatchObject({ advised: true, trust: clientType === 'Trust' });
    }
    const jisas = rows.filter((r) => r.a.wrapperType === 'JISA').map((r) => r.a.clientId);
    expect(new Set(jisas).size).toBe(jisas.length);
    const active = rows.filter((r) => r.a.status === 'Active').length;
    expect(active / rows.length).toBeGreaterThan(0.5);
  });

  it('when seeded, then the node tree has paths from the root and a valid theme at the root', async () => {
    const rows = await handle.db.select().from(nodes).where(eq(nodes.firmId, DEMO_FIRM_ID));
    const byId = new Map(rows.map((n) => [n.id, n]));
    expect(byId.get('0')?.path).toBe('0');
    expect(new Set(rows.map((n) => n.nodeType))).toEqual(
      new Set(['Default', 'Business Stream', 'Client Firm']),
    );
    for (const n of rows.filter((r) => r.id !== '0'))
      expect(n.path).toBe(`${byId.get(n.parentNodeId!)!.path}/${n.id}`);
    const clientNodes = await handle.db
      .selectDistinct({ nodeId: clients.nodeId })
      .from(clients)
      .where(eq(clients.firmId, DEMO_FIRM_ID));
    expect(clientNodes.length).toBe(rows.length);
    const themes = await handle.db.select().from(nodeSettings).where(eq(nodeSettings.kind, 'theme'));
    for (const t of themes) expect(ZTheme.strict().parse(t.data)).toEqual(t.data);
    const root = themes.find((t) => t.firmId === DEMO_FIRM_ID && t.nodeId === '0')!.data;
    expect(root).toMatchObject({
      windowTitle: 'Demo Wealth Management',
      footerCopyright: expect.any(String),
    });
    expect(await count(firmFeatures)).toBeGreaterThan(0);
    const configs = await handle.db.select().from(nodeSettings).where(eq(nodeSettings.kind, 'config'));
    // DEMO1's money arrives by itself (the simulated bank feed) and it charges a retail tariff; DEMO2, like
    // any new firm, has neither.
    expect(configs.map((c) => [c.firmId, c.nodeId, c.data])).toEqual([
      [
        DEMO_FIRM_ID,
        '0',
        {
          bankFeedSimulator: true,
          bankFeedDelaySeconds: 30,
          dealingChargeExchange: 5.95,
          collectStampDuty: true,
          collectPtmLevy: true,
          // The transfer counterparty simulator (seed/transfers.ts, decision 0801).
          transferSimulator: true,
        },
      ],
    ]);
  });

  it('when seeded, then DEMO1 has last quarter’s statements from a finished run and recent contract notes', async () => {
    const messages = await handle.db
      .select()
      .from(clientMessages)
      .where(eq(clientMessages.firmId, DEMO_FIRM_ID));
    const byType = (t: string) => messages.filter((m) => m.messageType === t);
    expect(byType('Statement')).toHaveLength(6);
    expect(byType('Contract Note')).toHaveLength(8);
    expect(messages.every((m) => m.fileId !== null)).toBe(true);
    expect(byType('Contract Note').filter((m) => m.status === 'Unread')).toHaveLength(2);
    expect(messages.every((m) => m.createdAt <= new Date())).toBe(true);
    const [job] = await handle.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.firmId, DEMO_FIRM_ID), eq(jobs.kind, 'valuationStatements')));
    expect(job).toMatchObject({ status: 'Completed', total: 6 });
    const items = await handle.db.select().from(jobItems).where(eq(jobItems.jobId, job.id));
    expect(items.map((i) => i.status)).toEqual(Array(6).fill('Succeeded'));
    const files = await handle.db.select({ id: generatedFiles.id }).from(generatedFiles);
    expect(files).toHaveLength(14);
  });

  it('when seeded, then the last business days have their scheduled runs, each step counting what the ledger shows was done that day', async () => {
    const runs = await handle.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.firmId, DEMO_FIRM_ID), eq(jobs.kind, 'scheduledRun')))
      .orderBy(asc(jobs.createdAt));
    expect(runs.length).toBeGreaterThan(0);
    for (const run of runs) {
      expect(run).toMatchObject({ status: 'Completed', createdBy: 'SCHEDULE' });
      expect(run.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
      const day = londonToday(run.createdAt);
      const items = await handle.db
        .select()
        .from(jobItems)
        .where(eq(jobItems.jobId, run.id))
        .orderBy(asc(jobItems.subjectName));
      expect(items.at(-1)).toMatchObject({ subjectId: 'exceptions', status: 'Succeeded' });
      const dealing = items.find((i) => i.subjectId === 'dealing');
      if (dealing) {
        const [{ n }] = await handle.db
          .select({ n: sql<number>`count(*)::int` })
          .from(portfolioTransactions)
          .where(
            sql`${portfolioTransactions.firmId} = ${DEMO_FIRM_ID} AND ${portfolioTransactions.transactionType} = 'Order'
              AND ${portfolioTransactions.status} = 'Completed' AND ${portfolioTransactions.completedDate} = ${day}`,
          );
        expect(dealing.outcome).toMatch(new RegExp(`^${n} orders? dealt`));
      }
    }
  });

  it('when seeded, then the transaction webhook is off, with a week of deliveries to the CRM: delivered, one retried, one set aside, each with its real body', async () => {
    const [config] = await handle.db
      .select()
      .from(webhookConfigs)
      .where(eq(webhookConfigs.firmId, DEMO_FIRM_ID));
    expect(config).toMatchObject({ kind: 'transaction', enabled: false, url: DEMO_WEBHOOK_URL });
    const sent = await handle.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.firmId, DEMO_FIRM_ID))
      .orderBy(asc(webhookDeliveries.queueOrder));
    expect(sent.length).toBeGreaterThan(3);
    const statuses = sent.map((d) => d.status);
    expect(statuses.filter((s) => s === 'SetAside')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'Delivered')).toHaveLength(sent.length - 1);
    expect(sent.filter((d) => d.attempts > 1 && d.status === 'Delivered')).toHaveLength(1);
    for (const d of sent) {
      const body = JSON.parse(d.body!);
      expect(body).toMatchObject({
        type: 'transaction.created',
        accountId: d.accountId,
        sequence: d.sequence,
      });
      expect(body.data).toMatchObject({
        id: (d.payload.transaction as { id: string }).id,
        firmId: DEMO_FIRM_ID,
      });
      expect(d.createdAt.getTime()).toBeLessThan(config.updatedAt.getTime());
    }
  });

  it('when seeded, then Eleanor Whitcombe’s dealing shows every rule of share matching, a loss and two tax years', async () => {
    const [client] = await handle.db.select().from(clients).where(eq(clients.surname, CGT_CLIENT.surname));
    const current = Number(taxYearOf(londonToday()).label.slice(0, 4));
    const period = { fromDate: taxYearStarting(current - 2).start, toDate: taxYearStarting(current - 1).end };
    const report = await clientCgtReport(handle.db, DEMO_FIRM_ID, client.id, period);
    expect(report.accounts.map((a) => a.wrapperType)).toEqual(['GIA', 'GIA']);
    expect(report.exemptAccounts.map((a) => a.wrapperType)).toEqual(['ISA']);
    const rules = new Set(report.disposals.flatMap((d) => d.matches.map((m) => m.rule)));
    expect([...rules].sort()).toEqual(['BED_AND_BREAKFAST', 'S104', 'SAME_DAY']);
    expect(report.disposals.some((d) => d.gain < 0)).toBe(true);
    expect(new Set(report.disposals.map((d) => d.taxYear)).size).toBe(2);
    // DEMO1's tariff charges stamp duty and dealing: the costs are part of every disposal's working.
    expect(report.disposals.every((d) => d.disposalCosts > 0)).toBe(true);
  });

  it('when seeded, then the demo users sign in with the password and carry their scopes', async () => {
    const rows = await handle.db.select().from(users).orderBy(asc(users.email));
    expect(rows.map((u) => [u.email, u.firmId])).toEqual([
      [DEMO_USERS.admin, DEMO_FIRM_ID],
      [DEMO_USERS.admin2, DEMO2_FIRM_ID],
      [DEMO_USERS.adviser, DEMO_FIRM_ID],
      [DFM_USER.email, DEMO_FIRM_ID],
    ]);
    for (const u of rows) {
      expect(await verifyPassword(u.passwordHash, PASSWORD)).toBe(true);
      expect(await verifyPassword(u.passwordHash, 'wrong')).toBe(false);
      expect([u.nodeId, u.userType, u.status]).toEqual(['0', 'User', 'Active']);
    }
    expect(rows.find((u) => u.email === DEMO_USERS.admin)!.scopes).toEqual(ALL_SCOPES);
    expect(rows.find((u) => u.email === DEMO_USERS.adviser)!.scopes).toEqual(ADVISER_SCOPES);
  });

  it('when seeded, then every instrument has a valid ISIN, is adopted by both firms and priced daily', async () => {
    const rows = await handle.db.select().from(assets);
    expect(rows).toHaveLength(ASSET_SPECS.length);
    for (const a of rows) expect(isValidIsin(a.isin), a.isin).toBe(true);
    expect(new Set(rows.map((a) => a.instrumentType))).toEqual(new Set(['Fund', 'ETF', 'Equity']));
    expect(await count(firmAssets)).toBe(2 * ASSET_SPECS.length);
    const perAsset = await handle.db
      .select({ n: sql<number>`count(*)::int`, first: sql<string>`min(${prices.priceDate})` })
      .from(prices)
      .groupBy(prices.assetId);
    expect(perAsset).toHaveLength(ASSET_SPECS.length);
    for (const p of perAsset) expect(p.n).toBeGreaterThan(240);
    const sample = await handle.db.select().from(prices).limit(500);
    for (const p of sample) {
      expect(p.price).toMatch(/^\d+\.\d{1,6}$/);
      expect(Number(p.price)).toBeGreaterThan(0);
      expect([0, 6]).not.toContain(new Date(`${p.priceDate}T00:00:00Z`).getUTCDay());
    }
  });
  it('when seeded, then DEMO1 has discretionary and advisory models with versions and followers, some drifted', async () => {
    const rows = await handle.db.select().from(models).where(eq(models.firmId, DEMO_FIRM_ID));
    expect(rows.map((m) => [m.name, m.type, m.status]).sort()).toEqual(
      SEEDED_MODELS.map((m) => [m.name, m.type, 'Active']).sort(),
    );
    const versions = await handle.db.select().from(modelVersions);
    expect(versions).toHaveLength(2 * SEEDED_MODELS.length);
    for (const v of versions.filter((v) => v.version === 2)) expect(v.change).toMatch(/^Cash /);
    const followers = await handle.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(sql`${accounts.modelId} is not null`);
    expect(followers).toHaveLength(SEEDED_MODELS.reduce((n, m) => n + m.followers, 0));
    const drift = await accountDrift(
      handle.db,
      DEMO_FIRM_ID,
      followers.map((f) => f.id),
    );
    const flags = [...drift.values()].map((d) => d.outOfTolerance);
    expect(flags).toContain(true);
    expect(flags).toContain(false);
  });
});

describe('seed identifiers', () => {
  it('when given real ISINs, then the check digit agrees', () => {
    expect(isinCheckDigit('US037833100')).toBe('5');
    expect(isValidIsin('GB0002634946')).toBe(true);
    expect(isValidIsin('GB0002634947')).toBe(false);
  });
});

describe('seedDemo determinism', () => {
  it('when two fresh databases are seeded on the same day, then they hold the same clients, prices and ledger', async () => {
    const now = new Date();
    const snapshot = async () => {
      const handle = await createTestDatabase();
      try {
        await seedDemo(handle.db, { password: PASSWORD, clients: 40, now });
        const rows = await handle.db
          .select({ id: clients.id, name: clients.name, dob: clients.dateOfBirth })
          .from(clients)
          .orderBy(asc(clients.id));
        const lastPrices = await handle.db
          .select()
          .from(prices)
          .orderBy(asc(prices.assetId), asc(prices.priceDate))
          .limit(30);
        const ledger = await handle.db
          .select({ id: portfolioTransactions.id, amount: portfolioTransactions.amount })
          .from(portfolioTransactions)
          .orderBy(asc(portfolioTransactions.id));
        return { rows, lastPrices, ledger, n: rows.length };
      } finally {
        await handle.close();
      }
    };
    const [a, b] = [await snapshot(), await snapshot()];
    expect(a.n).toBe(40 + CGT_CLIENTS + DEMO2_CLIENTS);
    expect(a.ledger.length).toBeGreaterThan(100);
    expect(b).toEqual(a);
    // Two whole demo seeds: about 10 s each quiet, past the 30 s per-test limit on a loaded machine. It checks
    // sameness, not speed.
  }, 120_000);
});
