import type { CallName } from '../../../contract/calls/index';
import { buildPath } from '../../../contract/calls/paths';
import type { HttpMethod } from '../../../contract/calls/define';
import type { TListMeta } from '../../../contract/paging';
import { callRoutes } from './callRoutes';
import { networkError, toHttpError } from './httpErrors';
import { toReportDate } from './reportDates';

/** Every back-end call goes through the BFF's proxy (spec §7). */
export const PROXY_PREFIX = '/api/proxy';
/** Spec §9: the XSRF cookie and the header that must echo it on writes. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;
/** A Date in a query is sent date-only, YYYY-MM-DD (spec §9 report dates). */
export type QueryValue = string | number | boolean | Date | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

export interface CallOptions {
  params?: Record<string, unknown>;
  query?: Query;
  body?: unknown;
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** The platform envelope: `{data}` for one record, `{data, meta}` for a list. */
export interface ApiEnvelope<T = unknown> {
  data: T;
  meta?: TListMeta;
}

export type CallApi = <T = unknown>(name: CallName, options?: CallOptions) => Promise<ApiEnvelope<T>>;

export interface ApiClientOptions {
  fetch?: FetchLike;
  baseUrl?: string;
  readXsrfToken?: () => string | undefined;
}

export function readCookie(
  name: string,
  cookies: string = globalThis.document?.cookie ?? '',
): string | undefined {
  for (const pair of cookies.split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function toQueryString(query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values)
      if (v !== undefined && v !== null && v !== '')
        search.append(name, v instanceof Date ? toReportDate(v) : String(v));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const isWrite = (method: HttpMethod) => method !== 'get';

function requestInit(method: HttpMethod, options: CallOptions, xsrfToken: string | undefined): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (isWrite(method)) {
    headers['Content-Type'] = 'application/json';
    if (xsrfToken) headers[XSRF_HEADER] = xsrfToken;
    if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;
  }
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return { method: method.toUpperCase(), headers, body, credentials: 'same-origin', signal: options.signal };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isAbort = (error: unknown) => (error as { name?: string } | null)?.name === 'AbortError';

/**
 * `callApi(name, {params, query, body, idempotencyKey})` for any call of the contract's call table.
 * A missing path parameter throws the spec's RequiredParameterError before any request is made;
 * status ≥ 400 rejects with react-admin's HttpError (see httpErrors.ts); a network failure has status 0.
 */
export function createApiClient(options: ApiClientOptions = {}): CallApi {
  const fetchFn: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const baseUrl = options.baseUrl ?? PROXY_PREFIX;
  const readXsrfToken = options.readXsrfToken ?? (() => readCookie(XSRF_COOKIE));

  return async function callApi<T>(name: CallName, callOptions: CallOptions = {}) {
    const def = callRoutes[name];
    const path = buildPath(name, def.path, callOptions.params ?? {});
    const url = `${baseUrl}${path}${toQueryString(callOptions.query)}`;
    const init = requestInit(def.method, callOptions, isWrite(def.method) ? readXsrfToken() : undefined);
    let response: Response;
    try {
      response = await fetchFn(url, init);
    } catch (error) {
      if (isAbort(error)) throw error;
      throw networkError();
    }
    const json = await readJson(response);
    if (response.status >= 400) throw toHttpError(response.status, json, response.statusText);
    return (json ?? { data: undefined }) as ApiEnvelope<T>;
  };
}

/**
 * The console's one client for the platform: the data provider (react-admin's lists, records and forms)
 * and the workflows' own calls (data/platform.ts) both go through it, so every request is made, guarded
 * and mapped to an error the same way.
 */
export const platformApi: CallApi = createApiClient();
