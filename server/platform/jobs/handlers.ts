import { and, eq } from 'drizzle-orm';
import type { TJobKind } from '../../../contract/jobs';
import type { Tx } from '../db/connection';
import { clientMessages } from '../db/schema';
import { produce, templateFor } from '../documents/engine';
import { DEALING_ACTOR } from '../ledger';
import { coveredClient, periodOf, refuse } from './covered';
import type { ClaimedItem, JobRow } from './queue';
import { capitalGainsReport, portfolioReport } from './reports';
import { modelRebalanceBatch, modelRebalanceItem } from '../rebalance-bulk/job';
import { transferChaseItem } from '../transfers/chase';
import { runScheduledStep } from '../schedule/steps';

import type { AnyHandler } from './handler-types';

export type {
  AnyHandler,
  BatchHandler,
  HandlerResult,
  JobHandler,
  OwnTransactionsHandler,
} from './handler-types';

/**
 * One valuation statement for one client, delivered to their message box. The client was chosen in the
 * job's node subtree when the job was queued; they must still be there, since whoever started the job
 * reaches only that subtree. The message's source key makes it one statement per client per job: a retry
 * whose first attempt committed finds the message and reports its file.
 */
async function valuationStatement(tx: Tx, job: JobRow, item: ClaimedItem) {
  const { fromDate, toDate } = periodOf(job);
  const sourceKey = `job:${job.id}:${item.subjectId}`;
  const [made] = await tx
    .select({ fileId: clientMessages.fileId })
    .from(clientMessages)
    .where(and(eq(clientMessages.firmId, job.firmId), eq(clientMessages.sourceKey, sourceKey)));
  if (made) return { resultId: made.fileId, outcome: 'Statement already made by an earlier attempt' };
  const client = await coveredClient(tx, job, item.subjectId);
  // The same subject valuation-statement.ts's resolve builds for a whole-client statement.
  const subject = {
    firmId: job.firmId,
    nodeId: client.nodeId,
    clientId: client.id,
    accountId: null,
    input: { clientId: client.id, accountId: null, fromDate, toDate },
  };
  const { file } = await produce(tx, templateFor('valuationstatement'), subject, job.createdBy, {
    sourceKey,
  });
  return { resultId: file.id, outcome: "Statement made and put in the client's message box" };
}

/**
 * One contract note: the item names a message the dealing run left waiting for its document. The message
 * is locked, so a first download making the same note waits and then finds it made.
 */
async function contractNote(tx: Tx, job: JobRow, item: ClaimedItem) {
  const [message] = await tx
    .select()
    .from(clientMessages)
    .where(and(eq(clientMessages.firmId, job.firmId), eq(clientMessages.id, item.subjectId)))
    .for('update');
  if (!message) throw refuse('The message this contract note belongs to no longer exists');
  if (message.fileId) return { resultId: message.fileId, outcome: 'Contract note already made' };
  if (message.document?.fileType !== 'contractnote')
    throw refuse('This message is not waiting for a contract note');
  const subject = {
    firmId: message.firmId,
    nodeId: message.nodeId,
    clientId: message.clientId,
    accountId: message.accountId,
    input: message.document.input,
  };
  const { file } = await produce(tx, templateFor('contractnote'), subject, DEALING_ACTOR, {
    messageId: message.id,
  });
  return { resultId: file.id, outcome: "Contract note made and put in the client's message box" };
}

/** Every kind's handler (`satisfies`, so each keeps its own type: tests wrap one). */
export const JOB_HANDLERS = {
  valuationStatements: valuationStatement,
  contractNotes: contractNote,
  portfolioReports: portfolioReport,
  capitalGainsReports: capitalGainsReport,
  modelRebalance: { claimSize: 50, batch: modelRebalanceBatch, item: modelRebalanceItem },
  transferChase: transferChaseItem,
  scheduledRun: { ownTransactions: runScheduledStep },
} satisfies Record<TJobKind, AnyHandler>;
