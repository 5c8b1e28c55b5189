import { and, asc, eq, sql } from 'drizzle-orm';
import type { TClientSelection } from '../../../contract/jobs';
import type { Caller } from '../auth/caller';
import type { Tx } from '../db/connection';
import { clients, portfolioGroupMembers, portfolioGroups } from '../db/schema';
import { AppError, badRequest, notFound } from '../errors';
import { filters } from '../clients/list';
import { inNodeSubtree, nodeInSubtree } from '../nodes/subtree';

/**
 * The clients a run covers, chosen once when it is queued: those the client list would show for the same
 * node, fee group and filters (its own `filters`, so the console's preview count, read from the client
 * list, is the run's size). A client who joins later waits for the next run.
 */
export interface Chosen {
  subjectId: string;
  subjectName: string;
}

/**
 * The fee group must be one of the caller's firm (else 404, as for one that does not exist), a client fee
 * group, and have members at or under the node the run covers (else the run would quietly be empty).
 */
async function checkGroup(db: Tx, caller: Caller, selection: TClientSelection) {
  const groupId = selection.portfolioGroupId;
  if (!groupId) return;
  const [group] = await db
    .select({ intent: portfolioGroups.groupIntent })
    .from(portfolioGroups)
    .where(and(eq(portfolioGroups.firmId, caller.firmId), eq(portfolioGroups.id, groupId)));
  if (!group) throw notFound('Portfolio group');
  if (group.intent !== 'Client Fee Group')
    throw badRequest([{ fieldName: 'portfolioGroupId', errorMessage: 'Must be a client fee group' }]);
  const [member] = await db
    .select({ id: clients.id })
    .from(portfolioGroupMembers)
    .innerJoin(clients, eq(clients.id, portfolioGroupMembers.clientId))
    .where(
      and(
        eq(portfolioGroupMembers.groupId, groupId),
        eq(clients.firmId, caller.firmId),
        inNodeSubtree(caller.firmId, selection.nodeId, clients.nodeId),
        ...filters(caller, {}),
      ),
    )
    .limit(1);
  if (!member)
    throw badRequest([
      { fieldName: 'portfolioGroupId', errorMessage: 'Has no clients at or under the chosen node' },
    ]);
}

/** Every client of the selection in the caller's reach, by name; a 400 naming the fields when none is. */
export async function selectClients(db: Tx, caller: Caller, selection: TClientSelection): Promise<Chosen[]> {
  if (!(await nodeInSubtree(db, caller, selection.nodeId))) throw notFound('Node');
  await checkGroup(db, caller, selection);
  const chosen = await db
    .select({ subjectId: clients.id, subjectName: clients.name })
    .from(clients)
    .where(
      and(
        ...filters(caller, {
          nodeId: selection.nodeId,
          'clientGroups[clientFeeGroupId]': selection.portfolioGroupId,
          status: selection.status,
          clientType: selection.clientType,
          name: selection.name,
        }),
      ),
    )
    .orderBy(asc(sql`lower(${clients.name})`), asc(clients.id));
  if (!chosen.length) throw nothingChosen(selection);
  return chosen;
}

function nothingChosen(selection: TClientSelection) {
  const narrowed = !!(selection.portfolioGroupId || selection.clientType || selection.name);
  const who = `${selection.status} clients at or under this node${narrowed ? ' that match the selection' : ''}`;
  return new AppError(400, `There are no ${who}, so there is nothing to make`, [
    {
      fieldName: 'nodeId',
      errorMessage: `Has no ${who.replace(' at or under this node', ' at or under it')}`,
    },
  ]);
}
