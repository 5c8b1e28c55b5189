import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../App';
import { newClient, openAccount } from '../../testing/demoRecords';
import { DEMO, useRealKeel } from '../../testing/realKeel';

const keel = useRealKeel('adviser');

const amountField = () => screen.getByLabelText(/^Amount/, { selector: 'input' });
const snackbar = () => document.querySelector('.KeelToast-root');
const ALLOWANCE_LEFT = "£20,000.00 of this tax year's ISA allowance is left";

afterEach(cleanup);

describe('PayInPage', () => {
  it(
    'when the platform refuses an ISA pay-in over the allowance, then its message shows under Amount, no toast, and a corrected pay-in goes through once',
    { timeout: 60_000 },
    async () => {
      const clientId = await newClient(keel, 'Isla', 'Saver');
      const isaId = await openAccount(keel, clientId, 'ISA', 'Stocks and Shares ISA');
      window.history.pushState({}, '', `/accounts/${isaId}/pay-in`);
      render(<App />);

      expect(
        await screen.findByText(
          /ISA allowance: £20,000 a tax year; £0.00 used, £0.00 pending, £20,000.00 left \(tax year \d{4}\/\d{2}: 6 April/,
          {},
          { timeout: 10_000 },
        ),
      ).toBeTruthy();
      fireEvent.change(amountField(), { target: { value: '25000' } });
      fireEvent.click(screen.getByRole('button', { name: 'Review' }));
      expect(await screen.findByText(/more than the £20,000.00 left/)).toBeTruthy();
      const table = screen.getByRole('table', { name: /Stocks and Shares ISA/ });
      const cash = within(table).getByRole('rowheader', { name: 'Cash' }).closest('tr')!;
      expect(within(cash).getByText('£0.00')).toBeTruthy();
      expect(within(cash).getByText('£25,000.00')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Confirm and submit' }));

      await waitFor(() => expect(amountField().getAttribute('aria-invalid')).toBe('true'), {
        timeout: 10_000,
      });
      const control = amountField().closest('.MuiFormControl-root') as HTMLElement;
      expect(within(control).getByText(ALLOWANCE_LEFT)).toBeTruthy();
      expect(screen.getByText('Please correct the fields marked below.')).toBeTruthy();
      expect(snackbar()).toBeNull();

      fireEvent.change(amountField(), { target: { value: '5000' } });
      fireEvent.click(screen.getByRole('button', { name: 'Review' }));
      const confirm = await screen.findByRole('button', { name: 'Confirm and submit' });
      fireEvent.click(confirm);
      fireEvent.click(confirm);
      expect(await screen.findByText(/Waiting: for the money/, {}, { timeout: 10_000 })).toBeTruthy();
      expect(screen.getByRole('link', { name: "See the account's transactions" }).getAttribute('href')).toBe(
        `/accounts/${isaId}/transactions`,
      );

      const { data: transactions } = await keel.api(
        'GET',
        `/portfoliotransaction/${DEMO.firmId}?accountId=${isaId}`,
      );
      expect(transactions).toHaveLength(1);
      expect(transactions[0]).toMatchObject({
        amount: 5000,
        status: 'Waiting',
        transactionSubType: 'Deposit',
      });
      const keys = keel.sent.filter((r) => r.method === 'POST').map((r) => r.headers.get('idempotency-key'));
      expect(keys).toHaveLength(2);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(keys[1]).not.toBe(keys[0]);
    },
  );
});
