import { and, eq } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import type { Tx } from '../../db/connection';
import { accounts, regularPayments } from '../../db/schema';
import { findClient } from '../../clients/service';
import { fieldError, notFound } from '../../errors';
import { inCallerSubtree } from '../../nodes/subtree';
import { longDate, ordinal, pounds } from '../format';
import type { Block } from '../layout';
import { systemReader } from '../system-reader';
import { firmNameOf, recipientOf, required } from './subjects';
import type { Template } from './template';

interface BankDetails {
  accountName?: string;
  sortCode: string;
  accountNumber: string;
}

/** A regular payment of the reader's firm and subtree, with its account; 404 otherwise. */
async function regularPaymentOf(db: Tx, reader: Caller, id: string) {
  const [found] = await db
    .select({ rp: regularPayments, account: accounts })
    .from(regularPayments)
    .innerJoin(accounts, eq(accounts.id, regularPayments.accountId))
    .where(
      and(
        eq(regularPayments.firmId, reader.firmId),
        eq(regularPayments.id, id),
        inCallerSubtree(reader, accounts.nodeId),
      ),
    );
  if (!found) throw notFound('Regular payment');
  return found;
}

/** Whose bank pays: the client's own details, or for a child (whose JISA a parent runs) the parent's. */
async function payerOf(db: Tx, reader: Caller, clientId: string) {
  const client = await findClient(db, reader, clientId);
  const parentId = client.profile.parentId as string | undefined;
  const holder = client.profile.bankDetails || !parentId ? client : await findClient(db, reader, parentId);
  const bank = holder.profile.bankDetails as BankDetails | undefined;
  return { client, holder, bank };
}

/** 12-34-56; and only the last four digits of the account number, as a letter that may go astray should. */
const sortCodeText = (s: string) => s.replace(/\D/g, '').replace(/^(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3');
const maskedAccount = (n: string) => `ending ${n.replace(/\D/g, '').slice(-4)}`;

function guarantee(firm: string): Block[] {
  return [
    { kind: 'heading', text: 'The Direct Debit Guarantee' },
    {
      kind: 'paragraph',
      text:
        'Every bank and building society that takes Direct Debits offers this guarantee. In short: if the amount, ' +
        `the date or how often ${firm} collects is going to change, we will tell you in advance (at least 10 working ` +
        'days before the change unless you agree otherwise). If you ask us to collect a payment, we will tell you ' +
        'the amount and date when you ask.',
    },
    {
      kind: 'paragraph',
      text:
        `If a payment is taken in error, by ${firm} or by your bank, you are entitled to a full refund of the ` +
        'amount paid, straight away, from your bank. If you receive a refund you were not entitled to, you must ' +
        'pay it back when we ask.',
    },
    {
      kind: 'paragraph',
      text:
        'You can cancel the Direct Debit at any time by contacting your bank or building society. Written ' +
        'confirmation may be needed. Please also let us know.',
    },
  ];
}

/**
 * The confirmation a UK provider sends when a Direct Debit is set up (its advance notice): who collects,
 * from which bank account, how much, how often, from when, under what reference, and the Guarantee.
 */
export const directDebitConfirmation: Template = {
  fileType: 'advancedirectdebitmandateconfirmation',
  messageType: 'Direct Debit',
  prefix: 'DD',
  accepts: ['regularPaymentId'],
  async resolve(db, caller, body) {
    const id = required(body.regularPaymentId, 'regularPaymentId', 'Required: the Direct Debit to confirm');
    const { rp, account } = await regularPaymentOf(db, caller, id);
    if (rp.method !== 'Direct Debit' || rp.transactionSubType !== 'Deposit')
      throw fieldError('regularPaymentId', 'Must be a regular pay-in collected by Direct Debit');
    if (rp.status !== 'Active')
      throw fieldError('regularPaymentId', 'This Direct Debit is cancelled: there is nothing to confirm');
    if (!(await payerOf(db, caller, account.clientId)).bank)
      throw fieldError('regularPaymentId', "The client's bank details are not on file: add them first");
    return {
      firmId: rp.firmId,
      nodeId: account.nodeId,
      clientId: account.clientId,
      accountId: account.id,
      input: { regularPaymentId: rp.id },
    };
  },
  async compose(db, subject) {
    const reader = systemReader(subject.firmId);
    const { rp, account } = await regularPaymentOf(db, reader, String(subject.input.regularPaymentId));
    const { client, holder, bank } = await payerOf(db, reader, account.clientId);
    const firm = await firmNameOf(db, subject.firmId);
    const amount = pounds(rp.amount);
    const rows: [string, string][] = [
      ['Account holder', bank?.accountName ?? holder.name],
      ['Sort code', bank ? sortCodeText(bank.sortCode) : '–'],
      ['Account number', bank ? maskedAccount(bank.accountNumber) : '–'],
      ['Service user (who collects)', firm],
      ['Reference', rp.id],
      ['Amount', amount],
      ['Frequency', 'Monthly'],
      ['Collection day', `The ${ordinal(rp.paymentDay)} of each month`],
      ['First collection', longDate(rp.startDate)],
      ['Paid into', `${account.name} (${account.wrapperType}, account ${account.id}) for ${client.name}`],
    ];
    const blocks: Block[] = [
      {
        kind: 'paragraph',
        text:
          `Thank you for setting up a Direct Debit to ${firm}. This letter confirms its details and gives you ` +
          `notice of the payments: we will collect ${amount} on or just after the ${ordinal(rp.paymentDay)} of each ` +
          `month, starting on ${longDate(rp.startDate)}. Your bank statement will show the reference below.`,
      },
      { kind: 'facts', rows },
      {
        kind: 'paragraph',
        text: 'If any of these details are wrong, please tell us at once. You do not need to do anything else.',
      },
      ...guarantee(firm),
    ];
    return {
      spec: {
        title: 'Direct Debit confirmation',
        subtitle: `${amount} a month from ${longDate(rp.startDate)}`,
        recipient: recipientOf(holder),
        blocks,
      },
      subject: `Direct Debit confirmation: ${amount} a month from ${longDate(rp.startDate)}`,
      body: `Your Direct Debit of ${amount} a month to ${firm} is set up; the first collection is on ${longDate(rp.startDate)}.`,
      fileName: `direct-debit-${rp.id}`,
    };
  },
};
