import { and, desc, eq, inArray } from 'drizzle-orm';
import { endOfQuarter, format, parseISO, startOfQuarter, subQuarters } from 'date-fns';
import type { Tx } from '../db/connection';
import { accounts, clientMessages, clients, jobItems, jobs, portfolioTransactions } from '../db/schema';
import { produce, templateFor } from '../documents/engine';
import { DEALING_ACTOR } from '../ledger';
import type { SeedCalendar } from './calendar';

/** How many of DEMO1's clients get last quarter's statement, and how many recent deals a note. */
const STATEMENT_CLIENTS = 6;
const CONTRACT_NOTES = 8;

const day = (d: Date) => format(d, 'yyyy-MM-dd');

/**
 * DEMO1's documents and messages, so a new user finds the message box working: last quarter's valuation
 * statements for a few clients, made by a finished bulk job (as an operations user would have run it),
 * and contract notes for the most recent deals; the older ones read, one archived, the newest unread.
 * Made by the real engine inside the seed's transaction, dated from the seeding day.
 */
export async function seedDocuments(tx: Tx, demo: { firmId: string; adminId: string }, cal: SeedCalendar) {
  await seedStatements(tx, demo, cal);
  await seedContractNotes(tx, demo, cal);
}

async function seedStatements(tx: Tx, demo: { firmId: string; adminId: string }, cal: SeedCalendar) {
  const lastQuarter = subQuarters(parseISO(cal.today), 1);
  const period = { fromDate: day(startOfQuarter(lastQuarter)), toDate: day(endOfQuarter(lastQuarter)) };
  const holders = await tx
    .selectDistinct({ id: clients.id, name: clients.name, nodeId: clients.nodeId })
    .from(clients)
    .innerJoin(accounts, eq(accounts.clientId, clients.id))
    .where(and(eq(clients.firmId, demo.firmId), eq(clients.status, 'Active'), eq(accounts.status, 'Active')))
    .orderBy(clients.id)
    .limit(STATEMENT_CLIENTS);
  const ranAt = cal.at(cal.plusDays(period.toDate, 3), 9 * 60);
  const [job] = await tx
    .insert(jobs)
    .values({
      firmId: demo.firmId,
      nodeId: '0',
      kind: 'valuationStatements',
      status: 'Completed',
      params: period,
      total: holders.length,
      createdBy: demo.adminId,
      createdAt: ranAt,
      startedAt: ranAt,
      finishedAt: new Date(ranAt.getTime() + 60_000),
    })
    .returning({ id: jobs.id });
  const template = templateFor('valuationstatement');
  for (const client of holders) {
    const subject = {
      firmId: demo.firmId,
      nodeId: client.nodeId,
      clientId: client.id,
      accountId: null,
      input: { clientId: client.id, accountId: null, ...period },
    };
    const made = await produce(tx, template, subject, demo.adminId, {
      sourceKey: `job:${job.id}:${client.id}`,
    });
    await tx.insert(jobItems).values({
      jobId: job.id,
      subjectId: client.id,
      subjectName: client.name,
      status: 'Succeeded',
      attempts: 1,
      outcome: `Statement ${made.file.reference}`,
      resultId: made.file.id,
      updatedAt: ranAt,
    });
    await tx
      .update(clientMessages)
      .set({ createdAt: ranAt, status: 'Read', statusChangedAt: ranAt, statusChangedBy: demo.adminId })
      .where(eq(clientMessages.id, made.messageId!));
  }
}

async function seedContractNotes(tx: Tx, demo: { firmId: string; adminId: string }, cal: SeedCalendar) {
  const { firmId } = demo;
  const recent = await tx
    .select({
      id: portfolioTransactions.id,
      accountId: portfolioTransactions.accountId,
      completedDate: portfolioTransactions.completedDate,
    })
    .from(portfolioTransactions)
    .where(
      and(
        eq(portfolioTransactions.firmId, firmId),
        eq(portfolioTransactions.transactionType, 'Order'),
        eq(portfolioTransactions.status, 'Completed'),
      ),
    )
    .orderBy(desc(portfolioTransactions.completedDate), desc(portfolioTransactions.id))
    .limit(CONTRACT_NOTES);
  const owners = await tx
    .select({ id: accounts.id, clientId: accounts.clientId, nodeId: accounts.nodeId })
    .from(accounts)
    .where(
      inArray(
        accounts.id,
        recent.map((r) => r.accountId),
      ),
    );
  const ownerOf = new Map(owners.map((o) => [o.id, o]));
  const template = templateFor('contractnote');
  for (const [i, order] of recent.entries()) {
    const owner = ownerOf.get(order.accountId)!;
    const subject = {
      firmId,
      nodeId: owner.nodeId,
      clientId: owner.clientId,
      accountId: order.accountId,
      input: { transactionId: order.id },
    };
    const made = await produce(tx, template, subject, DEALING_ACTOR, {
      sourceKey: `contract-note:${order.id}`,
    });
    const at = cal.at(order.completedDate ?? cal.today, 16 * 60);
    // The newest two wait to be read; one older note was filed away.
    const status = i < 2 ? 'Unread' : i === CONTRACT_NOTES - 1 ? 'Archived' : 'Read';
    await tx
      .update(clientMessages)
      .set({
        createdAt: at,
        status,
        ...(status === 'Unread' ? {} : { statusChangedAt: at, statusChangedBy: demo.adminId }),
      })
      .where(eq(clientMessages.id, made.messageId!));
  }
}
