import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../data/apiClient';
import { createDataProvider } from '../../data/dataProvider';
import { DEMO, useRealKeel } from '../../testing/realKeel';
import { resourceDefs } from '../../registry';

/**
 * Issue 13, item 5: the console pages the transactions list forward by the platform's cursor, so deep
 * pages cost what the first does, and what it shows is what offset paging shows.
 */
const keel = useRealKeel('admin');
/** A console's data provider as it starts: no cursors yet. */
const freshProvider = () =>
  createDataProvider({ callApi: createApiClient(), getFirmId: () => DEMO.firmId, resources: resourceDefs });

const listPath = `/api/proxy/portfoliotransaction/${DEMO.firmId}?`;
const sentQueries = () =>
  keel.sent
    .filter((r) => r.url.startsWith(listPath))
    .map((r) => Object.fromEntries(new URL(r.url, keel.origin).searchParams));

describe('paging the transactions list forward', () => {
  it('when pages 1, 2 and 3 are read in turn, then 2 and 3 go by cursor and equal the offset pages', async () => {
    const dataProvider = freshProvider();
    const ids: string[][] = [];
    for (const page of [1, 2, 3]) {
      const { data } = await dataProvider.getList('transactions', {
        pagination: { page, perPage: 5 },
        sort: { field: 'transactionDate', order: 'DESC' },
        filter: {},
      });
      ids.push(data.map((t) => String(t.id)));
    }
    const sent = sentQueries();
    expect(sent.map((q) => q.page)).toEqual(['1', '2', '3']);
    expect(sent[0].after).toBeUndefined();
    expect(sent[1].after).toEqual(expect.any(String));
    expect(sent[2].after).toEqual(expect.any(String));
    for (const page of [2, 3]) {
      const byOffset = await keel.api(
        'GET',
        `/portfoliotransaction/${DEMO.firmId}?page=${page}&pageSize=5&sort=-transactionDate`,
      );
      expect(ids[page - 1]).toEqual(byOffset.data.map((t: { id: string }) => t.id));
    }
  }, 60_000);

  it('when a page is jumped to, or the sort changes, then it is read by offset', async () => {
    const dataProvider = freshProvider();
    const read = (page: number, field: string) =>
      dataProvider.getList('transactions', {
        pagination: { page, perPage: 5 },
        sort: { field, order: 'DESC' },
        filter: {},
      });
    await read(1, 'transactionDate');
    await read(4, 'transactionDate');
    await read(2, 'amount');
    expect(sentQueries().map((q) => q.after)).toEqual([undefined, undefined, undefined]);
  }, 60_000);
});
