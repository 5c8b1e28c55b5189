import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADVISER_SCOPES } from '../../../../contract';
import { App } from '../../App';
import { fakeFetch, json, type SeenRequest } from '../../data/testing';

const ME = {
  userId: 'U1',
  firmId: 'F1',
  nodeId: '7',
  scopes: ADVISER_SCOPES,
  user: { id: 'U1', name: 'Ada Adviser', email: 'ada@example.com', userType: 'User' },
};
const NATIONALITIES = {
  data: [
    { code: 'GB', name: 'United Kingdom' },
    { code: 'IE', name: 'Ireland' },
  ],
};
/** What only the platform can know (the node tree), and a field this form has no input for. */
const FIELD_ERRORS = {
  error: {
    statusCode: 400,
    errorMessage: 'Some fields need attention',
    fieldErrors: [
      { fieldName: 'nodeId', errorMessage: 'Must be your node or one under it' },
      { fieldName: 'parentId', errorMessage: 'Unknown field' },
    ],
  },
};

/** The back end as the console sees it: the BFF profile and the proxied platform. */
function backEnd(onCreate: (request: SeenRequest) => Response) {
  return fakeFetch((request) => {
    const path = new URL(request.url, 'http://keel.test').pathname;
    if (path === '/api/auth/me') return json(200, ME);
    if (path === '/api/proxy/static/nationality') return json(200, NATIONALITIES);
    if (path === '/api/proxy/client' && request.method === 'POST') return onCreate(request);
    if (path === '/api/proxy/client/F1/NEW1')
      return json(200, { data: { id: 'NEW1', name: 'Ada Lovelace', nodeId: ['7'] } });
    return json(404, { error: { statusCode: 404, errorMessage: `No ${path}`, fieldErrors: [] } });
  });
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

async function fillIndividual({ postCode = 'SW1A 1AA', nino = 'AB 12 34 56 C' } = {}) {
  await screen.findByLabelText(/First name/, { selector: 'input' }, { timeout: 8000 });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Title/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'Ms' }));
  type(/First name/, 'Ada');
  type(/Surname/, 'Lovelace');
  type(/Date of birth/, '1980-12-10');
  type(/Email/, 'ada@example.com');
  type(/Address line 1/, '1 High Street');
  type(/Postcode/, postCode);
  type(/National Insurance number/, nino);
}

const snackbar = () => document.querySelector('.KeelToast-root');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const controlOf = (label: RegExp) => field(label).closest('.MuiFormControl-root') as HTMLElement;

describe('ClientCreate', () => {
  it(
    "when the form breaks the platform's rules, then each message shows under its field and nothing is sent",
    { timeout: 60_000 },
    async () => {
      const { fetch, seen } = backEnd(() => json(201, { data: { id: 'NEW1' } }));
      vi.stubGlobal('fetch', fetch);
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
      expect(seen.some((r) => r.method === 'POST')).toBe(false);
      expect(snackbar()).toBeNull();
    },
  );

  it(
    'when the platform refuses fields, then each message shows under its field or at the top, and no toast appears',
    { timeout: 60_000 },
    async () => {
      const { fetch, seen } = backEnd(() => json(400, FIELD_ERRORS));
      vi.stubGlobal('fetch', fetch);
      window.history.pushState({}, '', '/clients/create');
      render(<App />);
      await fillIndividual();
      fireEvent.click(screen.getByRole('button', { name: /Save/ }));

      const nodeMessage = await screen.findByText('Must be your node or one under it', {}, { timeout: 8000 });
      expect(within(controlOf(/Node/)).getByText('Must be your node or one under it')).toBe(nodeMessage);
      expect(screen.getByText('Please correct the fields marked below.')).toBeTruthy();
      expect(screen.getByText('Parent client ID: Unknown field')).toBeTruthy();
      await new Promise((r) => setTimeout(r, 300));
      expect(snackbar()).toBeNull();

      const post = seen.find((r) => r.method === 'POST')!;
      expect(post.body).toMatchObject({
        firmId: 'F1',
        nodeId: '7',
        clientType: 'Individual',
        nationality: 'GB',
        nationalities: [
          { code: 'GB', identifiers: [{ name: 'NINO', value: 'AB 12 34 56 C', available: true }] },
        ],
      });
      expect(post.headers.get('idempotency-key')).toBeTruthy();
    },
  );

  it(
    'when the platform creates the client, then the console opens its overview',
    { timeout: 60_000 },
    async () => {
      const { fetch } = backEnd(() => json(201, { data: { id: 'NEW1' } }));
      vi.stubGlobal('fetch', fetch);
      window.history.pushState({}, '', '/clients/create');
      render(<App />);
      await fillIndividual();
      fireEvent.click(screen.getByRole('button', { name: /Save/ }));
      await waitFor(() => expect(window.location.pathname).toBe('/clients/NEW1/overview'), { timeout: 8000 });

      expect(await screen.findByRole('heading', { name: 'Ada Lovelace' }, { timeout: 8000 })).toBeTruthy();
    },
  );
});
