import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../App';
import { fund, newChild, newClient, openAccount } from '../../testing/demoRecords';
import { DEMO, useRealKeel } from '../../testing/realKeel';

const keel = useRealKeel('admin');

/**
 * Grace Hopper of Private Clients, made Active after checks with her postcode corrected before; a GIA and
 * an ISA whose values add up exactly only in decimal; a child with a Junior ISA; and a client fee group.
 */
async function hopperFamily() {
  const address = { address1: '10 Compiler Close', postCode: 'EC1A 1BB', country: 'GB' };
  const nodeId = await nodeIdOf('Private Clients');
  const clientId = await newClient(keel, 'Grace', 'Hopper', {
    nodeId,
    status: 'Pending',
    addressDetail: address,
  });
  const clientPath = `/client/${DEMO.firmId}/${clientId}`;
  await keel.api('PATCH', clientPath, { addressDetail: { ...address, postCode: 'SW1A 1AA' } });
  await keel.api('PUT', clientPath, { status: 'Active', reason: 'Checks complete' });
  const giaId = await openAccount(keel, clientId, 'GIA', 'Grace GIA');
  const isaId = await openAccount(keel, clientId, 'ISA', 'Grace ISA');
  await fund(keel, giaId, 20000.1);
  await fund(keel, isaId, 0.2);
  const childId = await newChild(keel, clientId, 'Ada', 'Hopper');
  await fund(keel, await openAccount(keel, childId, 'JISA', 'Ada Junior ISA'), 5000);
  const group = await keel.api('POST', '/portfolioGroup', {
    firmId: DEMO.firmId,
    name: 'Hopper household',
    groupIntent: 'Client Fee Group',
    clientIds: [clientId],
  });
  return { clientId, isaId, childId, groupId: group.data.id as string };
}

/** A node of the demo firm's tree, found through a seeded client who belongs to it. */
async function nodeIdOf(name: string): Promise<string> {
  const { data } = await keel.api('GET', `/client/${DEMO.firmId}?pageSize=200`);
  return data.find((c: { nodeName: string[] }) => c.nodeName[0] === name).nodeId[0];
}

afterEach(cleanup);

describe('ClientOverview', () => {
  it(
    'when a client with two accounts and a history opens, then the headline sums the values exactly and the history reads old → new',
    { timeout: 60_000 },
    async () => {
      const { clientId, isaId, childId, groupId } = await hopperFamily();
      window.history.pushState({}, '', `/clients/${clientId}/overview`);
      render(<App />);

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' }, { timeout: 10_000 }),
      ).toBeTruthy();
      // 20000.10 + 0.20 in floating point is 20000.300000000003; the total is exact.
      await waitFor(() => expect(screen.getByTestId('total-value').textContent).toBe('£20,000.30'), {
        timeout: 10_000,
      });
      const accounts = screen.getByRole('table', { name: 'Accounts' });
      expect(within(accounts).getByRole('link', { name: 'Grace ISA' }).getAttribute('href')).toBe(
        `/accounts/${isaId}/investments`,
      );
      expect(screen.getByText('Private Clients')).toBeTruthy();

      const history = screen.getByRole('table', { name: 'Change history' });
      const [, latest, earlier] = within(history).getAllByRole('row');
      expect(latest.textContent).toContain('Status changed');
      expect(latest.textContent).toContain('Status: Pending → Active');
      expect(latest.textContent).toContain('Reason: Checks complete');
      expect(earlier.textContent).toContain(DEMO.admin.name);
      expect(earlier.textContent).toContain('Postcode: EC1A 1BB → SW1A 1AA');
      expect(earlier.textContent).not.toContain('Address line 1');

      const feeGroup = await screen.findByRole('link', { name: 'Hopper household' }, { timeout: 10_000 });
      expect(feeGroup.getAttribute('href')).toBe(`/clients/groups?portfolioGroups_f.id=${groupId}`);
      const family = screen.getByRole('table', { name: 'Family value' });
      expect(within(family).getByRole('link', { name: 'Ada Hopper' }).getAttribute('href')).toBe(
        `/clients/${childId}/overview`,
      );
      expect(family.textContent).toContain('£25,000.30');

      expect(screen.getByRole('link', { name: 'Add child' }).getAttribute('href')).toBe(
        `/clients/${clientId}/createChild`,
      );
      expect(screen.getByRole('button', { name: 'Pay in' })).toBeTruthy();
    },
  );
});
