import { describe, expect, it } from 'vitest';
import { fakeFetch, json } from '../../data/testing';
import { exportQuery, fetchClientsCsv, filenameOf } from './exportClients';

const csv = (body: string, filename = 'clients-F1-2026-11-21.csv') =>
  new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'text/csv', 'Content-Disposition': `attachment; filename="${filename}"` },
  });

describe('exportQuery', () => {
  it('when the list has a search, a fee group and other filters, then they go under the call’s names', () => {
    expect(
      exportQuery({ q: 'smith', clientFeeGroupId: 'G000001', status: 'Active', notAFilter: 'x' }),
    ).toEqual({ idOrName: 'smith', 'clientGroups[clientFeeGroupId]': 'G000001', status: 'Active' });
  });
});

describe('fetchClientsCsv', () => {
  it('when the platform streams the CSV, then the file keeps its name and every byte, with no paging', async () => {
    const { fetch, seen } = fakeFetch(csv('Client ID,Name\r\nC1,Ada\r\n'));
    const file = await fetchClientsCsv('F1', { clientType: 'Individual' }, fetch);
    expect(seen[0].url).toBe('/api/proxy/client/export/F1?clientType=Individual');
    expect(file.filename).toBe('clients-F1-2026-11-21.csv');
    expect(await file.blob.text()).toBe('Client ID,Name\r\nC1,Ada\r\n');
  });

  it('when the platform refuses, then the error carries its status and message', async () => {
    const refusal = { error: { statusCode: 403, errorMessage: 'You may not read clients', fieldErrors: [] } };
    const { fetch } = fakeFetch(json(403, refusal));
    await expect(fetchClientsCsv('F1', {}, fetch)).rejects.toMatchObject({
      status: 403,
      message: 'You may not read clients',
    });
  });

  it('when the firm is not known, then it fails before any request with the spec’s message', async () => {
    const { fetch, seen } = fakeFetch(csv(''));
    await expect(fetchClientsCsv(undefined, {}, fetch)).rejects.toThrow(
      'Required parameter firmId was null or undefined when calling exportClients.',
    );
    expect(seen).toHaveLength(0);
  });
});

describe('filenameOf', () => {
  it('when the header is missing or odd, then a plain name is used', () => {
    expect(filenameOf(null)).toBe('clients.csv');
    expect(filenameOf('attachment; filename=clients.csv')).toBe('clients.csv');
  });
});
