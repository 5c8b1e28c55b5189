import type { DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { buildPath } from '../../../contract/calls/paths';
import { SIMPLE_REST_PREFIX } from '../../../contract/simpleRestPaths';
import {
  PROXY_PREFIX,
  readCookie,
  XSRF_COOKIE,
  XSRF_HEADER,
  type ApiClientOptions,
  type FetchLike,
} from './apiClient';
import { networkError, toHttpError } from './httpErrors';

/** What ra-data-simple-rest expects of its http client (react-admin's fetchUtils.fetchJson shape). */
export interface SimpleRestAnswer {
  status: number;
  headers: Headers;
  body: string;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- ra-data-simple-rest's own type
}
export type SimpleRestHttpClient = (
  url: string,
  options?: { method?: string; body?: unknown; headers?: HeadersInit; signal?: AbortSignal | null },
) => Promise<SimpleRestAnswer>;

const isAbort = (error: unknown) => (error as { name?: string } | null)?.name === 'AbortError';

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The platform's http client in the shape ra-data-simple-rest takes: the same cookie session, XSRF header on
 * writes and error mapping as apiClient.ts, so a simple REST resource fails (a 400's fieldErrors under its
 * form fields, a 401 ending the session) exactly like every other call.
 */
export function createSimpleRestHttpClient(options: ApiClientOptions = {}): SimpleRestHttpClient {
  const fetchFn: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const readXsrfToken = options.readXsrfToken ?? (() => readCookie(XSRF_COOKIE));
  return async (url, init = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    headers.set('Accept', 'application/json');
    if (method !== 'GET') {
      // ra-data-simple-rest's DELETE says text/plain; the platform reads JSON bodies only.
      headers.set('Content-Type', 'application/json');
      const token = readXsrfToken();
      if (token) headers.set(XSRF_HEADER, token);
    }
    let response: Response;
    try {
      response = await fetchFn(url, {
        method,
        headers,
        body: init.body as BodyInit | undefined,
        credentials: 'same-origin',
        signal: init.signal ?? undefined,
      });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw networkError();
    }
    const body = await response.text().catch(() => '');
    const json = parse(body);
    if (response.status >= 400) throw toHttpError(response.status, json, response.statusText);
    return { status: response.status, headers: response.headers, body, json };
  };
}

/** react-admin's data provider methods, each answered by the simple REST provider or the platform's. */
export const RA_METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const;

/**
 * ra-data-simple-rest on `/api/proxy/keel/{firmId}` (decision 1003), for the signed-in user's firm as it is
 * at each call: the data provider hands it every resource whose definition says `simpleRest: true`.
 */
export function createSimpleRestProvider(
  getFirmId: () => string | undefined,
  options: ApiClientOptions = {},
): DataProvider {
  const httpClient = createSimpleRestHttpClient(options);
  const baseUrl = options.baseUrl ?? PROXY_PREFIX;
  const providerNow = () =>
    simpleRestProvider(
      `${baseUrl}${buildPath('simpleRest', SIMPLE_REST_PREFIX, { firmId: getFirmId() })}`,
      httpClient as Parameters<typeof simpleRestProvider>[1],
    );
  return Object.fromEntries(
    RA_METHODS.map((method) => [
      method,
      // async: a missing firm rejects, as every data provider method must, rather than throwing.
      async (resource: string, params: unknown) =>
        (providerNow()[method] as (r: string, p: unknown) => Promise<unknown>)(resource, params),
    ]),
  ) as unknown as DataProvider;
}
