import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../App';
import { DEMO, useRealKeel } from '../../testing/realKeel';

const keel = useRealKeel('adviser');

/**
 * Filling the onboarding form in jsdom takes a few seconds alone, and far longer on a busy machine (every
 * field re-validated, the platform's full nationality list in the form).
 */
const FORM_TIMEOUT_MS = 240_000;

/** A National Insurance number of the valid shape that no other test uses. */
const freshNino = () => `JH${String(Date.now()).slice(-6)}C`;

/**
 * The one input whose label reads `label`. Found through the labels' `for` attributes rather than
 * getByLabelText, whose general search of this large form took 0.7 s a field (minutes on a busy machine);
 * it still finds each input by the words a person reads beside it.
 */
function field(label: RegExp): HTMLInputElement {
  const inputs = [...document.querySelectorAll('label')]
    .filter((l) => label.test(l.textContent ?? ''))
    .map((l) => (l.htmlFor ? document.getElementById(l.htmlFor) : null))
    .filter((el): el is HTMLInputElement => el instanceof HTMLInputElement);
  expect(inputs, `one input labelled ${label}`).toHaveLength(1);
  return inputs[0];
}
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

async function fillIndividual({ postCode = 'SW1A 1AA', nino = freshNino() } = {}) {
  await waitFor(() => field(/First name/), { timeout: 10_000 });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Title/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'Ms' }));
  type(/First name/, 'Ada');
  type(/Surname/, 'Lovelace');
  type(/Date of birth/, '10/12/1980');
  type(/Email/, 'ada@example.com');
  type(/Address line 1/, '1 High Street');
  type(/Postcode/, postCode);
  type(/National Insurance number/, nino);
}

const snackbar = () => document.querySelector('.KeelToast-root');

afterEach(cleanup);

const controlOf = (label: RegExp) => field(label).closest('.MuiFormControl-root') as HTMLElement;

describe('ClientCreate', () => {
  it(
    "when the form breaks the platform's rules, then each message shows under its field and nothing is sent",
    { timeout: FORM_TIMEOUT_MS },
    async () => {
      window.history.pushState({}, '', '/clients/create');
      render(<App />);
      await fillIndividual({ postCode: 'NOT A CODE', nino: 'QQ123456C' });
      fireEvent.click(screen.getByRole('button', { name: /Save/ }));

      await waitFor(() =>
        expect(
          within(controlOf(/National Insurance number/)).getByText(/Must be a valid National Insurance/),
        ).toBeTruthy(),
      );
      expect(within(controlOf(/Postcode/)).getByText('Must be a UK postcode, like SW1A 1AA')).toBeTruthy();
      await new Promise((r) => setTimeout(r, 300));
      expect(keel.sent.some((r) => r.method === 'POST')).toBe(false);
      expect(snackbar()).toBeNull();
    },
  );

  it(
    'when the platform refuses a field, then its message shows under the field with a note at the top, and no toast appears',
    { timeout: FORM_TIMEOUT_MS },
    async () => {
      // Only the platform knows what kind of client a parent is: a child's page opened under a company.
      const {
        data: [company],
      } = await keel.api('GET', `/client/${DEMO.firmId}?clientType=Corporate&pageSize=1`);
      window.history.pushState({}, '', `/clients/${company.id}/createChild`);
      render(<App />);
      await waitFor(() => field(/First name/), { timeout: 10_000 });
      fireEvent.mouseDown(screen.getByRole('combobox', { name: /Title/ }));
      fireEvent.click(await screen.findByRole('option', { name: 'Miss' }));
      type(/First name/, 'Grace');
      type(/Surname/, 'Hopper');
      type(/Date of birth/, '10/12/2016');
      fireEvent.click(screen.getByRole('button', { name: /Save/ }));

      const message = 'A parent must be an Individual client';
      const parentMessage = await screen.findByText(message, {}, { timeout: 10_000 });
      expect(within(controlOf(/Parent/)).getByText(message)).toBe(parentMessage);
      expect(screen.getByText('Please correct the fields marked below.')).toBeTruthy();
      await new Promise((r) => setTimeout(r, 300));
      expect(snackbar()).toBeNull();

      const post = keel.sent.find((r) => r.method === 'POST')!;
      expect(post.body).toMatchObject({
        firmId: DEMO.firmId,
        parentId: company.id,
        clientType: 'Individual Minor',
        dateOfBirth: '2016-12-10',
      });
      expect(post.headers.get('idempotency-key')).toBeTruthy();
    },
  );

  it(
    'when the platform creates the client, then the console opens its overview',
    { timeout: FORM_TIMEOUT_MS },
    async () => {
      window.history.pushState({}, '', '/clients/create');
      render(<App />);
      await fillIndividual();
      fireEvent.click(screen.getByRole('button', { name: /Save/ }));
      await waitFor(() => expect(window.location.pathname).toMatch(/^\/clients\/[0-9A-Z]+\/overview$/), {
        timeout: 10_000,
      });

      expect(await screen.findByRole('heading', { name: 'Ada Lovelace' }, { timeout: 10_000 })).toBeTruthy();
      const id = window.location.pathname.split('/')[2];
      const { data: created } = await keel.api('GET', `/client/${DEMO.firmId}/${id}`);
      expect(created).toMatchObject({ firstName: 'Ada', surname: 'Lovelace', clientType: 'Individual' });
    },
  );
});
