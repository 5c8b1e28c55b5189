import { findAccount } from '../../accounts/service';
import { findClient } from '../../clients/service';
import { fieldError } from '../../errors';
import { londonToday, plusDays } from '../../ledger';
import { longDate } from '../format';
import type { Block } from '../layout';
import { systemReader } from '../system-reader';
import { contactOf, firmNameOf, recipientOf, required } from './subjects';
import type { Template } from './template';

/** The pension wrappers of contract/enums.ts WRAPPER_TYPES: a cancellation-rights letter is for these. */
export const PENSION_WRAPPERS: readonly string[] = ['Pension', 'TPPENSION', 'SIPP', 'SSAS'];

/** The cancellation period (COBS 15): 30 calendar days for a pension. */
const CANCEL_DAYS = 30;

/**
 * When the 30 days start: the later of the day the plan was opened and the date of this letter (the day
 * it reaches the client's message box), since the period runs from when they have the terms in hand.
 */
export function cancellationPeriod(openedOn: string, letterDate: string) {
  const fromLetter = letterDate > openedOn;
  const start = fromLetter ? letterDate : openedOn;
  return { start, lastDay: plusDays(start, CANCEL_DAYS), fromLetter };
}

function howToCancel(firm: string, contact: { email?: string; phone?: string }, accountId: string) {
  const ways = [
    contact.email ? `email us at ${contact.email}` : undefined,
    contact.phone ? `call us on ${contact.phone}` : undefined,
  ].filter(Boolean);
  const also = ways.length ? `, or ${ways.join(' or ')}` : ', or ask your adviser to tell us';
  return (
    `Write to ${firm}, saying that you wish to cancel, with your name and the plan's account number ` +
    `(${accountId})${also}. If you write, please keep proof of posting: we count your notice from the day you ` +
    'send it.'
  );
}

const MONEY_TEXT = [
  'If you cancel, we will return the money you paid in within 30 days of hearing from you. If it had been ' +
    'invested and the investments have fallen in value by the time they are sold, we will return their value ' +
    'then, which may be less than you paid in: the fall is not refunded.',
  'If you transferred a pension from another scheme into this plan, we will return the transfer value to that ' +
    'scheme if it agrees to take it back. If it will not, you will need to choose another registered pension ' +
    'scheme to receive it, as a transfer cannot be paid to you in cash.',
  'Any tax relief claimed on your payments will be returned to HMRC.',
];

/**
 * The cancellation-rights letter a UK pension provider sends when a plan is opened: the 30 days, how to
 * cancel, what happens to the money, and that nothing need be done to keep the plan.
 */
export const pensionCancellationLetter: Template = {
  fileType: 'pensioncancellationletter',
  messageType: 'Pension Letter',
  prefix: 'PC',
  accepts: ['accountId'],
  async resolve(db, caller, body) {
    const id = required(body.accountId, 'accountId', 'Required: the pension account the letter is for');
    const account = await findAccount(db, caller, id);
    if (!PENSION_WRAPPERS.includes(account.wrapperType))
      throw fieldError('accountId', `Must be a pension account (${PENSION_WRAPPERS.join(', ')})`);
    return {
      firmId: account.firmId,
      nodeId: account.nodeId,
      clientId: account.clientId,
      accountId: account.id,
      // The letter's date is part of what it says (the last day to cancel), so it is kept with the file.
      input: { accountId: account.id, letterDate: londonToday() },
    };
  },
  async compose(db, subject) {
    const reader = systemReader(subject.firmId);
    const account = await findAccount(db, reader, subject.accountId!);
    const client = await findClient(db, reader, account.clientId);
    const firm = await firmNameOf(db, subject.firmId);
    const contact = await contactOf(db, subject.firmId, account.nodeId);
    const letterDate = String(subject.input.letterDate);
    const openedOn = londonToday(account.createdAt);
    const period = cancellationPeriod(openedOn, letterDate);
    const startText = period.fromLetter
      ? `the date of this letter, ${longDate(period.start)} (your plan was opened on ${longDate(openedOn)})`
      : `the day your plan was opened, ${longDate(period.start)}`;
    const blocks: Block[] = [
      { kind: 'paragraph', text: `Dear ${client.name},` },
      {
        kind: 'paragraph',
        text:
          `Thank you for opening your ${account.wrapperType} with ${firm} (${account.name}, account ${account.id}). ` +
          'You have the right to change your mind and cancel it.',
      },
      { kind: 'heading', text: 'You have 30 days to cancel' },
      {
        kind: 'facts',
        rows: [
          ['The 30 days run from', startText],
          ['Last day to cancel', longDate(period.lastDay)],
        ],
      },
      {
        kind: 'paragraph',
        text:
          'You have 30 calendar days from the day you receive this letter. We have counted them from ' +
          `${period.fromLetter ? 'its date' : 'the day your plan was opened'}; if the letter reached you later, ` +
          'you have 30 days from the day it did.',
      },
      { kind: 'heading', text: 'How to cancel' },
      { kind: 'paragraph', text: howToCancel(firm, contact, account.id) },
      { kind: 'heading', text: 'What happens to your money' },
      ...MONEY_TEXT.map((text): Block => ({ kind: 'paragraph', text })),
      { kind: 'heading', text: 'If you want to keep your plan' },
      { kind: 'paragraph', text: 'You need do nothing: your plan continues as it is.' },
      { kind: 'paragraph', text: `Yours sincerely,\n${firm}` },
    ];
    return {
      spec: {
        title: 'Your right to cancel',
        subtitle: `${account.name} (${account.wrapperType})`,
        recipient: recipientOf(client),
        blocks,
      },
      subject: `Your right to cancel your ${account.wrapperType}`,
      body: `You may cancel your ${account.wrapperType} until ${longDate(period.lastDay)}. The letter explains how, and what happens to your money.`,
      fileName: `cancellation-rights-${account.id}`,
    };
  },
};
