import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../App';
import { json } from '../../data/testing';
import { createdTransaction, workflowBackEnd } from '../shared/testing';

const ALLOWANCE_ERROR = {
  error: {
    statusCode: 400,
    errorMessage: 'Some fields need attention',
    fieldErrors: [
      { fieldName: 'amount', errorMessage: "£10,000.00 of this tax year's ISA allowance is left" },
    ],
  },
};

const amountField = () => screen.getByLabelText(/^Amount/, { selector: 'input' });
const snackbar = () => document.querySelector('.KeelToast-root');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PayInPage', () => {
  it(
    'when the platform refuses an ISA pay-in over the allowance, then its message shows under Amount, no toast, and a corrected pay-in goes through once',
    { timeout: 40_000 },
    async () => {
      let answer = json(400, ALLOWANCE_ERROR);
      const { fetch, seen } = workflowBackEnd(() => answer.clone(), createdTransaction({}));
      vi.stubGlobal('fetch', fetch);
      window.history.pushState({}, '', '/accounts/A1/pay-in');
      render(<App />);

      expect(
        await screen.findByText(
          /£10,000.00 of this tax year's ISA allowance is left \(tax year 2026\/27: 6 April 2026 to 5 April 2027\)/,
          {},
          { timeout: 8000 },
        ),
      ).toBeTruthy();
      fireEvent.change(amountField(), { target: { value: '15000' } });
      fireEvent.click(screen.getByRole('button', { name: 'Review' }));
      expect(await screen.findByText(/more than the £10,000.00 left/)).toBeTruthy();
      const table = screen.getByRole('table', { name: /Stocks and Shares ISA/ });
      const cash = within(table).getByRole('rowheader', { name: 'Cash' }).closest('tr')!;
      expect(within(cash).getByText('£1,000.00')).toBeTruthy();
      expect(within(cash).getByText('£16,000.00')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Confirm and submit' }));

      await waitFor(() => expect(amountField().getAttribute('aria-invalid')).toBe('true'), { timeout: 8000 });
      const control = amountField().closest('.MuiFormControl-root') as HTMLElement;
      expect(within(control).getByText("£10,000.00 of this tax year's ISA allowance is left")).toBeTruthy();
      expect(screen.getByText('Please correct the fields marked below.')).toBeTruthy();
      expect(snackbar()).toBeNull();

      answer = json(201, { data: { id: 'T1' } });
      fireEvent.change(amountField(), { target: { value: '5000' } });
      fireEvent.click(screen.getByRole('button', { name: 'Review' }));
      const confirm = await screen.findByRole('button', { name: 'Confirm and submit' });
      fireEvent.click(confirm);
      fireEvent.click(confirm);
      expect(await screen.findByText(/Waiting: for the money/, {}, { timeout: 8000 })).toBeTruthy();
      expect(screen.getByRole('link', { name: "See the account's transactions" }).getAttribute('href')).toBe(
        '/accounts/A1/transactions',
      );

      const posts = seen.filter((r) => r.method === 'POST');
      expect(posts).toHaveLength(2);
      expect(posts[1].body).toMatchObject({
        firmId: 'F1',
        accountId: 'A1',
        amount: 5000,
        method: 'Bank Transfer',
      });
      const keys = posts.map((r) => r.headers.get('idempotency-key'));
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(keys[1]).not.toBe(keys[0]);
    },
  );
});
