import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_SCOPES } from '../../../../contract';
import { App } from '../../App';
import { fakeFetch, json } from '../../data/testing';

const ME = {
  userId: 'U1',
  firmId: 'F1',
  nodeId: '0',
  scopes: ALL_SCOPES,
  user: { id: 'U1', name: 'Morgan Ellis', email: 'morgan@example.com', userType: 'User' },
};
const audit = {
  updateDate: '2026-11-20T10:00:00Z',
  userFirmId: 'F1',
  userId: 'U1',
  version: 3,
  application: 'Keel',
};
const CLIENT = {
  id: 'C1',
  firmId: 'F1',
  name: 'Grace Hopper',
  firstName: 'Grace',
  surname: 'Hopper',
  clientType: 'Individual',
  status: 'Active',
  nodeId: ['7'],
  nodeName: ['Private Clients'],
  parentId: [],
  email: 'grace@example.co.uk',
  addressDetail: { address1: '10 Compiler Close', postCode: 'SW1A 1AA', country: 'GB' },
  currency: 'GBP',
  language: 'en',
  createdDate: '2026-01-02T09:00:00Z',
  auditDetails: audit,
  updateHistory: [
    {
      updateId: 12,
      updateDate: '2026-11-20T10:00:00Z',
      action: 'status',
      userId: 'U1',
      userName: 'Morgan Ellis',
      reason: 'Checks complete',
      updatedFields: ['status'],
      updateData: { fromData: { status: 'Pending' }, toData: { status: 'Active' } },
    },
    {
      updateId: 11,
      updateDate: '2026-11-19T10:00:00Z',
      action: 'update',
      userId: 'U2',
      userName: 'Priya Shah',
      updatedFields: ['addressDetail'],
      updateData: {
        fromData: { addressDetail: { address1: '10 Compiler Close', postCode: 'EC1A 1BB', country: 'GB' } },
        toData: { addressDetail: { address1: '10 Compiler Close', postCode: 'SW1A 1AA', country: 'GB' } },
      },
    },
  ],
};
const account = (id: string, name: string, wrapperType: string) => ({
  id,
  name,
  wrapperType,
  status: 'Active',
  clientId: 'C1',
  accountType: 'Wrapper',
});
const ACCOUNTS = [account('A1', 'Grace ISA', 'ISA'), account('A2', 'Grace GIA', 'GIA')];
const VALUES: Record<string, number> = { A1: 20000.1, A2: 0.2 };

const GROUP_SUMMARY = {
  clientId: 'C1',
  currency: 'GBP',
  currentValue: 25000.3,
  uninvestedCash: 0,
  bookValue: 0,
  netContributions: 0,
  growth: 0,
  growthPercent: 0,
  accounts: 3,
  clients: [
    {
      id: 'C1',
      name: 'Grace Hopper',
      clientType: 'Individual',
      status: 'Active',
      relationship: 'Self',
      accounts: 2,
      currentValue: 20000.3,
    },
    {
      id: 'C2',
      name: 'Ada Hopper',
      clientType: 'Individual Minor',
      status: 'Active',
      relationship: 'Child',
      accounts: 1,
      currentValue: 5000,
    },
  ],
  wrappers: [],
  portfolioGroups: [{ id: 'G1', name: 'Hopper household', groupIntent: 'Client Fee Group' }],
};

function backEnd() {
  return fakeFetch((request) => {
    const url = new URL(request.url, 'http://keel.test');
    const path = url.pathname;
    if (path === '/api/auth/me') return json(200, ME);
    if (path === '/api/proxy/client/F1/C1') return json(200, { data: CLIENT });
    if (path === '/api/proxy/account/list/F1')
      return json(200, { data: ACCOUNTS, meta: { count: 2, page: 1, pageSize: 500 } });
    const summary = /^\/api\/proxy\/account\/summary\/F1\/(A\d)$/.exec(path);
    if (summary) return json(200, { data: { id: summary[1], currentValue: VALUES[summary[1]] } });
    if (path === '/api/proxy/client/F1')
      return json(200, { data: [], meta: { count: 0, page: 1, pageSize: 500 } });
    if (path === '/api/proxy/portfolio/clientgroupsummary/F1/C1') return json(200, { data: GROUP_SUMMARY });
    return json(404, { error: { statusCode: 404, errorMessage: `No ${path}`, fieldErrors: [] } });
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ClientOverview', () => {
  it(
    'when a client with two accounts and a history opens, then the headline sums the values exactly and the history reads old → new',
    { timeout: 40_000 },
    async () => {
      const { fetch, seen } = backEnd();
      vi.stubGlobal('fetch', fetch);
      window.history.pushState({}, '', '/clients/C1/overview');
      render(<App />);

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' }, { timeout: 8000 }),
      ).toBeTruthy();
      // 20000.10 + 0.20 in floating point is 20000.300000000003; the total is exact.
      expect((await screen.findByTestId('total-value', {}, { timeout: 8000 })).textContent).toBe(
        '£20,000.30',
      );
      const accounts = screen.getByRole('table', { name: 'Accounts' });
      expect(within(accounts).getByRole('link', { name: 'Grace ISA' }).getAttribute('href')).toBe(
        '/accounts/A1/investments',
      );
      expect(screen.getByText('Private Clients')).toBeTruthy();
      expect(seen.some((r) => r.url.includes('/account/list/F1?clientId=C1'))).toBe(true);

      const history = screen.getByRole('table', { name: 'Change history' });
      const [, latest, earlier] = within(history).getAllByRole('row');
      expect(latest.textContent).toContain('Status changed');
      expect(latest.textContent).toContain('Status: Pending → Active');
      expect(latest.textContent).toContain('Reason: Checks complete');
      expect(earlier.textContent).toContain('Priya Shah');
      expect(earlier.textContent).toContain('Postcode: EC1A 1BB → SW1A 1AA');
      expect(earlier.textContent).not.toContain('Address line 1');

      const feeGroup = await screen.findByRole('link', { name: 'Hopper household' });
      expect(feeGroup.getAttribute('href')).toBe('/clients/groups?portfolioGroups_f.id=G1');
      const family = screen.getByRole('table', { name: 'Family value' });
      expect(within(family).getByRole('link', { name: 'Ada Hopper' }).getAttribute('href')).toBe(
        '/clients/C2/overview',
      );
      expect(family.textContent).toContain('£25,000.30');

      expect(screen.getByRole('link', { name: 'Add child' }).getAttribute('href')).toBe(
        '/clients/C1/createChild',
      );
      expect(screen.getByRole('button', { name: 'Pay in' })).toBeTruthy();
    },
  );
});
