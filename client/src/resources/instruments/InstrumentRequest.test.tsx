import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../App';
import { DEMO, useRealKeel } from '../../testing/realKeel';

/** Two platform instruments the demo firm has not adopted, one for each test. */
const ADOPTED_HERE = {
  name: 'Keel Test Growth Fund',
  isin: 'GB00BKEEL001',
  price: '1.2345',
  priceDate: '2026-10-30',
};
const ADOPTED_ELSEWHERE = { ...ADOPTED_HERE, name: 'Keel Test Income Fund', isin: 'GB00BKEEL002' };
const keel = useRealKeel('admin', { masterInstruments: [ADOPTED_HERE, ADOPTED_ELSEWHERE] });

async function masterId(isin: string): Promise<string> {
  const { data } = await keel.api('GET', `/masterinstrument/${DEMO.firmId}?pageSize=500`);
  return data.find((a: { isin: string }) => a.isin === isin).id;
}

afterEach(cleanup);

describe('requesting an instrument for the firm', () => {
  it(
    'when the adviser adds a master instrument, then POST /asset names it and its page shows it on the list',
    { timeout: 60_000 },
    async () => {
      const id = await masterId(ADOPTED_HERE.isin);
      window.history.pushState({}, '', `/instruments/${id}/request`);
      render(<App />);
      expect(
        await screen.findByRole(
          'heading',
          { name: 'Add Keel Test Growth Fund to the firm’s instruments' },
          { timeout: 10_000 },
        ),
      ).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: /Add to the firm’s list/ }));
      await waitFor(() => expect(window.location.pathname).toBe(`/instruments/${id}`), { timeout: 10_000 });
      expect(keel.sent.find((r) => r.method === 'POST')!.body).toEqual({ firmId: DEMO.firmId, assetId: id });
      expect(await screen.findByText('Active', {}, { timeout: 10_000 })).toBeTruthy();
      expect(screen.getByText('£1.2345 (30 Oct 2026)')).toBeTruthy();
      expect((await keel.api('GET', `/asset/${DEMO.firmId}/${id}`)).data).toMatchObject({
        isin: ADOPTED_HERE.isin,
      });
    },
  );

  it(
    'when the platform refuses, then its message shows on the page and it stays',
    { timeout: 60_000 },
    async () => {
      const id = await masterId(ADOPTED_ELSEWHERE.isin);
      window.history.pushState({}, '', `/instruments/${id}/request`);
      render(<App />);
      const add = await screen.findByRole('button', { name: /Add to the firm’s list/ }, { timeout: 10_000 });
      // Another user adopts it while this page is open.
      await keel.api('POST', '/asset', { firmId: DEMO.firmId, assetId: id });
      fireEvent.click(add);
      expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe(
        "This instrument is already on your firm's list",
      );
      expect(window.location.pathname).toBe(`/instruments/${id}/request`);
    },
  );
});
