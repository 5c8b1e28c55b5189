import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../App';
import { fund, newClient, openAccount } from '../../testing/demoRecords';
import { DEMO, useRealKeel } from '../../testing/realKeel';

const keel = useRealKeel('admin');

afterEach(cleanup);

/** A client with a funded GIA and a valuation statement in their message box (made through the API). */
async function clientWithStatement() {
  const clientId = await newClient(keel, 'Ada', 'Lovelace');
  const accountId = await openAccount(keel, clientId, 'GIA', 'Ada GIA');
  await fund(keel, accountId, 1000);
  const { data: file } = await keel.api('POST', '/files/valuationstatement', { clientId });
  return { clientId, accountId, messageId: file.messageId as string, title: file.title as string };
}

describe('Documents and messages', () => {
  it(
    'when a client has a new statement, then the tab lists it Unread with its badge, and Mark read reads it and drops the count',
    { timeout: 90_000 },
    async () => {
      const { clientId, messageId, title } = await clientWithStatement();
      window.history.pushState({}, '', `/clients/${clientId}/documents`);
      render(<App />);

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' }, { timeout: 15_000 }),
      ).toBeTruthy();
      const tab = await screen.findByRole(
        'tab',
        { name: /^Documents and messages\s*1\s*unread$/ },
        { timeout: 10_000 },
      );
      expect(tab.getAttribute('aria-selected')).toBe('true');
      const cell = await screen.findByText(title, {}, { timeout: 10_000 });
      const row = cell.closest('tr')!;
      expect(within(row).getByText('Statement')).toBeTruthy();
      expect(within(row).getByText('Unread')).toBeTruthy();
      expect(within(row).getByText('Ready')).toBeTruthy();
      expect(screen.getByTestId('unread-count').textContent).toBe('1 unread');

      fireEvent.click(cell);
      const pdf = await screen.findByRole('link', { name: 'Open PDF' }, { timeout: 10_000 });
      expect(pdf.getAttribute('href')).toMatch(
        new RegExp(`^/api/proxy/files/${DEMO.firmId}/[^/?]+\\?disposition=inline$`),
      );
      expect(pdf.getAttribute('target')).toBe('_blank');
      fireEvent.click(screen.getByRole('button', { name: 'Mark read' }));

      expect(await screen.findByText('Marked as read', {}, { timeout: 10_000 })).toBeTruthy();
      const put = keel.sent.find((r) => r.method === 'PUT' && r.url.includes(`/message/`));
      expect(put?.url).toBe(`/api/proxy/message/${DEMO.firmId}/${messageId}`);
      expect(put?.body).toEqual({ status: 'Read', version: expect.any(Number) });
      await waitFor(() => expect(screen.getByTestId('unread-count').textContent).toBe('0 unread'), {
        timeout: 10_000,
      });
      expect(screen.queryByTestId('unread-badge')).toBeNull();
      // The open message's drawer shows its subject too: the row is the one in the table.
      const rowOfTitle = () =>
        screen
          .getAllByText(title)
          .map((el) => el.closest('tr'))
          .find((tr) => tr !== null)!;
      await waitFor(() => expect(within(rowOfTitle()).getByText('Read')).toBeTruthy());
      const { data: stats } = await keel.api('GET', `/message/stats/${DEMO.firmId}?clientId=${clientId}`);
      expect(stats.byStatus).toMatchObject({ Unread: 0, Read: 1 });
    },
  );
});
