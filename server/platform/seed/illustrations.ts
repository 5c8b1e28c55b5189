import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { TIllustrationInputs } from '../../../contract/illustrations';
import type { Tx } from '../db/connection';
import { accounts, clients, illustrations } from '../db/schema';
import { illustrationResult, planOf } from '../illustrations/plan';
import { allocateIds } from './bulk-insert';
import type { SeedCalendar } from './calendar';

/**
 * DEMO1's stored illustrations (issue 19, decision 0902): an ISA accumulation, a SIPP accumulation and a
 * SIPP drawdown, each for the holder of such an account, made by the adviser in the last fortnight, so the
 * list, a copy and the printed illustration have something to show. Figures come from the same engine
 * as POST /illustration/product.
 */

type Plan = Omit<TIllustrationInputs, 'clientId' | 'accountId'> & { wrapperType: 'ISA' | 'SIPP' };

const CHARGES = [
  { chargeType: 'Platform', percent: 0.25 },
  { chargeType: 'OCF', percent: 0.15 },
  { chargeType: 'IMifidCharge', percent: 0.5 },
] as const;

const PLANS: Plan[] = [
  {
    name: 'ISA: £20,000 now and £250 a month',
    wrapperType: 'ISA',
    status: 'ACCUMULATION',
    termYears: 15,
    singleContribution: 20000,
    monthlyContribution: 250,
    charges: [...CHARGES],
  },
  {
    name: 'SIPP: £500 a month to retirement',
    wrapperType: 'SIPP',
    status: 'ACCUMULATION',
    termYears: 20,
    startingValue: 85000,
    monthlyContribution: 500,
    charges: [...CHARGES, { chargeType: 'Initial', percent: 1 }],
  },
  {
    name: 'SIPP drawdown: £1,500 a month',
    wrapperType: 'SIPP',
    status: 'DRAWDOWN',
    termYears: 30,
    startingValue: 350000,
    drawdownMethod: 'FAD',
    monthlyWithdrawal: 1500,
    charges: [...CHARGES, { chargeType: 'Platform', amountPerYear: 60 }],
  },
];

/** The first Active account of a wrapper whose holder is a person with a date of birth (at least 55, for a drawdown). */
async function holderOf(tx: Tx, firmId: string, wrapperType: string, bornBy?: string) {
  const [row] = await tx
    .select({
      accountId: accounts.id,
      nodeId: accounts.nodeId,
      clientId: clients.id,
      dateOfBirth: clients.dateOfBirth,
    })
    .from(accounts)
    .innerJoin(clients, eq(clients.id, accounts.clientId))
    .where(
      and(
        eq(accounts.firmId, firmId),
        eq(accounts.wrapperType, wrapperType),
        eq(accounts.status, 'Active'),
        isNotNull(clients.dateOfBirth),
        bornBy ? lte(clients.dateOfBirth, bornBy) : undefined,
      ),
    )
    .orderBy(asc(accounts.id))
    .limit(1);
  return row;
}

export async function seedIllustrations(
  tx: Tx,
  demo: { firmId: string; adviserId: string },
  cal: SeedCalendar,
) {
  // About sixty years before today: a day either way does not matter to a demo.
  const sixtyYearsAgo = cal.plusDays(cal.today, -Math.round(60 * 365.25));
  for (const [i, plan] of PLANS.entries()) {
    const drawdown = plan.status === 'DRAWDOWN';
    const holder =
      (await holderOf(tx, demo.firmId, plan.wrapperType, drawdown ? sixtyYearsAgo : undefined)) ??
      (await holderOf(tx, demo.firmId, plan.wrapperType));
    if (!holder) continue;
    const dateOfBirth = drawdown ? holder.dateOfBirth! : undefined;
    const inputs = {
      ...plan,
      clientId: holder.clientId,
      accountId: holder.accountId,
      ...(dateOfBirth ? { dateOfBirth } : {}),
    };
    const asAt = cal.daysAgo(12 - i * 4);
    const result = illustrationResult(planOf(inputs), dateOfBirth ? { dateOfBirth, asAt } : undefined);
    const [id] = await allocateIds(tx, 1);
    const at = new Date(`${asAt}T10:${String(15 + i * 10)}:00Z`);
    await tx.insert(illustrations).values({
      id,
      firmId: demo.firmId,
      nodeId: holder.nodeId,
      clientId: holder.clientId,
      accountId: holder.accountId,
      name: plan.name,
      status: plan.status,
      wrapperType: plan.wrapperType,
      termYears: plan.termYears,
      asAt,
      inputs,
      result: result as unknown as Record<string, unknown>,
      createdAt: at,
      createdBy: demo.adviserId,
      updatedAt: at,
      updatedBy: demo.adviserId,
    });
  }
}
