import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_SCOPES } from '../../../../contract';
import { App } from '../../App';
import { fakeFetch, json, type SeenRequest } from '../../data/testing';

const ME = {
  userId: 'U1',
  firmId: 'F1',
  nodeId: '0',
  scopes: ALL_SCOPES,
  user: { id: 'U1', name: 'Ada Admin', email: 'ada@example.com', userType: 'User' },
};
const account = (id: string) => ({
  id,
  firmId: 'F1',
  nodeId: '0',
  nodeName: 'Head office',
  clientId: 'C1',
  clientName: 'Ada Lovelace',
  clients: [{ id: 'C1', isLeadClient: true }],
  name: 'Ada Lovelace GIA',
  accountType: 'Wrapper',
  wrapperType: 'GIA',
  currency: 'GBP',
  status: 'Active',
  nextStatuses: ['Suspended', 'Closing', 'Transfer Out'],
  recurringPayment: false,
  wrapperDetail: { wrapperType: 'GIA', discretionary: false, advised: true, trust: false },
  createdDate: '2026-01-01T00:00:00Z',
  auditDetails: {
    updateDate: '2026-01-01T00:00:00Z',
    userFirmId: 'F1',
    userId: 'U1',
    version: 3,
    application: 'Keel',
  },
});

/** The console's query cache lives for the module, so each test edits its own account. */
function backEnd(id: string, onWrite: (request: SeenRequest) => Response) {
  const writes: SeenRequest[] = [];
  const { fetch } = fakeFetch((request) => {
    const url = new URL(request.url, 'http://keel.test');
    if (url.pathname === '/api/auth/me') return json(200, ME);
    if (url.pathname === '/api/proxy/firm/enabledfeatures/F1') return json(200, { data: [] });
    if (url.pathname.startsWith('/api/proxy/node/theme/F1/')) return json(200, { data: {} });
    if (url.pathname === `/api/proxy/account/F1/${id}`) {
      if (request.method === 'GET') return json(200, { data: account(id) });
      writes.push(request);
      return onWrite(request);
    }
    return json(404, { error: { statusCode: 404, errorMessage: `No ${url.pathname}`, fieldErrors: [] } });
  });
  return { fetch, writes };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('editing an account', () => {
  it(
    'when the wrapper section is saved, then PATCH carries the flags and the version read, never the wrapper type',
    { timeout: 30_000 },
    async () => {
      const api = backEnd('E1', () => json(200, { data: account('E1') }));
      vi.stubGlobal('fetch', api.fetch);
      window.history.pushState({}, '', '/accounts/E1/edit#wrapper');
      render(<App />);
      fireEvent.click(await screen.findByLabelText('Discretionary', {}, { timeout: 8000 }));
      fireEvent.click(screen.getByRole('button', { name: /Save/ }));
      await waitFor(() => expect(api.writes).toHaveLength(1));
      expect(api.writes[0].method).toBe('PATCH');
      expect(api.writes[0].body).toEqual({
        wrapperDetail: { discretionary: true, advised: true, trust: false },
        version: 3,
      });
      await waitFor(() => expect(window.location.pathname).toBe('/accounts/E1/details'));
    },
  );

  it(
    'when a status change is refused, then the platform’s reason shows in the status section',
    { timeout: 30_000 },
    async () => {
      const refusal = {
        error: {
          statusCode: 409,
          errorMessage: 'An account with holdings cannot close yet',
          fieldErrors: [],
        },
      };
      const api = backEnd('E2', () => json(409, refusal));
      vi.stubGlobal('fetch', api.fetch);
      window.history.pushState({}, '', '/accounts/E2/edit#status');
      render(<App />);
      fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'New status' }, { timeout: 8000 }));
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Suspended',
        'Closing',
        'Transfer Out',
      ]);
      fireEvent.click(screen.getByRole('option', { name: 'Closing' }));
      fireEvent.change(screen.getByLabelText('Reason for the change'), { target: { value: 'Client asked' } });
      fireEvent.click(screen.getByRole('button', { name: 'Change status' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'An account with holdings cannot close yet',
      );
      expect(api.writes[0]).toMatchObject({
        method: 'PUT',
        body: { status: 'Closing', reason: 'Client asked', version: 3 },
      });
    },
  );
});
