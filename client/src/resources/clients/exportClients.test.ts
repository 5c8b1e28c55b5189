import { describe, expect, it } from 'vitest';
import { DEMO, useRealKeel } from '../../testing/realKeel';
import { exportQuery, fetchClientsCsv, filenameOf } from './exportClients';

const keel = useRealKeel('adviser');

describe('exportQuery', () => {
  it('when the list has a search, a fee group and other filters, then they go under the call’s names', () => {
    expect(
      exportQuery({ q: 'smith', clientFeeGroupId: 'G000001', status: 'Active', notAFilter: 'x' }),
    ).toEqual({ idOrName: 'smith', 'clientGroups[clientFeeGroupId]': 'G000001', status: 'Active' });
  });
});

describe('fetchClientsCsv', () => {
  it('when the platform streams the CSV, then the file keeps its name and every byte, with no paging', async () => {
    const file = await fetchClientsCsv(DEMO.firmId, { clientType: 'Individual' });
    expect(keel.sent.map((r) => r.url)).toEqual([
      `/api/proxy/client/export/${DEMO.firmId}?clientType=Individual`,
    ]);
    expect(file.filename).toMatch(/^clients-DEMO1-\d{4}-\d{2}-\d{2}\.csv$/);
    const streamed = await (
      await fetch(`/api/proxy/client/export/${DEMO.firmId}?clientType=Individual`)
    ).text();
    expect(await file.blob.text()).toBe(streamed);
    const { meta } = await keel.api('GET', `/client/${DEMO.firmId}?clientType=Individual&pageSize=1`);
    expect(streamed.trimEnd().split('\r\n')).toHaveLength(meta.count + 1);
  });

  it('when the platform refuses (another firm is not found), then the error carries its status and message', async () => {
    await expect(fetchClientsCsv('DEMO2', {})).rejects.toMatchObject({
      status: 404,
      message: 'Firm not found',
    });
  });

  it('when the firm is not known, then it fails before any request with the spec’s message', async () => {
    await expect(fetchClientsCsv(undefined, {})).rejects.toThrow(
      'Required parameter firmId was null or undefined when calling exportClients.',
    );
    expect(keel.sent).toHaveLength(0);
  });
});

describe('filenameOf', () => {
  it('when the header is missing or odd, then a plain name is used', () => {
    expect(filenameOf(null)).toBe('clients.csv');
    expect(filenameOf('attachment; filename=clients.csv')).toBe('clients.csv');
  });
});
