import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../App';
import { json } from '../../data/testing';
import { createdTransaction, workflowBackEnd } from '../shared/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AdHocFeePage', () => {
  it(
    'when four-eyes holds the fee, then the result says it awaits another user and offers no dealing',
    { timeout: 40_000 },
    async () => {
      const pending = createdTransaction({
        transactionType: 'Cash',
        transactionSubType: 'Adviser Adhoc Fee',
        movementType: 'Out',
        status: 'Pending',
        amount: 750,
      });
      const { fetch, seen } = workflowBackEnd(() => json(201, { data: { id: 'T1' } }), pending);
      vi.stubGlobal('fetch', fetch);
      window.history.pushState({}, '', '/accounts/A1/ad-hoc-fee');
      render(<App />);

      const amount = await screen.findByRole('textbox', { name: 'Amount' }, { timeout: 8000 });
      fireEvent.change(amount, { target: { value: '750' } });
      fireEvent.click(screen.getByRole('button', { name: 'Review' }));
      expect(await screen.findByText(/a second user must authorise it first/)).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Confirm and submit' }));

      expect(
        await screen.findByText(
          'Pending authorisation: another user must authorise it',
          {},
          { timeout: 8000 },
        ),
      ).toBeTruthy();
      expect(screen.getByRole('row', { name: /Adviser ad hoc fee/ }).textContent).toContain('£750.00');
      expect(screen.queryByRole('button', { name: 'Deal now' })).toBeNull();
      expect(seen.find((r) => r.method === 'POST')!.body).toEqual({
        firmId: 'F1',
        accountId: 'A1',
        transactionType: 'Cash',
        transactionSubType: 'Adviser Adhoc Fee',
        movementType: 'Out',
        amount: 750,
      });
    },
  );
});
