import { describe, expect, it } from 'vitest';
import { resourceDefs } from '../registry';
import { DEMO, useRealKeel } from '../testing/realKeel';
import { createApiClient } from './apiClient';
import { createDataProvider } from './dataProvider';
import { createSimpleRestProvider } from './simpleRest';

const keel = useRealKeel('admin');
const dataProvider = createDataProvider({
  callApi: createApiClient(),
  getFirmId: () => DEMO.firmId,
  resources: resourceDefs,
});
const pathOf = (url: string) => new URL(url, keel.origin).pathname;
const queryOf = (url: string) => Object.fromEntries(new URL(url, keel.origin).searchParams);

describe('simple REST resources (decision 1003)', () => {
  it('when a resource says simpleRest, then its list goes through ra-data-simple-rest on /keel/{firmId}', async () => {
    const result = await dataProvider.getList('jobs', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    expect(keel.sent).toHaveLength(1);
    expect(pathOf(keel.sent[0].url)).toBe('/api/proxy/keel/DEMO1/jobs');
    expect(queryOf(keel.sent[0].url)).toEqual({
      sort: '["createdAt","DESC"]',
      range: '[0,4]',
      filter: '{}',
    });
    // The same total the platform's own list reports: Content-Range came through the BFF.
    const { meta } = await keel.api('GET', `/job/${DEMO.firmId}?pageSize=1`);
    expect(result.total).toBe(meta.count);
    expect(result.data.length).toBe(Math.min(5, meta.count));
  });

  it('when a resource does not say simpleRest, then the platform provider serves it as before', async () => {
    await dataProvider.getList('clients', { pagination: { page: 1, perPage: 1 }, filter: {} });
    expect(pathOf(keel.sent[0].url)).toBe(`/api/proxy/client/${DEMO.firmId}`);
  });

  it('when the platform refuses a filter, then the error is the console error shape with its field named', async () => {
    const provider = createSimpleRestProvider(() => DEMO.firmId);
    const error = await provider
      .getList('jobs', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'createdAt', order: 'DESC' },
        filter: { status: 'Finished' },
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, name: 'HttpError' });
    const body = (error as { body: { error: { fieldErrors: { fieldName: string }[] }; errors: object } })
      .body;
    expect(body.error.fieldErrors.map((f) => f.fieldName)).toEqual(['filter.status']);
    expect(body.errors).toMatchObject({ filter: { status: expect.any(String) } });
  });

  it('when no firm is known yet, then the spec missing-parameter error is thrown before any request', async () => {
    const provider = createSimpleRestProvider(() => undefined);
    await expect(
      provider.getList('jobs', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'createdAt', order: 'DESC' },
        filter: {},
      }),
    ).rejects.toMatchObject({ name: 'RequiredError' });
    expect(keel.sent).toHaveLength(0);
  });
});
