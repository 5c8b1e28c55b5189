import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../App';
import { newClient, openAccount } from '../../testing/demoRecords';
import { DEMO, useRealKeel } from '../../testing/realKeel';

const keel = useRealKeel('admin');

afterEach(cleanup);

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input,textarea' });

async function providerId(name: string) {
  const { data } = await keel.api(
    'GET',
    `/masterparty/platform/${DEMO.firmId}?name=${encodeURIComponent(name)}`,
  );
  return data[0].id as string;
}

describe('TransferRequestPage', () => {
  it(
    'when an ISA cash transfer-in is requested with a provider found by typing, then a platform field error shows under its field, the review says it in words and the result opens the new Pending transfer',
    { timeout: 60_000 },
    async () => {
      const clientId = await newClient(keel, 'Tara', 'Transfer');
      const isaId = await openAccount(keel, clientId, 'ISA', 'Transfer ISA');
      window.history.pushState({}, '', `/accounts/${isaId}/transfer`);
      render(<App />);

      await screen.findByRole('heading', { name: 'Request a transfer', level: 1 }, { timeout: 10_000 });
      const provider = await screen.findByRole(
        'combobox',
        { name: 'The other provider' },
        { timeout: 10_000 },
      );
      // Typing focuses the field (MUI resets an unfocused field's text to the chosen value).
      provider.focus();
      fireEvent.change(provider, { target: { value: 'hargr' } });
      await screen.findByRole(
        'option',
        { name: 'Hargreaves Lansdown · electronic · typically 10 working days' },
        { timeout: 10_000 },
      );
      // Only providers taking an ISA in cash, matching what was typed, are offered.
      await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1), { timeout: 5_000 });
      fireEvent.click(screen.getByRole('option', { name: /^Hargreaves Lansdown/ }));
      // Longer than the platform takes: its field error comes back under the field, the form kept.
      fireEvent.change(field(/^Their reference/), { target: { value: 'HL-'.padEnd(60, '7') } });
      fireEvent.change(field(/^Estimated value/), { target: { value: '15,000' } });
      expect(screen.getByText(/the transferred money itself does not use any allowance/)).toBeTruthy();
      fireEvent.change(field(/^This tax year's subscriptions there/), { target: { value: '2000' } });
      fireEvent.click(screen.getByRole('button', { name: 'Review' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Confirm and submit' }));
      await waitFor(() => expect(field(/^Their reference/).getAttribute('aria-invalid')).toBe('true'), {
        timeout: 10_000,
      });
      expect(screen.getByText('Please correct the fields marked below.')).toBeTruthy();
      expect((field(/^Estimated value/) as HTMLInputElement).value).toBe('15,000');
      fireEvent.change(field(/^Their reference/), { target: { value: 'HL-778812' } });
      fireEvent.click(screen.getByRole('button', { name: 'Review' }));

      const review = await screen.findByRole('table', { name: 'Check the transfer request' });
      const row = (label: string) => within(review).getByRole('rowheader', { name: label }).closest('tr')!;
      expect(within(row('Direction')).getByText('In: from another provider')).toBeTruthy();
      expect(within(row('The other provider')).getByText(/Hargreaves Lansdown · electronic/)).toBeTruthy();
      expect(within(row('Estimated value')).getByText('£15,000.00')).toBeTruthy();
      expect(screen.getByText(/usually within 10 working days/)).toBeTruthy();
      expect(screen.getByText(/£2,000.00 of this year’s subscriptions comes with it/)).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Confirm and submit' }));

      const done = await screen.findByText(
        /^Transfer (\S+) requested: it is Pending\.$/,
        {},
        { timeout: 10_000 },
      );
      const id = /^Transfer (\S+) requested/.exec(done.textContent!)![1];
      expect(screen.getByRole('link', { name: 'Open the transfer' }).getAttribute('href')).toBe(
        `/accounts/${isaId}/transfers/${id}`,
      );
      const { data } = await keel.api('GET', `/portfoliotransaction/producttransfer/${DEMO.firmId}/${id}`);
      expect(data).toMatchObject({
        accountId: isaId,
        movementType: 'In',
        processingType: 'Cash',
        providerName: 'Hargreaves Lansdown',
        providerReference: 'HL-778812',
        estimatedValue: 15000,
        currentYearSubscriptions: 2000,
        transferStatus: 'Pending',
      });
    },
  );

  it(
    'when a rejected transfer is requested again, then the form starts from its provider and values',
    { timeout: 60_000 },
    async () => {
      const clientId = await newClient(keel, 'Rhys', 'Again');
      const giaId = await openAccount(keel, clientId, 'GIA', 'Again GIA');
      const { data: created } = await keel.api('POST', '/portfolioTransactionGroup', {
        firmId: DEMO.firmId,
        accountId: giaId,
        transfer: {
          direction: 'In',
          processingType: 'Cash',
          scope: 'Partial',
          providerId: await providerId('AJ Bell'),
          providerReference: 'AJB-1',
          estimatedValue: 3200,
        },
      });
      await keel.api(
        'PUT',
        `/portfoliotransaction/action/firmTransferHistoryUpdate/${DEMO.firmId}/${created.id}`,
        { type: 'INFO', text: 'Name does not match', newStatus: 'Rejected', reason: 'Name mismatch' },
      );
      window.history.pushState({}, '', `/accounts/${giaId}/transfer?transferId=${created.id}`);
      render(<App />);

      expect(
        await screen.findByText(
          `Filled in from transfer ${created.id} (Rejected): check each field, then request it again.`,
          {},
          { timeout: 10_000 },
        ),
      ).toBeTruthy();
      expect((field(/^Their reference/) as HTMLInputElement).value).toBe('AJB-1');
      expect((field(/^Estimated value/) as HTMLInputElement).value).toBe('3200');
      expect((screen.getByRole('combobox', { name: 'The other provider' }) as HTMLInputElement).value).toBe(
        'AJ Bell',
      );
      expect((screen.getByRole('radio', { name: 'Part of it' }) as HTMLInputElement).checked).toBe(true);
      fireEvent.change(field(/^Their reference/), { target: { value: '' } });
      fireEvent.click(screen.getByRole('button', { name: 'Review' }));
      await waitFor(() => expect(field(/^Their reference/).getAttribute('aria-invalid')).toBe('true'));
    },
  );
});
