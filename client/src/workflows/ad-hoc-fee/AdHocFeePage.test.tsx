import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../App';
import { fund, newClient, openAccount } from '../../testing/demoRecords';
import { DEMO, useRealKeel } from '../../testing/realKeel';

// The admin: arranging the test funds the account, which records money received (Transaction action).
const keel = useRealKeel('admin');

afterEach(cleanup);

describe('AdHocFeePage', () => {
  it(
    'when four-eyes holds the fee, then the result says it awaits another user and offers no dealing',
    { timeout: 60_000 },
    async () => {
      // The demo firm holds ad hoc fees over £500 for a second user's authorisation.
      const clientId = await newClient(keel, 'Fern', 'Payer');
      const accountId = await openAccount(keel, clientId, 'GIA', 'General account');
      await fund(keel, accountId, 1000);
      window.history.pushState({}, '', `/accounts/${accountId}/ad-hoc-fee`);
      render(<App />);

      const amount = await screen.findByRole('textbox', { name: 'Amount' }, { timeout: 10_000 });
      fireEvent.change(amount, { target: { value: '750' } });
      fireEvent.click(screen.getByRole('button', { name: 'Review' }));
      expect(
        await screen.findByText(
          '£500.00 or more needs a second person to authorise: this adviser ad hoc fee of £750.00 waits for another user first.',
        ),
      ).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Confirm and submit' }));

      expect(
        await screen.findByText(
          'Pending authorisation: another user must authorise it',
          {},
          { timeout: 10_000 },
        ),
      ).toBeTruthy();
      expect(screen.getByRole('row', { name: /Adviser ad hoc fee/ }).textContent).toContain('£750.00');
      expect(screen.queryByRole('button', { name: 'Deal now' })).toBeNull();
      const { data: fees } = await keel.api(
        'GET',
        `/portfoliotransaction/${DEMO.firmId}?accountId=${accountId}&transactionSubType=Adviser Adhoc Fee`,
      );
      expect(fees).toMatchObject([{ status: 'Pending', amount: 750, movementType: 'Out' }]);
    },
  );
});
