import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { format, subBusinessDays } from 'date-fns';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../App';
import { formatDay } from '../../shared/holdingFormat';
import { fund, newClient, openAccount } from '../../testing/demoRecords';
import { DEMO, useRealKeel } from '../../testing/realKeel';

/**
 * The onboarding gate and stale prices as a user meets them (docs/decisions/0409): why an action cannot be
 * taken shows before its form, and a holding valued at an old price says so.
 */

/** Priced three business days ago: dealing still accepts it (up to 5), a valuation marks it stale. */
const LAGGING = {
  name: 'Keel Lagging Fund',
  isin: 'GB00BKEEL009',
  price: '2.000000',
  priceDate: format(subBusinessDays(new Date(), 3), 'yyyy-MM-dd'),
};
const keel = useRealKeel('admin', { masterInstruments: [LAGGING] });

afterEach(cleanup);

const open = (path: string) => {
  window.history.pushState({}, '', path);
  render(<App />);
};

describe('the onboarding gate in the console', () => {
  it(
    "when a Pending client's account is paid into, then the pay-in page says why with a link to the client and offers no submit, and the account's pages say so too",
    { timeout: 60_000 },
    async () => {
      const clientId = await newClient(keel, 'Isla', 'Hart', { status: 'Pending' });
      const isaId = await openAccount(keel, clientId, 'ISA', 'Isla ISA');
      open(`/accounts/${isaId}/pay-in`);

      const notice = await screen.findByTestId('gate-notice', {}, { timeout: 10_000 });
      expect(notice.textContent).toContain('This client is Pending: approve them before paying in.');
      const link = within(notice).getByRole('link', { name: "Open Isla Hart's record" });
      expect(link.getAttribute('href')).toBe(`/clients/${clientId}/overview`);
      expect(screen.queryByRole('button', { name: 'Review' })).toBeNull();
      expect(screen.queryByRole('textbox', { name: /Amount/ })).toBeNull();
      cleanup();

      // The account's own pages say it too, before anyone picks an action from its menu.
      open(`/accounts/${isaId}/investments`);
      const banner = await screen.findByTestId('account-gate-banner', {}, { timeout: 10_000 });
      expect(banner.textContent).toContain(
        'This client is Pending: approve them before their accounts receive money, trade or pay out.',
      );
    },
  );

  it(
    "when an Active client's account is Pending, then the withdrawal page says the account's status refuses it before the form",
    { timeout: 60_000 },
    async () => {
      const clientId = await newClient(keel, 'Owen', 'Reed');
      const { data } = await keel.api('POST', '/account', {
        firmId: DEMO.firmId,
        nodeId: '0',
        accountType: 'Wrapper',
        name: 'Owen GIA',
        status: 'Pending',
        currency: 'GBP',
        clientId,
        wrapperDetail: { wrapperType: 'GIA' },
      });
      open(`/accounts/${data.id}/withdraw`);

      const notice = await screen.findByTestId('gate-notice', {}, { timeout: 10_000 });
      expect(notice.textContent).toContain(
        'This account is Pending: only Active, Closing accounts allow withdrawing.',
      );
      expect(within(notice).getByRole('link', { name: "See the account's status" })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Review' })).toBeNull();
      expect(screen.queryByTestId('account-gate-banner')).toBeNull();
    },
  );
});

describe('stale prices in the console', () => {
  it(
    'when a holding is valued at a price three business days old, then the investments and the client overview show its date and a stale marker',
    { timeout: 90_000 },
    async () => {
      const { data: masters } = await keel.api('GET', `/masterinstrument/${DEMO.firmId}?pageSize=500`);
      const assetId = masters.find((a: { isin: string }) => a.isin === LAGGING.isin).id;
      await keel.api('POST', '/asset', { firmId: DEMO.firmId, assetId });
      const clientId = await newClient(keel, 'Vera', 'Stale');
      const giaId = await openAccount(keel, clientId, 'GIA', 'Vera GIA');
      await fund(keel, giaId, 100);
      await keel.api('POST', '/portfoliotransaction', {
        firmId: DEMO.firmId,
        accountId: giaId,
        currency: 'GBP',
        transactionType: 'Order',
        transactionSubType: 'At Best',
        movementType: 'Invest',
        assetId,
        amount: 50,
      });
      const run = await keel.api('POST', `/dealing/run/${DEMO.firmId}`, { accountId: giaId });
      expect(run.data).toMatchObject({ executed: 1, rejected: 0 });

      open(`/accounts/${giaId}/investments`);
      const table = await screen.findByRole('table', { name: /Holdings/i }, { timeout: 10_000 });
      const row = within(table)
        .getByRole('rowheader', { name: /Keel Lagging Fund/ })
        .closest('tr')!;
      expect(within(row).getByText(formatDay(LAGGING.priceDate))).toBeTruthy();
      expect(within(row).getByText('Stale price')).toBeTruthy();
      cleanup();

      open(`/clients/${clientId}/overview`);
      const accounts = await screen.findByRole('table', { name: 'Accounts' }, { timeout: 10_000 });
      await waitFor(
        () => expect(within(accounts).getByText(`Prices from ${formatDay(LAGGING.priceDate)}`)).toBeTruthy(),
        { timeout: 10_000 },
      );
      expect(within(accounts).getByText('Stale price')).toBeTruthy();
    },
  );
});
