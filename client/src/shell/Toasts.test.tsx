import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { AdminContext, useNotify } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../registry';
import { TOAST_AUTO_HIDE_MS, Toasts } from './Toasts';

type Call = [string, { type?: 'success' | 'error' | 'info' | 'warning'; autoHideDuration?: number | null }?];

const Notifier = ({ calls }: { calls: Call[] }) => {
  const notify = useNotify();
  useEffect(() => calls.forEach(([message, options]) => notify(message, options)), [calls, notify]);
  return null;
};

function renderToasts(calls: Call[]) {
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Notifier calls={calls} />
      <Toasts />
    </AdminContext>,
  );
  return () => within(screen.getByRole('region', { name: 'Notifications' })).queryAllByRole('alert');
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Toasts', () => {
  it('when four notifications arrive at once, then three show and the fourth waits for a free place', async () => {
    const toasts = renderToasts([
      ['one', { type: 'error' }],
      ['two', { type: 'error' }],
      ['three'],
      ['four'],
    ]);
    await advance(10);
    expect(toasts().map((t) => t.textContent)).toEqual(['one', 'two', 'three']);
    fireEvent.click(within(toasts()[0]).getByRole('button', { name: 'Close' }));
    await advance(195 + 50);
    expect(toasts().map((t) => t.textContent)).toEqual(['two', 'three', 'four']);
  });

  it('when a toast is left alone, then it hides after 5000 ms and not before', async () => {
    const toasts = renderToasts([['Saved', { type: 'success' }]]);
    await advance(TOAST_AUTO_HIDE_MS - 100);
    expect(toasts()).toHaveLength(1);
    await advance(100); // hides now; React renders the exit between timer steps
    await advance(195 + 50);
    expect(toasts()).toHaveLength(0);
  });

  it('when a notification asks to stay, then it stays until closed', async () => {
    const toasts = renderToasts([['Read me', { type: 'warning', autoHideDuration: null }]]);
    await advance(TOAST_AUTO_HIDE_MS * 3);
    expect(toasts()).toHaveLength(1);
  });

  it('when each variant is notified, then each shows as its own severity and translates keys', async () => {
    const toasts = renderToasts([
      ['keel.signIn.button', { type: 'success' }],
      ['b', { type: 'error' }],
      ['c', { type: 'warning' }],
    ]);
    await advance(10);
    const classes = toasts().map((t) => t.className);
    expect(classes[0]).toMatch(/filledSuccess/);
    expect(classes[1]).toMatch(/filledError/);
    expect(classes[2]).toMatch(/filledWarning/);
    expect(toasts()[0].textContent).toBe('Sign in');
    expect(screen.getByRole('region', { name: 'Notifications' }).style).toBeDefined();
  });

  it('when the same message is notified twice while the first shows, then it shows once; a different type still shows', async () => {
    const toasts = renderToasts([
      ['Client not found', { type: 'error' }],
      ['Client not found', { type: 'error' }],
      ['Client not found', { type: 'info' }],
    ]);
    await advance(10);
    expect(toasts().map((t) => t.textContent)).toEqual(['Client not found', 'Client not found']);
    expect(toasts().map((t) => /filledError/.test(t.className))).toEqual([true, false]);
  });
});
