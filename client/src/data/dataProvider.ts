import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../../contract/pageSizes';
import type { CallName } from '../../../contract/calls/index';
import type { ApiEnvelope, CallApi, CallOptions, Query } from './apiClient';
import { createBody, patchBody, queryNames } from './bodies';
import { toHttpError } from './httpErrors';
import { firmSettingsCalls, type FirmSettingsCalls } from './firmSettings';
import { createListCursors } from './listCursors';
import type { ResourceDef } from './resourceDef';
import { createSimpleRestProvider, RA_METHODS } from './simpleRest';
import { uuidV4 } from './uuid';

type Json = Record<string, unknown>;

export interface UpdateStatusParams {
  id: Identifier;
  status: string;
  reason?: string;
  previousData?: Json;
}

/** react-admin's nine methods plus the platform's own record actions and the shell's firm settings. */
export type KeelDataProvider = DataProvider &
  FirmSettingsCalls & {
    updateStatus: (resource: string, params: UpdateStatusParams) => Promise<{ data: RaRecord }>;
    /**
     * Any other call of the call table, in the signed-in user's firm (a firmId the caller names wins): the
     * workflows' valuations, dealing runs, transaction actions and settings (data/platform.ts), made
     * through this provider like every list and form, so react-admin handles their errors alike.
     */
    call: <T = unknown>(name: CallName, options?: CallOptions) => Promise<ApiEnvelope<T>>;
  };

export interface DataProviderOptions {
  /** The http client: `callApi` from createApiClient, which owns fetch, XSRF and error mapping. */
  callApi: CallApi;
  /** The signed-in user's firm; a missing one fails with the spec's missing-parameter error. */
  getFirmId: () => string | undefined;
  /** The data definition of every resource, by react-admin name (the registry's `resourceDefs`). */
  resources: Readonly<Record<string, ResourceDef>>;
  /** ra-data-simple-rest for the resources marked `simpleRest` (default: data/simpleRest.ts's, on the proxy). */
  simpleRest?: DataProvider;
}

/**
 * One idempotency key per distinct create body, kept until the create succeeds: a double click (or a
 * retry after a network failure) sends the same key, so the platform creates once; a corrected body
 * after a 400 gets a fresh key, so the platform does not answer 409.
 */
function createIdempotencyKeys() {
  const keys = new Map<string, string>();
  return {
    keyFor(scope: string, body: unknown) {
      const id = `${scope} ${JSON.stringify(body)}`;
      const key = keys.get(id) ?? uuidV4();
      keys.set(id, key);
      return { key, release: () => keys.delete(id) };
    },
  };
}

/** react-admin's paging and sort in the platform's dialect, and filters under the call's own names. */
export function listQuery(def: ResourceDef, params: Partial<GetListParams>): Query {
  const accepted = queryNames(def.list);
  const query: Query = {};
  const { page = 1, perPage } = params.pagination ?? {};
  if (accepted.has('page')) query.page = page;
  if (accepted.has('pageSize') && perPage) query.pageSize = Math.min(perPage, MAX_PAGE_SIZE);
  if (accepted.has('sort') && params.sort?.field) {
    const field = def.sortFields?.[params.sort.field] ?? params.sort.field;
    query.sort = params.sort.order === 'DESC' ? `-${field}` : field;
  }
  for (const [name, value] of Object.entries(params.filter ?? {})) {
    const queryName = def.filters?.[name] ?? name;
    if (accepted.has(queryName)) query[queryName] = value as Query[string];
  }
  return query;
}

export function createDataProvider({ callApi, getFirmId, resources, simpleRest }: DataProviderOptions) {
  const idempotencyKeys = createIdempotencyKeys();
  const cursors = createListCursors();

  const defOf = (resource: string): ResourceDef => {
    const def = resources[resource];
    if (!def) throw new Error(`Unknown resource: ${resource}`);
    return def;
  };
  const callOf = (resource: string, kind: 'one' | 'create' | 'update' | 'updateStatus'): CallName => {
    const name = defOf(resource)[kind];
    if (!name) throw new Error(`The ${resource} resource has no ${kind} call`);
    return name;
  };
  const toRecord = (def: ResourceDef, item: Json) =>
    ({ ...item, id: item[def.idField ?? 'id'] as Identifier }) as RaRecord;
  const pathParams = (def: ResourceDef, id?: Identifier) => ({
    firmId: getFirmId(),
    ...(def.idParam ? { [def.idParam]: id } : {}),
  });

  async function list(resource: string, params: Partial<GetListParams>) {
    const def = defOf(resource);
    const query = listQuery(def, params);
    // Paging forward past a page that gave a cursor reads by keyset (listCursors.ts).
    const after = cursors.afterFor(resource, query);
    const { data, meta } = await callApi<Json[]>(def.list, {
      params: pathParams(def),
      query: after ? { ...query, after } : query,
      signal: params.signal,
    });
    cursors.remember(resource, query, meta);
    const items = (data ?? []).map((item) => toRecord(def, item));
    return { data: items, total: meta?.count ?? items.length, meta };
  }

  async function one(resource: string, id: Identifier, signal?: AbortSignal) {
    const def = defOf(resource);
    const { data } = await callApi<Json>(callOf(resource, 'one'), { params: pathParams(def, id), signal });
    // A success whose body could not be read (cut off on its way) is an unexpected answer, not a record.
    if (!data) throw toHttpError(502, undefined, 'No record in the answer');
    return toRecord(def, data);
  }

  async function many(resource: string, ids: Identifier[], signal?: AbortSignal) {
    if (defOf(resource).one) return Promise.all(ids.map((id) => one(resource, id, signal)));
    const { data } = await list(resource, { pagination: { page: 1, perPage: MAX_PAGE_SIZE }, signal });
    return data.filter((record) => ids.includes(record.id));
  }

  async function create(resource: string, data: Json, meta?: Json) {
    const name = callOf(resource, 'create');
    const body = createBody(name, data, getFirmId());
    const { key, release } = idempotencyKeys.keyFor(resource, body);
    const idempotencyKey = typeof meta?.idempotencyKey === 'string' ? meta.idempotencyKey : key;
    const created = await callApi<Json>(name, { params: { firmId: getFirmId() }, body, idempotencyKey });
    release();
    const id = created.data?.id as Identifier;
    // The platform answers only the id; read the record back so pages show what the platform stored.
    if (defOf(resource).one && id !== undefined)
      return one(resource, id).catch(() => toRecord(defOf(resource), { ...data, id }));
    return toRecord(defOf(resource), { ...data, ...created.data });
  }

  async function update(resource: string, id: Identifier, data: Json, previousData?: Json) {
    const def = defOf(resource);
    const name = callOf(resource, 'update');
    const body = patchBody(name, data, previousData);
    const { data: saved } = await callApi<Json>(name, { params: pathParams(def, id), body });
    return toRecord(def, saved && typeof saved === 'object' ? saved : { ...previousData, ...data, id });
  }

  /** The update-status call: `{status, reason}` plus the version read, answered with the record. */
  async function updateStatus(resource: string, params: UpdateStatusParams) {
    const def = defOf(resource);
    const version = (params.previousData?.auditDetails as { version?: number } | undefined)?.version;
    const body = { status: params.status, reason: params.reason || undefined, version };
    const { data } = await callApi<Json>(callOf(resource, 'updateStatus'), {
      params: pathParams(def, params.id),
      body,
    });
    return {
      data: toRecord(
        def,
        data && typeof data === 'object' ? data : { ...params.previousData, status: params.status },
      ),
    };
  }

  const unsupported = (method: string) => (resource: string) =>
    Promise.reject(new Error(`${method} is not available for ${resource}`));

  const platformMethods = {
    getList: (resource, params) => list(resource, params),
    getOne: async (resource, params) => ({ data: await one(resource, params.id, params.signal) }),
    getMany: async (resource, params) => ({ data: await many(resource, params.ids, params.signal) }),
    getManyReference: (resource, { target, id, ...params }) =>
      list(resource, { ...params, filter: { ...params.filter, [target]: id } }),
    create: async (resource, params) => ({ data: await create(resource, params.data, params.meta) }),
    update: async (resource, params) => ({
      data: await update(resource, params.id, params.data, params.previousData),
    }),
    updateMany: unsupported('updateMany'),
    delete: unsupported('delete'),
    deleteMany: unsupported('deleteMany'),
    updateStatus,
    ...firmSettingsCalls(callApi, getFirmId),
    call: <T>(name: CallName, options: CallOptions = {}) =>
      callApi<T>(name, {
        ...options,
        params: { ...options.params, firmId: options.params?.firmId ?? getFirmId() },
      }),
    supportAbortSignal: true,
  } as KeelDataProvider;
  return withSimpleRest(platformMethods, resources, simpleRest ?? createSimpleRestProvider(getFirmId));
}

/**
 * Combines the platform provider with ra-data-simple-rest (decision 1003): a resource whose definition
 * says `simpleRest` goes to the latter, under its simple REST name; every other resource to the platform.
 */
function withSimpleRest(
  platform: KeelDataProvider,
  resources: Readonly<Record<string, ResourceDef>>,
  simpleRest: DataProvider,
): KeelDataProvider {
  const routed = { ...platform };
  for (const method of RA_METHODS) {
    const own = platform[method] as (resource: string, params: unknown) => Promise<unknown>;
    const other = simpleRest[method] as (resource: string, params: unknown) => Promise<unknown>;
    (routed as Record<string, unknown>)[method] = (resource: string, params: unknown) => {
      const def = resources[resource];
      return def?.simpleRest ? other(def.simpleRestName ?? resource, params) : own(resource, params);
    };
  }
  return routed;
}
