import { addDays, format, parseISO, subMonths } from 'date-fns';
import { expect } from 'vitest';
import { createNode } from '../../testing/factories';
import type { TestPlatform } from '../../testing/harness';
import { londonToday } from '../../ledger';
import { ledgerWorld } from '../../ledger/testing/world';

/** The job tests' world: the ledger world's firm, and desks (nodes) of clients to run statements for. */

const ADDRESS = { address1: '1 High Street', postCode: 'SW1A 1AA', country: 'GB' };

export const today = () => londonToday();
/** The quarter to today: what a statements run usually covers. */
export const quarter = () => ({
  fromDate: format(addDays(subMonths(parseISO(today()), 3), 1), 'yyyy-MM-dd'),
  toDate: today(),
});

export async function jobsWorld(p: TestPlatform, firmId: string) {
  const w = await ledgerWorld(p, firmId);
  const deps = { db: p.db, log: p.deps.log };

  /** A client at a node, made through the API. */
  async function clientAt(nodeId: string, surname: string, status = 'Active') {
    const res = await p.request('POST', '/client', {
      token: w.token,
      body: {
        firmId,
        nodeId,
        status,
        clientType: 'Individual',
        title: 'Ms',
        firstName: 'Ada',
        surname,
        dateOfBirth: '1980-05-17',
        email: `${surname.toLowerCase()}${Math.random().toString(36).slice(2, 7)}@example.com`,
        addressDetail: ADDRESS,
        nationality: 'GB',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.id as string;
  }

  /** A new desk under the root with `n` Active clients (Surname-1 …); its clients, in name order. */
  async function desk(name: string, n: number) {
    const node = await createNode(p.db, firmId, '0', name);
    const clients: string[] = [];
    for (let i = 1; i <= n; i++) clients.push(await clientAt(node.id, `${name.replace(/\W/g, '')}${i}`));
    return { ...node, clients };
  }

  /** POST /job for a node's statements; the raw answer. */
  const start = (nodeId: string, period = quarter(), token = w.token) =>
    p.request('POST', '/job', { token, body: { kind: 'valuationStatements', nodeId, ...period } });

  /** Starts a job and expects it queued; its id. */
  async function started(nodeId: string) {
    const res = await start(nodeId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.id as string;
  }

  const job = (id: string, token = w.token) => p.request('GET', `/job/${firmId}/${id}`, { token });
  const items = (id: string, query = '', token = w.token) =>
    p.request('GET', `/job/${firmId}/${id}/items?pageSize=500${query}`, { token });
  const retry = (id: string, token = w.token) =>
    p.request('POST', `/job/${firmId}/${id}/retry`, { token, body: {} });
  const move = (clientId: string, nodeId: string) =>
    p.request('PATCH', `/client/${firmId}/${clientId}`, { token: w.token, body: { nodeId } });
  /** A client's statements in their message box. */
  const statements = (clientId: string) =>
    p.request('GET', `/message/${firmId}?clientId=${clientId}&messageType=Statement`, { token: w.token });

  return { ...w, deps, clientAt, desk, start, started, job, items, retry, move, statements };
}
export type JobsWorld = Awaited<ReturnType<typeof jobsWorld>>;
