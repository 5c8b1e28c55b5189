import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../App';
import { fund, newClient, openAccount } from '../../testing/demoRecords';
import { DEMO, useRealKeel, type RealKeel } from '../../testing/realKeel';
import { DESK_QUERY } from './paymentsDesk';

const keel = useRealKeel('admin');

/** A Waiting payment made through the platform; its id. */
async function payment(k: RealKeel, accountId: string, kind: 'Deposit' | 'Withdrawal', amount: number) {
  const { data } = await k.api('POST', '/portfoliotransaction', {
    firmId: DEMO.firmId,
    accountId,
    currency: 'GBP',
    transactionType: 'Payment',
    transactionSubType: kind,
    movementType: kind === 'Deposit' ? 'In' : 'Out',
    method: kind === 'Deposit' ? 'Bank Transfer' : 'BACS Credit',
    amount,
  });
  return data.id as string;
}
const transaction = async (id: string) =>
  (await keel.api('GET', `/portfoliotransaction/${DEMO.firmId}/${id}`)).data;
const toast = async (text: string | RegExp) =>
  screen.findByText(text, { selector: '.KeelToast-root *' }, { timeout: 10_000 });

afterEach(cleanup);

describe('the payments desk', () => {
  it(
    "when a Waiting pay-in is recorded from its drawer with the bank's reference, then it is Completed with it and the toast says so in our words",
    { timeout: 90_000 },
    async () => {
      const clientId = await newClient(keel, 'Desk', 'Drawer');
      const isa = await openAccount(keel, clientId, 'ISA', 'Drawer ISA');
      const id = await payment(keel, isa, 'Deposit', 1234);
      window.history.pushState(
        {},
        '',
        `/accounts/${isa}/transactions?status=Waiting&transactionType=Payment`,
      );
      render(<App />);
      fireEvent.click(await screen.findByText(id, {}, { timeout: 15_000 }));
      const drawer = await screen.findByRole('region', { name: 'Transaction details' });
      fireEvent.click(await within(drawer).findByRole('button', { name: 'Record receipt' }));
      const dialog = await screen.findByRole('dialog', { name: /Record money received/ });
      fireEvent.change(within(dialog).getByLabelText('Bank reference'), { target: { value: 'FPS 77/ABC' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Record receipt' }));
      expect(await toast('Pay-in of £1,234.00 recorded as received')).toBeTruthy();
      expect(await transaction(id)).toMatchObject({ status: 'Completed', bankReference: 'FPS 77/ABC' });
      await waitFor(
        () => expect(within(drawer).queryByRole('button', { name: 'Record receipt' })).toBeNull(),
        {
          timeout: 10_000,
        },
      );
    },
  );

  it(
    'when two payments are selected on the desk and one was recorded meanwhile, then one is recorded and the other shows why not',
    { timeout: 90_000 },
    async () => {
      const clientId = await newClient(keel, 'Desk', 'Bulk');
      const gia = await openAccount(keel, clientId, 'GIA', 'Bulk GIA');
      await fund(keel, gia, 1000);
      const payIn = await payment(keel, gia, 'Deposit', 300);
      const withdrawal = await payment(keel, gia, 'Withdrawal', 200);
      window.history.pushState({}, '', `/accounts/${gia}/transactions`);
      render(<App />);
      fireEvent.click(await screen.findByRole('button', { name: 'Payments to record' }, { timeout: 15_000 }));
      await waitFor(() => expect(window.location.search).toBe(DESK_QUERY));
      for (const id of [payIn, withdrawal]) {
        const row = (await screen.findByText(id, {}, { timeout: 10_000 })).closest('tr')!;
        fireEvent.click(within(row).getByRole('checkbox'));
      }
      // Someone else records the pay-in while this list is open.
      await keel.api('PUT', `/portfoliotransactionaction/${DEMO.firmId}/${payIn}`, {
        transactionAction: 'Complete',
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Record as received / paid out' }));
      const dialog = await screen.findByRole('dialog', { name: /Record 2 payments/ });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Record as received / paid out' }));
      expect(await toast('1 of 2 payments recorded; 1 could not be (see why in the list)')).toBeTruthy();
      const outcomes = await within(dialog).findByRole('table', { name: 'What happened to each payment' });
      const refused = within(outcomes).getByText(payIn).closest('tr')!;
      expect(refused.textContent).toMatch(/Not recorded: A Completed transaction cannot be completed/);
      expect(within(outcomes).getByText(withdrawal).closest('tr')!.textContent).toMatch(/Recorded/);
      expect((await transaction(withdrawal)).status).toBe('Completed');
    },
  );

  it(
    'when a pay-in is marked failed, then a reason is asked for first, and the failed pay-in gives back its ISA allowance',
    { timeout: 90_000 },
    async () => {
      const clientId = await newClient(keel, 'Desk', 'Failed');
      const isa = await openAccount(keel, clientId, 'ISA', 'Failed ISA');
      const id = await payment(keel, isa, 'Deposit', 5000);
      const allowance = async () =>
        (await keel.api('GET', `/account/summary/${DEMO.firmId}/${isa}`)).data.subscriptionAllowance;
      expect(await allowance()).toMatchObject({ pending: 5000, left: 15000 });
      window.history.pushState({}, '', `/transactions?accountId=${isa}`);
      render(<App />);
      fireEvent.click(await screen.findByText(id, {}, { timeout: 15_000 }));
      const drawer = await screen.findByRole('region', { name: 'Transaction details' });
      fireEvent.click(await within(drawer).findByRole('button', { name: 'Mark failed' }));
      const dialog = await screen.findByRole('dialog', { name: /Mark a payment failed/ });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Mark failed' }));
      expect(await within(dialog).findByText('Required')).toBeTruthy();
      expect((await transaction(id)).status).toBe('Waiting');
      fireEvent.change(within(dialog).getByLabelText(/Why it failed/), {
        target: { value: 'Returned by the payer’s bank' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Mark failed' }));
      expect(await toast('Pay-in of £5,000.00 marked failed')).toBeTruthy();
      expect(await transaction(id)).toMatchObject({
        status: 'Error',
        statusReason: 'Returned by the payer’s bank',
      });
      expect(await allowance()).toMatchObject({ pending: 0, left: 20000 });
    },
  );

  it(
    'when an ISA has a pay-in on its way, then the account page shows it beside the cash and the allowance split',
    { timeout: 90_000 },
    async () => {
      const clientId = await newClient(keel, 'Desk', 'OnItsWay');
      const isa = await openAccount(keel, clientId, 'ISA', 'On Its Way ISA');
      await fund(keel, isa, 2500);
      await payment(keel, isa, 'Deposit', 10000);
      await payment(keel, isa, 'Withdrawal', 400);
      window.history.pushState({}, '', `/accounts/${isa}/investments`);
      render(<App />);
      const card = await screen.findByRole('region', { name: 'Money on its way' }, { timeout: 15_000 });
      await waitFor(() => expect(card.textContent).toMatch(/Coming in: £10,000.00/));
      expect(card.textContent).toMatch(/Going out: £400.00/);
      expect(card.textContent).toMatch(/Pay-in £10,000.00 · Waiting · since \d{1,2} \w{3} \d{4}/);
      expect(
        screen.getByText(
          'ISA allowance: £20,000 a tax year; £2,500.00 used, £10,000.00 pending, £7,500.00 left',
        ),
      ).toBeTruthy();
      expect(within(card).getByRole('link', { name: 'Payments desk' }).getAttribute('href')).toBe(
        `/accounts/${isa}/transactions${DESK_QUERY}`,
      );
    },
  );
});
