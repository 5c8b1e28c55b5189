import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ADVISER_SCOPES } from '../../../contract/permissions';
import type { Tx } from '../db/connection';
import { accounts, models, modelComponents, modelVersions, users } from '../db/schema';
import { dec, Decimal, valueAccount, ZERO } from '../ledger';
import { allocateIds } from './bulk-insert';
import type { SeedCalendar } from './calendar';

/**
 * DEMO1's model portfolios (issue 17, decision 0704): two discretionary models and two advisory ones, each
 * built from the weights of one of DEMO1's funded GIAs or ISAs (so that account sits inside its band) and
 * followed by a few others (which, holding other funds, drift beyond it). Each model has a history: made by
 * one user, changed by another, and the discretionary ones activated by a third. The investment
 * committee user (DFM_USER) may write and activate discretionary models: the second pair of eyes.
 */
export const DFM_USER = { email: 'dfm@demo1.keel', name: 'Ruth Adeyemi' } as const;
export const SEEDED_MODELS = [
  { name: 'Cautious 40', type: 'Discretionary', riskLevel: 3, tolerance: '3', followers: 4 },
  { name: 'Growth 80', type: 'Discretionary', riskLevel: 6, tolerance: '5', followers: 4 },
  { name: 'Income Focus', type: 'Advisory', riskLevel: 4, tolerance: '5', followers: 2 },
  { name: 'Balanced Adviser', type: 'Advisory', riskLevel: 5, tolerance: '4', followers: 2 },
] as const;

const DFM_SCOPES = ADVISER_SCOPES.map((s) =>
  s.scope === 'Model' || s.scope === 'Advisory Model'
    ? { ...s, ranges: ['read' as const, 'readWrite' as const, 'action' as const] }
    : s,
);

export async function seedModels(
  tx: Tx,
  demo: { firmId: string; adminId: string; adviserId: string },
  passwordHash: string,
  cal: SeedCalendar,
) {
  const [dfmId] = await allocateIds(tx, 1);
  await tx.insert(users).values({
    id: dfmId,
    firmId: demo.firmId,
    nodeId: '0',
    userType: 'User',
    name: DFM_USER.name,
    email: DFM_USER.email,
    passwordHash,
    scopes: DFM_SCOPES,
    createdBy: demo.adminId,
    updatedBy: demo.adminId,
  });
  const funded = await fundedAccounts(tx, demo.firmId, cal.today);
  let next = 0;
  for (const [i, spec] of SEEDED_MODELS.entries()) {
    const group = funded.slice(next, next + spec.followers);
    next += spec.followers;
    if (!group.length) break;
    const targets = weightsOf(group[0]);
    const [made, changed] = [cal.at(cal.daysAgo(120 - i * 10), 9 * 60), cal.at(cal.daysAgo(30 - i), 14 * 60)];
    const discretionary = spec.type === 'Discretionary';
    const author = discretionary ? demo.adminId : demo.adviserId;
    const editor = discretionary ? dfmId : demo.adminId;
    const [modelId] = await allocateIds(tx, 1);
    await tx.insert(models).values({
      id: modelId,
      firmId: demo.firmId,
      nodeId: '0',
      name: spec.name,
      type: spec.type,
      status: 'Active',
      description: `${spec.name}: the demo's ${spec.type.toLowerCase()} model`,
      riskLevel: spec.riskLevel,
      tolerance: spec.tolerance,
      cashWeight: targets.cashWeight,
      // Created, changed, and (discretionary) activated by someone other than the editor.
      version: discretionary ? 3 : 2,
      createdAt: made,
      createdBy: author,
      updatedAt: changed,
      updatedBy: discretionary ? demo.adminId : editor,
    });
    await tx.insert(modelComponents).values(targets.components.map((c) => ({ modelId, ...c })));
    const first = firstDraft(targets);
    await tx.insert(modelVersions).values([
      { modelId, version: 1, ...first, changedBy: author, changedAt: made, change: 'Created' },
      {
        modelId,
        version: 2,
        ...targets,
        changedBy: editor,
        changedAt: changed,
        change: `Cash ${dec(first.cashWeight).toString()} % → ${dec(targets.cashWeight).toString()} %`,
      },
    ]);
    await tx
      .update(accounts)
      .set({ modelId })
      .where(
        inArray(
          accounts.id,
          group.map((g) => g.id),
        ),
      );
  }
}

interface Funded {
  id: string;
  total: Decimal;
  holdings: { assetId: string; value: Decimal }[];
}

/** DEMO1's Active GIAs and ISAs that hold at least two priced instruments, valued today, in id order. */
async function fundedAccounts(tx: Tx, firmId: string, today: string): Promise<Funded[]> {
  const rows = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.firmId, firmId),
        eq(accounts.status, 'Active'),
        inArray(accounts.wrapperType, ['GIA', 'ISA']),
        sql`exists (select 1 from stock_postings sp where sp.account_id = ${accounts.id})`,
      ),
    )
    .orderBy(asc(accounts.id))
    .limit(40);
  const funded: Funded[] = [];
  for (const { id } of rows) {
    const v = await valueAccount(tx, id, today);
    const holdings = v.holdings.filter((h) => h.value.greaterThan(ZERO));
    if (holdings.length >= 2 && v.cash.greaterThanOrEqualTo(ZERO))
      funded.push({
        id,
        total: v.total,
        holdings: holdings.map((h) => ({ assetId: h.assetId, value: h.value })),
      });
  }
  return funded;
}

/** The account's own weights to two decimals; the cash weight takes what rounding leaves, never below 0. */
function weightsOf(account: Funded) {
  const components = account.holdings
    .map((h) => ({
      assetId: h.assetId,
      weight: h.value.times(100).dividedBy(account.total).toDecimalPlaces(2),
    }))
    .filter((c) => c.weight.greaterThan(0))
    .sort((a, b) => b.weight.comparedTo(a.weight));
  let cash = components.reduce((rest, c) => rest.minus(c.weight), dec(100));
  if (cash.lessThan(0)) {
    components[0].weight = components[0].weight.plus(cash);
    cash = ZERO;
  }
  return {
    components: components.map((c) => ({ assetId: c.assetId, weight: c.weight.toFixed(4) })),
    cashWeight: cash.toFixed(4),
  };
}

/** Version 1: two points more cash, taken from the largest component (version 2 is today's targets). */
function firstDraft(targets: ReturnType<typeof weightsOf>) {
  const [largest, ...rest] = targets.components;
  const shift = Decimal.min(2, dec(largest.weight).minus(1));
  return {
    components: [{ ...largest, weight: dec(largest.weight).minus(shift).toFixed(4) }, ...rest],
    cashWeight: dec(targets.cashWeight).plus(shift).toFixed(4),
  };
}
