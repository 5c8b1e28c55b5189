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
const INSTRUMENT = {
  id: 'X1',
  name: 'Example Fund',
  longName: 'Example Fund Acc',
  isin: 'GB00B0000001',
  ticker: 'EXF',
  instrumentType: 'Fund',
  currency: 'GBP',
  assetClass: 'Equity',
  assetCountryOfIssue: 'GB',
  ocf: 0.2,
  currentPrice: 1.2345,
  currentPriceDate: '2026-10-30',
  priceCurrency: 'GBP',
  adopted: false,
};

/** The console's query cache lives for the module, so each test asks about its own instrument. */
function backEnd(id: string, onAdopt: (request: SeenRequest) => Response) {
  const adoptions: SeenRequest[] = [];
  let adopted = false;
  const { fetch } = fakeFetch((request) => {
    const url = new URL(request.url, 'http://keel.test');
    if (url.pathname === '/api/auth/me') return json(200, ME);
    if (url.pathname === '/api/proxy/firm/enabledfeatures/F1') return json(200, { data: [] });
    if (url.pathname.startsWith('/api/proxy/node/theme/F1/')) return json(200, { data: {} });
    if (url.pathname === `/api/proxy/masterinstrument/F1/${id}`)
      return json(200, {
        data: { ...INSTRUMENT, id, adopted, ...(adopted ? { status: 'Active', version: 1 } : {}) },
      });
    if (url.pathname === `/api/proxy/asset/F1/${id}`)
      return json(200, { data: { ...INSTRUMENT, id, adopted: true } });
    if (url.pathname === `/api/proxy/price/F1/${id}`)
      return json(200, {
        data: { assetId: id, isin: INSTRUMENT.isin, currency: 'GBP', price: 1.2345, history: [] },
      });
    if (url.pathname === '/api/proxy/asset' && request.method === 'POST') {
      adoptions.push(request);
      const answer = onAdopt(request);
      adopted = answer.status === 201;
      return answer;
    }
    return json(404, { error: { statusCode: 404, errorMessage: `No ${url.pathname}`, fieldErrors: [] } });
  });
  return { fetch, adoptions };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('requesting an instrument for the firm', () => {
  it(
    'when the adviser adds a master instrument, then POST /asset names it and its page shows it on the list',
    { timeout: 30_000 },
    async () => {
      const api = backEnd('X1', () => json(201, { data: { id: 'X1' } }));
      vi.stubGlobal('fetch', api.fetch);
      window.history.pushState({}, '', '/instruments/X1/request');
      render(<App />);
      expect(
        await screen.findByRole(
          'heading',
          { name: 'Add Example Fund to the firm’s instruments' },
          { timeout: 8000 },
        ),
      ).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: /Add to the firm’s list/ }));
      await waitFor(() => expect(window.location.pathname).toBe('/instruments/X1'));
      expect(api.adoptions[0].body).toEqual({ firmId: 'F1', assetId: 'X1' });
      expect(await screen.findByText('Active')).toBeTruthy();
      expect(screen.getByText('£1.2345 (30/10/2026)')).toBeTruthy();
    },
  );

  it(
    'when the platform refuses, then its message shows on the page and it stays',
    { timeout: 30_000 },
    async () => {
      const refusal = {
        error: { statusCode: 409, errorMessage: 'The firm already has this instrument', fieldErrors: [] },
      };
      const api = backEnd('X2', () => json(409, refusal));
      vi.stubGlobal('fetch', api.fetch);
      window.history.pushState({}, '', '/instruments/X2/request');
      render(<App />);
      fireEvent.click(
        await screen.findByRole('button', { name: /Add to the firm’s list/ }, { timeout: 8000 }),
      );
      expect((await screen.findByRole('alert')).textContent).toBe('The firm already has this instrument');
      expect(window.location.pathname).toBe('/instruments/X2/request');
    },
  );
});
