import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { taxYearOf, taxYearStarting } from '../../../../contract/dates';
import { App } from '../../App';
import { formatMoney } from '../../shared/format';
import { DEMO, useRealKeel } from '../../testing/realKeel';

const keel = useRealKeel('admin');

afterEach(cleanup);

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
const current = taxYearOf(today).label;
const lastYear = taxYearStarting(Number(current.slice(0, 4)) - 1).label;

/** The demo's capital gains client (server/platform/seed/capital-gains.ts). */
async function whitcombe(): Promise<string> {
  const { data } = await keel.api('GET', `/client/${DEMO.firmId}?name=Whitcombe`);
  return (data as { id: string }[])[0].id;
}

describe('Capital gains', () => {
  it(
    'when opened, then the current year shows the losses brought in; last year lists its disposals, each explained',
    { timeout: 90_000 },
    async () => {
      const clientId = await whitcombe();
      const report = (await keel.api('GET', `/portfolio/cgtReport/${DEMO.firmId}/${clientId}`)).data;
      window.history.pushState({}, '', `/clients/${clientId}/capital-gains`);
      render(<App />);

      expect(
        await screen.findByRole('heading', { name: `Tax year ${current}` }, { timeout: 20_000 }),
      ).toBeTruthy();
      expect(screen.getByRole('tab', { name: 'Capital gains', selected: true })).toBeTruthy();
      expect(screen.getByText('Nothing was sold in the taxable accounts in this tax year.')).toBeTruthy();
      const figures = screen.getByTestId('cgt-year-figures');
      expect(figures.textContent).toContain(formatMoney(report.byTaxYear[0].lossBroughtForward));

      fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Tax year/ }));
      fireEvent.click(await screen.findByRole('option', { name: lastYear }));
      expect(
        await screen.findByRole('heading', { name: `Tax year ${lastYear}` }, { timeout: 10_000 }),
      ).toBeTruthy();
      const explain = screen.getAllByRole('button', { name: /^Explain the gain on / });
      expect(explain).toHaveLength(3);
      fireEvent.click(explain[1]);
      const panel = await screen.findByRole('dialog', { name: /Pennine Foods plc/ });
      expect(within(panel).getByText(/800 shares from the pool at £2\.5\d* average/)).toBeTruthy();
      expect(within(panel).getByText(/so a loss of £/)).toBeTruthy();
    },
  );
});
