import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { adult, openAccount } from '../accounts/testing/fixtures';
import { ledgerWorld, type LedgerWorld } from '../ledger/testing/world';
import { londonToday, plusBusinessDays, plusDays } from '../ledger';
import { clientMessages } from '../db/schema';
import { produce } from './engine';
import { contractNote, contractNoteSubject } from './templates/contract-note';
import { fieldNames, gbp, generate, generated, longDay } from './testing/documents';

let p: TestPlatform;
let w: LedgerWorld;
let other: LedgerWorld;
const today = londonToday();

beforeAll(async () => {
  p = await startTestPlatform();
  w = await ledgerWorld(p, 'TMPL');
  other = await ledgerWorld(p, 'OTHER');
});
afterAll(() => p.close());

/** A client of their own for a document, so its text is not crowded by other tests' accounts. */
const newClient = (surname: string, world = w) => adult(p, world.token, world.firmId, surname);
const open = (clientId: string, wrapper = 'GIA', world = w) =>
  openAccount(p, world.token, world.firmId, clientId, wrapper);

/** Completes a Placed order by hand at a price of the test's choosing (trade date today). */
async function execute(orderId: string, price: number, quantity: number) {
  const res = await w.api.action(orderId, {
    transactionAction: 'Complete',
    executionDetails: {
      price,
      executedQuantity: quantity,
      executionAmount: price * quantity,
      venue: 'XLON',
      transactionTime: '10:15:00',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** A funded GIA of a new client with 200 units of the fund bought at £2 (the dealing run's price). */
async function holdingOf(surname: string) {
  const clientId = await newClient(surname);
  const account = await open(clientId);
  await w.api.fund(account, 1000);
  const buy = await w.api.buy(account, w.fund.id, 400);
  await w.api.deal();
  return { clientId, account, buyId: buy.body.data.id as string };
}

describe('POST /files/contractnote', () => {
  it('when a buy was dealt, then the note names the client, the trade and the amount debited', async () => {
    const { account, buyId } = await holdingOf('Buyer');
    const { text, file } = await generated(p, w.token, 'contractnote', { transactionId: buyId });
    expect(file).toMatchObject({ fileType: 'contractnote', accountId: account });
    expect(file.reference).toMatch(/^CN-/);
    // £400 at the fund's latest price of £2 buys 200 units.
    expect(text).toContain('Ada Buyer');
    expect(text).toContain('1 High Street');
    expect(text).toContain('We have bought for you 200 units of Alpha Fund at £2.00 each');
    expect(text).toContain(`Trade date and time ${longDay(today)}`);
    expect(text).toContain(`Settlement date ${longDay(plusBusinessDays(today, 2))}`);
    expect(text).toContain(`ISIN ${w.fund.isin}`);
    expect(text).toContain('Quantity 200 units');
    expect(text).toContain(`Consideration ${gbp(400)}`);
    expect(text).toContain(`Charges ${gbp(0)}`);
    expect(text).toContain(`Net amount debited ${gbp(400)}`);
    expect(text).toContain('COBS 16');
    expect(text).toContain('tax records');
  });

  it('when a sale was executed by hand, then the note says sold, at its price, time and amount credited', async () => {
    const { account } = await holdingOf('Seller');
    const sell = await w.api.sell(account, w.fund.id, { quantity: 50 });
    await execute(sell.body.data.id, 2.5, 50);
    const { text } = await generated(p, w.token, 'contractnote', { transactionId: sell.body.data.id });
    expect(text).toContain('We have sold for you 50 units of Alpha Fund at £2.50 each');
    expect(text).toContain('at 10:15:00');
    expect(text).toContain('Venue XLON');
    expect(text).toContain(`Net amount credited ${gbp(50 * 2.5)}`);
  });

  it('when the note itemises its charges, then each charge has its own line', async () => {
    const { buyId } = await holdingOf('Charged');
    const lines = [
      { type: 'Dealing', amount: 5 },
      { type: 'Stamp', amount: 2 },
    ];
    await p.db.execute(sql`UPDATE portfolio_transactions
      SET details = jsonb_set(details, '{contractNote,chargeLines}', ${JSON.stringify(lines)}::jsonb)
      WHERE id = ${buyId}`);
    const { text } = await generated(p, w.token, 'contractnote', { transactionId: buyId });
    expect(text).toContain(`Dealing charge ${gbp(5)}`);
    expect(text).toContain(`Stamp charge ${gbp(2)}`);
    expect(text).not.toContain(`Charges ${gbp(0)}`);
  });

  it("when a system run renders the dealing run's waiting message, then the order id alone makes the note", async () => {
    const { clientId, account, buyId } = await holdingOf('Waiting');
    const file = await p.db.transaction(async (tx) => {
      const [message] = await tx
        .insert(clientMessages)
        .values({
          firmId: w.firmId,
          nodeId: '0',
          clientId,
          accountId: account,
          messageType: 'Contract Note',
          subject: 'Contract note',
          body: 'Your contract note',
          createdBy: 'DEALING',
        })
        .returning({ id: clientMessages.id });
      const subject = await contractNoteSubject(tx, w.firmId, { id: buyId });
      expect(subject).toMatchObject({ clientId, accountId: account, input: { transactionId: buyId } });
      const made = await produce(tx, contractNote, subject, 'DEALING', { messageId: message.id });
      return { ...made, id: message.id };
    });
    const [message] = await p.db
      .select({ fileId: clientMessages.fileId })
      .from(clientMessages)
      .where(eq(clientMessages.id, file.id));
    expect(message.fileId).toBe(file.file.id);
  });

  it('when the order is missing, not dealt, not an order or of another firm, then 400 or 404', async () => {
    const account = await open(await newClient('Refused'));
    const payIn = await w.api.fund(account, 100);
    const placed = await w.api.buy(account, w.fund.id, 50);
    const missing = await generate(p, w.token, 'contractnote', {});
    expect(missing.status).toBe(400);
    expect(fieldNames(missing)).toContain('transactionId');
    for (const id of [placed.body.data.id, payIn]) {
      const res = await generate(p, w.token, 'contractnote', { transactionId: id });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(fieldNames(res)).toEqual(['transactionId']);
    }
    const theirs = await holdingOfOther();
    expect((await generate(p, w.token, 'contractnote', { transactionId: theirs })).status).toBe(404);
  });
});

/** An order dealt in the other firm. */
async function holdingOfOther() {
  const account = await open(other.clientId, 'GIA', other);
  await other.api.fund(account, 100);
  const buy = await other.api.buy(account, other.fund.id, 50);
  await other.api.deal();
  return buy.body.data.id as string;
}

/** The UK tax year label of a date ("2026/27"), worked out here. */
function taxYearLabel(iso: string) {
  const y = Number(iso.slice(0, 4));
  const start = iso.slice(5) >= '04-06' ? y : y - 1;
  return `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
}

describe('POST /files/taxstatement', () => {
  it('when a GIA sold at a gain and at a loss this year, then the engine matches the sales with the day’s buy', async () => {
    const { clientId, account } = await holdingOf('Taxpayer');
    await open(clientId, 'ISA');
    // 200 units bought today at £2. 50 sold at £2.50 (£125), then 50 at £1 (£50), also today: HMRC's
    // same-day rule makes the day's sales one disposal of 100, matched with 100 of the day's buy (£200).
    const first = await w.api.sell(account, w.fund.id, { quantity: 50 });
    await execute(first.body.data.id, 2.5, 50);
    const second = await w.api.sell(account, w.fund.id, { quantity: 50 });
    await execute(second.body.data.id, 1, 50);
    const year = taxYearLabel(today);
    const { text, file } = await generated(p, w.token, 'taxstatement', { clientId, taxYear: year });
    expect(file.reference).toMatch(/^TS-/);
    expect(text).toContain('Ada Taxpayer');
    expect(text).toContain(`${year} to date`);
    expect(text).toContain('no income was received');
    expect(text).toContain(`Alpha Fund ${w.fund.isin} 100 ${gbp(175)} ${gbp(200)} ${gbp(-25)}`);
    expect(text).toContain('ISA account (ISA, account');
    expect(text).toContain('tax-free wrapper: nothing to report');
    expect(text).toContain('Number of disposals 1');
    expect(text).toContain(`Total proceeds ${gbp(175)}`);
    expect(text).toContain(`Total allowable costs ${gbp(200)}`);
    expect(text).toContain(`Total gains ${gbp(0)}`);
    expect(text).toContain(`Total losses ${gbp(25)}`);
    expect(text).toContain(`Net loss ${gbp(25)}`);
    expect(text).toContain(`Taxable gain ${gbp(0)}`);
    expect(text).toContain(`Losses carried forward ${gbp(25)}`);
    expect(text).toContain('HMRC’s share identification rules');
    expect(text).not.toContain('pooled average cost');
  });

  it('when no tax year is named, then the last complete one is reported, without this year’s sales', async () => {
    const { clientId, account } = await holdingOf('Lastyear');
    const sell = await w.api.sell(account, w.fund.id, { quantity: 10 });
    await execute(sell.body.data.id, 3, 10);
    const lastStart = Number(taxYearLabel(today).slice(0, 4)) - 1;
    const last = `${lastStart}/${String((lastStart + 1) % 100).padStart(2, '0')}`;
    const { text } = await generated(p, w.token, 'taxstatement', { clientId, accountId: account });
    expect(text).toContain(`Tax year ${last} (`);
    expect(text).not.toContain('to date');
    expect(text).toContain('nothing was sold from this account');
    expect(text).toContain('Number of disposals 0');
  });

  it('when the client is missing, the year not begun or the client another firm’s, then 400 or 404', async () => {
    const missing = await generate(p, w.token, 'taxstatement', { taxYear: taxYearLabel(today) });
    expect(fieldNames(missing)).toEqual(['clientId']);
    const future = await generate(p, w.token, 'taxstatement', { clientId: w.clientId, taxYear: '2098/99' });
    expect(future.status).toBe(400);
    expect(fieldNames(future)).toEqual(['taxYear']);
    const early = await generate(p, w.token, 'taxstatement', { clientId: w.clientId, taxYear: '2015/16' });
    expect(fieldNames(early)).toEqual(['taxYear']);
    expect((await generate(p, w.token, 'taxstatement', { clientId: other.clientId })).status).toBe(404);
  });
});

/** The first payment day on or after today, worked out here: this month's if not yet past, else next. */
function firstCollection(day: number) {
  const [y, m, d] = today.split('-').map(Number);
  const [year, month] = d <= day ? [y, m] : m === 12 ? [y + 1, 1] : [y, m + 1];
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const BANK = { accountName: 'A Payer', sortCode: '089999', accountNumber: '66374958' };
const regular = (accountId: string, method: string, sub: 'Deposit' | 'Withdrawal', world = w) =>
  world.api.post({
    transactionType: 'Payment',
    transactionSubType: sub,
    movementType: sub === 'Deposit' ? 'In' : 'Out',
    frequency: 'Regular',
    paymentDay: 14,
    method,
    amount: 250,
    accountId,
  });

describe('POST /files/advancedirectdebitmandateconfirmation', () => {
  it('when a Direct Debit is set up, then the letter confirms payer, bank, amount, day, first date and Guarantee', async () => {
    const clientId = await newClient('Payer');
    const patched = await p.request('PATCH', `/client/${w.firmId}/${clientId}`, {
      token: w.token,
      body: { bankDetails: BANK },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const account = await open(clientId);
    const rp = await regular(account, 'Direct Debit', 'Deposit');
    expect(rp.status, JSON.stringify(rp.body)).toBe(201);
    const { text, file } = await generated(p, w.token, 'advancedirectdebitmandateconfirmation', {
      regularPaymentId: rp.body.data.id,
    });
    expect(file).toMatchObject({ clientId, accountId: account });
    expect(text).toContain('Ada Payer');
    expect(text).toContain('Account holder A Payer');
    expect(text).toContain('Sort code 08-99-99');
    expect(text).toContain('Account number ending 4958');
    expect(text).not.toContain(BANK.accountNumber);
    expect(text).toContain(`Service user (who collects) Firm ${w.firmId}`);
    expect(text).toContain(`Reference ${rp.body.data.id}`);
    expect(text).toContain(`Amount ${gbp(250)}`);
    expect(text).toContain('Frequency Monthly');
    expect(text).toContain('The 14th of each month');
    expect(text).toContain(`First collection ${longDay(firstCollection(14))}`);
    expect(text).toContain('Direct Debit Guarantee');
    expect(text).toContain('full refund');
    expect(text).toContain('cancel the Direct Debit at any time by contacting your bank');
  });

  it('when it is missing, not a Direct Debit, without bank details or another firm’s, then 400 or 404', async () => {
    const clientId = await newClient('Nobank');
    const account = await open(clientId);
    const missing = await generate(p, w.token, 'advancedirectdebitmandateconfirmation', {});
    expect(fieldNames(missing)).toEqual(['regularPaymentId']);
    const withdrawal = await regular(account, 'BACS Credit', 'Withdrawal');
    const noBank = await regular(account, 'Direct Debit', 'Deposit');
    for (const rp of [withdrawal, noBank]) {
      const res = await generate(p, w.token, 'advancedirectdebitmandateconfirmation', {
        regularPaymentId: rp.body.data.id,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(fieldNames(res)).toEqual(['regularPaymentId']);
    }
    const theirs = await regular(await open(other.clientId, 'GIA', other), 'Direct Debit', 'Deposit', other);
    const res = await generate(p, w.token, 'advancedirectdebitmandateconfirmation', {
      regularPaymentId: theirs.body.data.id,
    });
    expect(res.status).toBe(404);
  });
});

describe('POST /files/pensioncancellationletter', () => {
  it('when a SIPP is opened, then the letter gives 30 days from its opening, how to cancel and the refund terms', async () => {
    const clientId = await newClient('Saver');
    const account = await open(clientId, 'SIPP');
    const { text, title } = await generated(p, w.token, 'pensioncancellationletter', { accountId: account });
    expect(title).toContain('Your right to cancel');
    expect(text).toContain('Dear Ada Saver');
    expect(text).toContain(`account ${account}`);
    expect(text).toContain(`The 30 days run from the day your plan was opened, ${longDay(today)}`);
    expect(text).toContain(`Last day to cancel ${longDay(plusDays(today, 30))}`);
    expect(text).toContain('30 calendar days from the day you receive this letter');
    expect(text).toContain(`Write to Firm ${w.firmId}`);
    expect(text).toContain('fallen in value');
    expect(text).toContain('return the transfer value to that scheme if it agrees to take it back');
    expect(text).toContain('You need do nothing');
  });

  it('when the account is missing, not a pension or another firm’s, then 400 or 404', async () => {
    const missing = await generate(p, w.token, 'pensioncancellationletter', {});
    expect(fieldNames(missing)).toEqual(['accountId']);
    const gia = await generate(p, w.token, 'pensioncancellationletter', { accountId: await w.open() });
    expect(gia.status).toBe(400);
    expect(gia.body.error.fieldErrors[0]).toMatchObject({ fieldName: 'accountId' });
    expect(gia.body.error.fieldErrors[0].errorMessage).toMatch(/^Must be a pension account/);
    const theirs = await open(other.clientId, 'SIPP', other);
    expect((await generate(p, w.token, 'pensioncancellationletter', { accountId: theirs })).status).toBe(404);
  });
});

// POST /files/illustration prints a stored illustration: tested in illustrations/illustrations.test.ts.

describe('POST /files/{fileType}', () => {
  it('when a field the document does not take is sent, then 400 names it', async () => {
    const res = await generate(p, w.token, 'contractnote', { transactionId: 'ZZZ', clientId: w.clientId });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toEqual([
      { fieldName: 'clientId', errorMessage: 'Not used by the contract note' },
    ]);
  });

  it('when the type is unknown, then 400 names it', async () => {
    const res = await generate(p, w.token, 'nonsense', { clientId: w.clientId });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors[0]).toMatchObject({ fieldName: 'fileType' });
    expect(res.body.error.fieldErrors[0].errorMessage).toContain('"nonsense"');
  });
});
