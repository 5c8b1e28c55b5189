import type { TPortfolioTransaction } from '../../../../contract/transactions';
import type { Caller } from '../../auth/caller';
import type { Database, Tx } from '../../db/connection';
import { findClient } from '../../clients/service';
import { fieldError } from '../../errors';
import { getTransaction } from '../../ledger';
import { longDate, pounds, price, units } from '../format';
import type { Block } from '../layout';
import { systemReader } from '../system-reader';
import { recipientOf, required } from './subjects';
import type { DocumentSubject, Template } from './template';

type Note = NonNullable<TPortfolioTransaction['contractNote']>;
/** Itemised charges (decision 0413) on notes written since; older notes carry the total alone. */
type NoteWithLines = Note & { chargeLines?: { type: string; amount: number }[] };

/** An order of the reader's firm and subtree (404 otherwise) and its note; 400 when it has none yet. */
async function orderAndNote(db: Tx, reader: Caller, transactionId: string) {
  const order = await getTransaction(db as Database, reader, transactionId);
  if (order.transactionType !== 'Order')
    throw fieldError('transactionId', `Must be an order: a ${order.transactionType} has no contract note`);
  if (order.status !== 'Completed' || !order.contractNote)
    throw fieldError(
      'transactionId',
      `Must be a Completed order: this one is ${order.status}, and a contract note follows execution`,
    );
  return { order, note: order.contractNote as NoteWithLines };
}

const subjectOf = (order: TPortfolioTransaction): DocumentSubject => ({
  firmId: order.firmId,
  nodeId: order.nodeId,
  clientId: order.clientId,
  accountId: order.accountId,
  input: { transactionId: order.id },
});

/**
 * The subject of an order's contract note for the platform's own runs (no caller): the dealing run writes
 * the note's message, and a job renders it later with produce(…, 'DEALING', { messageId }).
 */
export async function contractNoteSubject(db: Tx, firmId: string, order: { id: string }) {
  return subjectOf((await orderAndNote(db, systemReader(firmId), order.id)).order);
}

function chargeRows(note: NoteWithLines): [string, string][] {
  if (note.chargeLines?.length) return note.chargeLines.map((c) => [`${c.type} charge`, pounds(c.amount)]);
  return [['Charges', pounds(note.charges)]];
}

function tradeFacts(note: NoteWithLines): [string, string][] {
  const buying = note.side === 'Buy';
  return [
    ['Trade date and time', `${longDate(note.tradeDate)} at ${note.transactionTime} (UK time)`],
    ['Settlement date', longDate(note.settlementDate)],
    ['Venue', note.venue],
    ['Instrument', note.assetName],
    ['ISIN', note.isin],
    ['Quantity', `${units(note.quantity)} units`],
    ['Price', `${price(note.price)} per unit`],
    ['Consideration', pounds(note.consideration)],
    ...chargeRows(note),
    [buying ? 'Net amount debited' : 'Net amount credited', pounds(note.netAmount)],
  ];
}

/**
 * A contract note: what was bought or sold for the client, when, where, at what price and for how much,
 * as executed (the note the ledger recorded with the trade, so the document and the transaction agree).
 */
export const contractNote: Template = {
  fileType: 'contractnote',
  messageType: 'Contract Note',
  prefix: 'CN',
  accepts: ['transactionId'],
  async resolve(db, caller, body) {
    const id = required(body.transactionId, 'transactionId', 'Required: the Completed order to confirm');
    return subjectOf((await orderAndNote(db, caller, id)).order);
  },
  async compose(db, subject) {
    const reader = systemReader(subject.firmId);
    const { order, note } = await orderAndNote(db, reader, String(subject.input.transactionId));
    const client = await findClient(db, reader, order.clientId);
    const bought = note.side === 'Buy';
    const did = bought ? 'bought' : 'sold';
    const blocks: Block[] = [
      {
        kind: 'facts',
        rows: [
          ['Client', `${client.name} (${client.id})`],
          ['Account', `${order.accountName} (${order.accountId})`],
          ['Order', order.id],
        ],
      },
      {
        kind: 'paragraph',
        text: `We have ${did} for you ${units(note.quantity)} units of ${note.assetName} at ${price(note.price)} each.`,
      },
      { kind: 'heading', text: 'The trade' },
      { kind: 'facts', rows: tradeFacts(note) },
      {
        kind: 'note',
        text:
          'This is a contract note: our confirmation of a trade made for you, sent under the FCA’s rules on ' +
          'reporting to clients (COBS 16). Please check it and tell us at once if anything is wrong. Keep it with ' +
          'your tax records: you may need it to work out capital gains tax.',
      },
    ];
    return {
      spec: {
        title: 'Contract note',
        subtitle: `${bought ? 'Purchase' : 'Sale'} of ${note.assetName}, ${longDate(note.tradeDate)}`,
        recipient: recipientOf(client),
        blocks,
      },
      subject: `Contract note: ${did} ${note.assetName} on ${longDate(note.tradeDate)}`,
      body:
        `We have ${did} ${units(note.quantity)} units of ${note.assetName} for you on ${longDate(note.tradeDate)}. ` +
        `Net amount ${bought ? 'debited' : 'credited'}: ${pounds(note.netAmount)}.`,
      fileName: `contract-note-${order.id}`,
    };
  },
};
