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
const FIELD_ERRORS = {
  error: {
    statusCode: 400,
    errorMessage: 'Some fields need attention',
    fieldErrors: [
      {
        fieldName: 'nationalInsuranceNo',
        errorMessage: 'Must be a valid National Insurance number, like QQ123456C',
      },
      { fieldName: 'addressDetail.postCode', errorMessage: 'Must be a UK postcode, like SW1A 1AA' },
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

async function fillIndividual() {
  await screen.findByLabelText(/First name/, { selector: 'input' }, { timeout: 8000 });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Title/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'Ms' }));
  type(/First name/, 'Ada');
  type(/Surname/, 'Lovelace');
  type(/Date of birth/, '1980-12-10');
  type(/Email/, 'ada@example.com');
  type(/Address line 1/, '1 High Street');
  type(/Postcode/, 'NOT A CODE');
  type(/National Insurance number/, 'XX1');
}

const snackbar = () => document.querySelector('.KeelToast-root');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ClientCreate', () => {
  it(
    'when the platform refuses fields, then each message shows under its field and no toast appears',
    { timeout: 40_000 },
    async () => {
      const { fetch, seen } = backEnd(() => json(400, FIELD_ERRORS));
      vi.stubGlobal('fetch', fetch);
      window.history.pushState({}, '', '/clients/create');
      render(<App />);
      await fillIndividual();
      fireEvent.click(screen.getByRole('button', { name: /Save/ }));

      const niMessage = await screen.findByText(
        /Must be a valid National Insurance number/,
        {},
        { timeout: 8000 },
      );
      const niControl = field(/National Insurance number/).closest('.MuiFormControl-root') as HTMLElement;
      expect(within(niControl).getByText(/Must be a valid National Insurance number/)).toBe(niMessage);
      const postCodeControl = field(/Postcode/).closest('.MuiFormControl-root') as HTMLElement;
      expect(within(postCodeControl).getByText(/Must be a UK postcode/)).toBeTruthy();
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
      });
      expect(post.headers.get('idempotency-key')).toBeTruthy();
    },
  );

  it(
    'when the platform creates the client, then the console opens its overview',
    { timeout: 40_000 },
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
