import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../App';
import { DEMO, useRealKeel } from '../../testing/realKeel';

const keel = useRealKeel('admin');

afterEach(cleanup);

describe('model pages', () => {
  it(
    'when the type is neither advisory nor discretionary, then the 404 page shows',
    { timeout: 60_000 },
    async () => {
      window.history.pushState({}, '', '/models/balanced');
      render(<App />);
      expect(await screen.findByText('Error 404', {}, { timeout: 10_000 })).toBeTruthy();
    },
  );

  it(
    "when a seeded discretionary model is opened, then its versions name who changed what and its followers' drift shows",
    { timeout: 60_000 },
    async () => {
      const list = await keel.api('GET', `/model/${DEMO.firmId}?type=Discretionary&name=Growth%2080`);
      const model = list.data[0];
      window.history.pushState({}, '', `/models/discretionary/${model.id}`);
      render(<App />);
      expect(
        await screen.findByRole('heading', { name: 'Growth 80', level: 1 }, { timeout: 10_000 }),
      ).toBeTruthy();
      const versions = screen.getByRole('region', { name: 'Versions' });
      expect(within(versions).getByText('Created')).toBeTruthy();
      expect(within(versions).getByText(/^Cash .* %$/)).toBeTruthy();
      const accounts = screen.getByRole('region', { name: 'Accounts following this model' });
      const flags = await within(accounts).findAllByText(
        /^(Out of|Within) tolerance$/,
        {},
        { timeout: 10_000 },
      );
      expect(flags.length).toBe(model.linkedAccounts);
      expect(screen.getByRole('link', { name: 'Rebalance' }).getAttribute('href')).toBe(
        `/models/discretionary/${model.id}/rebalance`,
      );
    },
  );
});
