import { act, cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext, HttpError, useUpdate } from 'react-admin';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../data/i18nProvider';
import { Toasts } from './Toasts';
import { ForbiddenToasts } from './ForbiddenToasts';

const refusing = (status: number, message: string) => ({
  update: () => Promise.reject(new HttpError(message, status, {})),
});

const Saver = () => {
  const [update] = useUpdate();
  useEffect(() => {
    update(
      'clients',
      { id: 'C1', data: { name: 'x' }, previousData: { id: 'C1' } },
      { mutationMode: 'pessimistic' },
    );
  }, [update]);
  return null;
};

function renderWith(dataProvider: object) {
  render(
    <AdminContext dataProvider={dataProvider as never} i18nProvider={i18nProvider}>
      <ForbiddenToasts />
      <Saver />
      <Toasts />
    </AdminContext>,
  );
  return () => within(screen.getByRole('region', { name: 'Notifications' })).queryAllByRole('alert');
}

afterEach(cleanup);

describe('ForbiddenToasts', () => {
  it('when a write is refused with 403, then the platform’s message is toasted', async () => {
    const toasts = renderWith(refusing(403, 'You need readWrite permission on Client to do this'));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(toasts().map((t) => t.textContent)).toContain(
      'You need readWrite permission on Client to do this',
    );
  });

  it('when a write fails otherwise, then this adds no toast (the form shows it)', async () => {
    const toasts = renderWith(refusing(400, 'The request has errors; see fieldErrors'));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(toasts().map((t) => t.textContent)).not.toContain('The request has errors; see fieldErrors');
  });
});
