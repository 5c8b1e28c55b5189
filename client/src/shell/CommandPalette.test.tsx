import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../App';
import { newClient } from '../testing/demoRecords';
import { useRealKeel } from '../testing/realKeel';

const keel = useRealKeel('admin');
afterEach(cleanup);

const openPalette = () => fireEvent.keyDown(window, { key: 'k', ctrlKey: true });

describe('the command palette (Ctrl+K)', () => {
  it(
    'when a client is typed by name and Enter pressed, then the console goes to that client',
    { timeout: 60_000 },
    async () => {
      const surname = `Palette${Math.random().toString(36).slice(2, 7)}`;
      const clientId = await newClient(keel, 'Ada', surname);
      window.history.pushState({}, '', '/');
      render(<App />);
      await screen.findByRole('menuitem', { name: /Dashboard/ }, { timeout: 15_000 });
      openPalette();
      const dialog = await screen.findByRole('dialog', { name: 'Go to' }, { timeout: 10_000 });
      const box = within(dialog).getByRole('combobox');
      fireEvent.change(box, { target: { value: surname } });
      const option = await within(dialog).findByRole(
        'option',
        { name: new RegExp(surname) },
        { timeout: 10_000 },
      );
      expect(option.textContent).toContain(clientId);
      // The lists were asked in parallel, each once for the word (debounced), under their own filter names.
      const asked = keel.sent.filter(
        (r) => r.url.includes(encodeURIComponent(surname)) || r.url.includes(surname),
      );
      expect(asked.some((r) => r.url.startsWith('/api/proxy/client/'))).toBe(true);
      // Enter goes to the highlighted row: wait, as a person would, until the found client is highlighted
      // (the list highlights its first row once the found records have rendered).
      await waitFor(() => expect(box.getAttribute('aria-activedescendant')).toBe(option.id));
      fireEvent.keyDown(box, { key: 'Enter' });
      await waitFor(() => expect(window.location.pathname).toBe(`/clients/${clientId}/overview`), {
        timeout: 10_000,
      });
      // The dialog closes with MUI's exit transition.
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Go to' })).toBeNull());
    },
  );

  it(
    'when a page name is typed, then arrow keys and Enter open that page of the menu',
    { timeout: 60_000 },
    async () => {
      window.history.pushState({}, '', '/');
      render(<App />);
      await screen.findByRole('menuitem', { name: /Dashboard/ }, { timeout: 15_000 });
      openPalette();
      const dialog = await screen.findByRole('dialog', { name: 'Go to' }, { timeout: 10_000 });
      const box = within(dialog).getByRole('combobox');
      fireEvent.change(box, { target: { value: 'Jobs' } });
      const jobs = await within(dialog).findByRole('option', { name: 'Jobs' });
      await waitFor(() => expect(box.getAttribute('aria-activedescendant')).toBe(jobs.id));
      fireEvent.keyDown(box, { key: 'Enter' });
      await waitFor(() => expect(window.location.pathname).toBe('/jobs'), { timeout: 10_000 });
    },
  );
});
