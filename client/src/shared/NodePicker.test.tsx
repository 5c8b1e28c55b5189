import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { App } from '../App';
import { newClient } from '../testing/demoRecords';
import { DEMO, useRealKeel } from '../testing/realKeel';

const keel = useRealKeel('admin');
/** The first page a test file renders waits for the console to load; a busy machine takes its time. */
const LOAD_MS = 45_000;
const TEST_MS = 120_000;

interface Node {
  id: string;
  name: string;
  path: string;
}
let tree: Node[] = [];
const nodeNamed = (name: string) => tree.find((n) => n.name === name)!;

beforeAll(async () => {
  tree = (await keel.api('GET', `/firm/node/list/${DEMO.firmId}?pageSize=500`)).data;
});

afterEach(cleanup);

const nodeBox = () => screen.getByRole('combobox', { name: /^Node/ }) as HTMLInputElement;

/** Opens the picker and types into its search box, as a person would. */
async function search(text: string) {
  nodeBox().focus();
  fireEvent.mouseDown(nodeBox());
  fireEvent.change(nodeBox(), { target: { value: text } });
  return screen.findByRole('listbox');
}

describe('NodePicker', () => {
  it(
    "when a client is onboarded, then the Node field starts at the user's own node, by name",
    { timeout: TEST_MS },
    async () => {
      window.history.pushState({}, '', '/clients/create');
      render(<App />);
      // The demo admin sits at the firm's root node, "0".
      await waitFor(() => expect(nodeBox().value).toBe('Demo Wealth Management'), { timeout: LOAD_MS });
    },
  );

  it(
    'when the picker opens, then it lists the whole tree the user sees, children indented under parents',
    { timeout: TEST_MS },
    async () => {
      window.history.pushState({}, '', '/clients/create');
      render(<App />);
      await waitFor(() => expect(nodeBox().value).toBe('Demo Wealth Management'), { timeout: LOAD_MS });
      fireEvent.mouseDown(nodeBox());
      const options = within(await screen.findByRole('listbox')).getAllByRole('option');
      expect(options.map((o) => o.textContent)).toEqual(
        tree.map((n) => expect.stringContaining(n.name) as unknown as string),
      );
      const depth = (name: string) =>
        options
          .find((o) => o.textContent?.startsWith(name))!
          .querySelector('[data-depth]')!
          .getAttribute('data-depth');
      expect([depth('Demo Wealth Management'), depth('Private Clients')]).toEqual(['0', '1']);
    },
  );

  it(
    'when part of a name is typed, then only matching nodes show, each saying where it sits',
    { timeout: TEST_MS },
    async () => {
      window.history.pushState({}, '', '/clients/create');
      render(<App />);
      await waitFor(() => expect(nodeBox().value).toBe('Demo Wealth Management'), { timeout: LOAD_MS });
      const list = await search('work');
      const options = within(list).getAllByRole('option');
      expect(options).toHaveLength(1);
      expect(options[0].textContent).toContain('Workplace Savings');
      expect(options[0].textContent).toContain('In Demo Wealth Management');
      fireEvent.click(options[0]);
      expect(nodeBox().value).toBe('Workplace Savings');
    },
  );

  it(
    'when an account is opened in a node chosen from the picker, then the account is created in that node',
    {
      timeout: 60_000,
    },
    async () => {
      const clientId = await newClient(keel, 'Nadia', 'Picker');
      const workplace = nodeNamed('Workplace Savings');
      window.history.pushState({}, '', `/clients/${clientId}/accounts/create`);
      render(<App />);
      // The account starts in its client's node.
      await waitFor(() => expect(nodeBox().value).toBe('Demo Wealth Management'), { timeout: LOAD_MS });
      fireEvent.mouseDown(screen.getByRole('combobox', { name: /Wrapper/ }));
      fireEvent.click(await screen.findByRole('option', { name: /^GIA –/ }));
      fireEvent.click(within(await search('Workplace')).getByRole('option', { name: /Workplace Savings/ }));
      fireEvent.click(screen.getByRole('button', { name: /Save/ }));

      await waitFor(() => expect(keel.sent.some((r) => r.method === 'POST')).toBe(true), {
        timeout: LOAD_MS,
      });
      const post = keel.sent.find((r) => r.method === 'POST')!;
      expect(post.body).toMatchObject({ clientId, nodeId: workplace.id });
      await waitFor(() => expect(window.location.pathname).toMatch(/^\/accounts\/[0-9A-Z]+/), {
        timeout: LOAD_MS,
      });
      const accountId = window.location.pathname.split('/')[2];
      const { data: account } = await keel.api('GET', `/account/${DEMO.firmId}/${accountId}`);
      expect(account.nodeId).toBe(workplace.id);
    },
  );

  it(
    'when the client list is filtered by a node from the picker, then the platform is asked for that node',
    { timeout: TEST_MS },
    async () => {
      const privateClients = nodeNamed('Private Clients');
      // The Node filter shown, as "Add filter › Node" leaves it.
      const shown = encodeURIComponent(JSON.stringify({ nodeId: true }));
      window.history.pushState({}, '', `/clients?displayedFilters=${shown}`);
      render(<App />);
      await screen.findByRole('combobox', { name: /^Node/ }, { timeout: LOAD_MS });
      // A filter starts empty: it narrows only when someone chooses.
      await waitFor(() => expect(nodeBox().value).toBe(''));
      fireEvent.click(within(await search('Private')).getByRole('option', { name: /Private Clients/ }));
      await waitFor(
        () =>
          expect(
            keel.sent.some((r) => r.method === 'GET' && r.url.includes(`nodeId=${privateClients.id}`)),
          ).toBe(true),
        { timeout: LOAD_MS },
      );
    },
  );
});
