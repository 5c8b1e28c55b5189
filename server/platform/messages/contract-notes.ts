import { inArray } from 'drizzle-orm';
import { formatPounds, formatUnits } from '../../../contract/money';
import type { TContractNote } from '../../../contract/transactions';
import type { Actor } from '../audit/audited';
import type { Tx } from '../db/connection';
import { accounts, clientMessages } from '../db/schema';
import { enqueueJob } from '../jobs/queue';
import { ROOT_NODE_ID } from '../nodes/subtree';
import { shortDate } from '../documents/format';

/** An order just executed, with the note its execution wrote. */
export interface ExecutedOrder {
  id: string;
  accountId: string;
  note: Pick<TContractNote, 'side' | 'quantity' | 'assetName' | 'price' | 'netAmount' | 'tradeDate'>;
}

/**
 * Every executed order gets a Contract Note in its client's message box, written in the same transaction
 * as the trade (so a trade is never without its note, and a note never without its trade). The PDF is made
 * afterwards by a `contractNotes` job on the shared queue, enqueued here too: a dealing run of ten
 * thousand orders must not wait for ten thousand PDFs (decision 0601). `sourceKey` keeps it one per order.
 */
export async function deliverContractNotes(tx: Tx, actor: Actor, orders: ExecutedOrder[]): Promise<void> {
  if (!orders.length) return;
  const owners = await tx
    .select({ id: accounts.id, clientId: accounts.clientId, nodeId: accounts.nodeId })
    .from(accounts)
    .where(inArray(accounts.id, [...new Set(orders.map((o) => o.accountId))]));
  const ownerOf = new Map(owners.map((a) => [a.id, a]));
  const messages = await tx
    .insert(clientMessages)
    .values(
      orders.map(({ id, accountId, note }) => {
        const verb = note.side === 'Buy' ? 'Bought' : 'Sold';
        return {
          firmId: actor.firmId,
          nodeId: ownerOf.get(accountId)!.nodeId,
          clientId: ownerOf.get(accountId)!.clientId,
          accountId,
          messageType: 'Contract Note' as const,
          subject: `Contract note: ${verb.toLowerCase()} ${note.assetName}`,
          body:
            `${verb} ${formatUnits(note.quantity)} units of ${note.assetName} at ${formatPounds(note.price)} ` +
            `on ${shortDate(note.tradeDate)}: ${formatPounds(note.netAmount)} ${note.side === 'Buy' ? 'paid' : 'received'}, charges included.`,
          document: { fileType: 'contractnote', input: { transactionId: id } },
          sourceKey: `contract-note:${id}`,
          createdBy: actor.userId,
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: clientMessages.id, subject: clientMessages.subject });
  if (!messages.length) return;
  await enqueueJob(tx, {
    firmId: actor.firmId,
    nodeId: ROOT_NODE_ID,
    kind: 'contractNotes',
    params: { orders: messages.length },
    createdBy: actor.userId,
    items: messages.map((m) => ({ subjectId: m.id, subjectName: m.subject })),
  });
}
