import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/connection';
import { clients } from '../db/schema';
import { AppError } from '../errors';
import { inNodeSubtree } from '../nodes/subtree';
import type { JobRow } from './queue';

/** A refusal that fails the item (409: the world changed since the job was queued). */
export const refuse = (message: string) => new AppError(409, message);

/**
 * The client an item is about, still at or under the job's node. They were chosen in the node's subtree
 * when the job was queued; whoever started it reaches only that subtree, so a client moved elsewhere since
 * is not theirs to report on any more: the item fails, saying what to do.
 */
export async function coveredClient(tx: Tx, job: JobRow, clientId: string) {
  const [client] = await tx
    .select({ id: clients.id, nodeId: clients.nodeId, name: clients.name })
    .from(clients)
    .where(and(eq(clients.firmId, job.firmId), eq(clients.id, clientId)));
  if (!client) throw refuse('The client no longer exists');
  const [inNode] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        eq(clients.firmId, job.firmId),
        eq(clients.id, client.id),
        inNodeSubtree(job.firmId, job.nodeId, clients.nodeId),
      ),
    );
  if (!inNode)
    throw refuse(
      'The client has moved out of the node this job covers since it started. Move them back and ' +
        'retry, or start a new run for their new node.',
    );
  return client;
}

/** The period every report job runs for (checked when it was queued). */
export const periodOf = (job: JobRow) => job.params as { fromDate: string; toDate: string };
