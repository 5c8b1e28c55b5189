import { and, eq, inArray } from 'drizzle-orm';
import type { TJob, TStartTransferChase } from '../../../contract/jobs';
import { hasPermission } from '../../../contract/permissions';
import type { TransferStatus } from '../../../contract/transfers';
import { recordAudit } from '../audit/audit-log';
import type { Caller } from '../auth/caller';
import type { Database, Tx } from '../db/connection';
import { accounts, clients, masterParties, productTransfers } from '../db/schema';
import { AppError, forbidden, notFound } from '../errors';
import { presentJobs } from '../jobs/presenter';
import { enqueueJob, type ClaimedItem, type JobRow } from '../jobs/queue';
import { inCallerSubtree, inNodeSubtree } from '../nodes/subtree';
import { moveTransfer } from './events';
import { isFinal } from './lifecycle';

/**
 * The workbench's bulk chase (decision 0801): a `transferChase` job on the one queue, one item per chosen
 * transfer, each writing "Chased <provider> for an update" on its transfer through the event path the API
 * uses. Items are chosen in the starter's subtree when the job is queued and checked again when they run.
 */

/** A transfer with what its item is called by: the client, the other provider and their reference. */
const named = (tx: Tx) =>
  tx
    .select({
      id: productTransfers.id,
      status: productTransfers.status,
      providerName: masterParties.name,
      providerReference: productTransfers.providerReference,
      clientName: clients.name,
    })
    .from(productTransfers)
    .innerJoin(accounts, eq(accounts.id, productTransfers.accountId))
    .innerJoin(clients, eq(clients.id, accounts.clientId))
    .innerJoin(masterParties, eq(masterParties.id, productTransfers.providerId));

/** POST /job with kind transferChase: the chosen transfers, each in the caller's reach, else 404. */
export async function startTransferChase(
  db: Database,
  caller: Caller,
  body: TStartTransferChase,
): Promise<TJob> {
  const wanted = [...new Set(body.transferIds)];
  const found = await named(db).where(
    and(
      eq(productTransfers.firmId, caller.firmId),
      inArray(productTransfers.id, wanted),
      inCallerSubtree(caller, accounts.nodeId),
    ),
  );
  if (found.length !== wanted.length) throw notFound('Transfer');
  // The chase writes transfer events, which needs the event call's permission besides POST /job's own.
  if (!hasPermission(caller.scopes, 'Transaction', 'action'))
    throw forbidden('You need action permission on Transaction to do this');
  const row = await db.transaction(async (tx) => {
    const job = await enqueueJob(tx, {
      firmId: caller.firmId,
      nodeId: caller.nodeId,
      kind: 'transferChase',
      params: { transfers: found.length },
      createdBy: caller.userId,
      items: found.map((t) => ({
        subjectId: t.id,
        subjectName: `${t.clientName}: ${t.providerName} (${t.providerReference})`,
      })),
    });
    await recordAudit(tx, caller, {
      entityType: 'Job',
      entityId: job.id,
      action: 'create',
      before: null,
      after: { kind: job.kind, nodeId: job.nodeId, params: job.params, total: job.total },
    });
    return job;
  });
  const [job] = await presentJobs(db, [row]);
  return job;
}

/** How a chase's event begins ("Chased Aegon for an update"): the simulator answers a chased transfer. */
export const CHASE_PREFIX = 'Chased ';

/** A refusal that fails the item with words a person reads. */
const refuse = (message: string) => new AppError(409, message);

/**
 * One item: the transfer, still in the job's node subtree, gets its event as the person who started the job.
 * A transfer that became final meanwhile is not chased ("Transfer is Completed").
 */
export async function transferChaseItem(tx: Tx, job: JobRow, item: ClaimedItem) {
  const [transfer] = await named(tx).where(
    and(
      eq(productTransfers.firmId, job.firmId),
      eq(productTransfers.id, item.subjectId),
      inNodeSubtree(job.firmId, job.nodeId, accounts.nodeId),
    ),
  );
  if (!transfer) throw refuse('Transfer not found');
  if (isFinal(transfer.status as TransferStatus)) throw refuse(`Transfer is ${transfer.status}`);
  const text = `${CHASE_PREFIX}${transfer.providerName} for an update`;
  await moveTransfer(tx, { firmId: job.firmId, userId: job.createdBy }, transfer.id, { type: 'INFO', text });
  return { resultId: transfer.id, outcome: text };
}
