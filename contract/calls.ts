import { z } from 'zod';
import {
  ZClient,
  ZClientListQuery,
  ZCreateClient,
  ZNationalityItem,
  ZNationalityQuery,
  ZPatchClient,
  ZUpdateClientStatus,
} from './clients';
import type { PermissionLevel, PermissionResource } from './enums';
import { MESSAGES } from './errors';
import {
  ZCreatePortfolioGroup,
  ZPatchPortfolioGroup,
  ZPortfolioGroup,
  ZPortfolioGroupListQuery,
  ZPortfolioGroupQuery,
} from './groups';
import { ZAuthenticate, ZAuthenticated, ZPatchTheme, ZSession, ZTheme, ZUser } from './firm';

/**
 * The call table of spec §7: method, path template, permission, and the schemas of query, body and
 * response. The platform API registers its routes from it, the OpenAPI document is generated from it,
 * and the console's api client checks required path parameters against it before any request.
 */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface CallDef {
  method: HttpMethod;
  path: string;
  tag: string;
  summary: string;
  /** Resource and level the caller needs; omitted for calls any signed-in caller may make. */
  permission?: readonly [PermissionResource, PermissionLevel];
  /** True for the one call that needs no token. */
  anonymous?: boolean;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Schema of `data` in the response; `list` wraps it as an array with `meta`. */
  response?: z.ZodType;
  list?: boolean;
  created?: boolean;
}

const call = <T extends CallDef>(def: T) => def;

export const calls = {
  authenticate: call({
    method: 'post',
    path: '/authenticate',
    tag: 'Authentication',
    summary: 'Exchange a firm user id and password for an api-token',
    anonymous: true,
    body: ZAuthenticate,
    response: ZAuthenticated,
  }),
  getSession: call({
    method: 'get',
    path: '/session',
    tag: 'Authentication',
    summary: 'The session the token belongs to',
    response: ZSession,
  }),

  getClient: call({
    method: 'get',
    path: '/client/{firmId}/{clientId}',
    tag: 'Clients',
    summary: 'One client',
    permission: ['Client', 'read'],
    response: ZClient,
  }),
  patchClient: call({
    method: 'patch',
    path: '/client/{firmId}/{clientId}',
    tag: 'Clients',
    summary: 'Change fields of a client (412 when `version` is stale)',
    permission: ['Client', 'readWrite'],
    body: ZPatchClient,
    response: ZClient,
  }),
  updateClientStatus: call({
    method: 'put',
    path: '/client/{firmId}/{clientId}',
    tag: 'Clients',
    summary: 'Change a client status (Active, Pending, Registered) with a reason',
    permission: ['Client', 'readWrite'],
    body: ZUpdateClientStatus,
    response: ZClient,
  }),
  updateClient: call({
    method: 'put',
    path: '/client/{clientId}',
    tag: 'Clients',
    summary: "Change fields of a client in the caller's firm (same body as PATCH)",
    permission: ['Client', 'readWrite'],
    body: ZPatchClient,
    response: ZClient,
  }),
  listClients: call({
    method: 'get',
    path: '/client/{firmId}',
    tag: 'Clients',
    summary: 'Search clients',
    permission: ['Client', 'read'],
    query: ZClientListQuery,
    response: ZClient,
    list: true,
  }),
  listClientNationalities: call({
    method: 'get',
    path: '/client/nationality/{firmId}',
    tag: 'Clients',
    summary: 'Nationalities, optionally only the given comma-separated country codes',
    permission: ['Client', 'read'],
    query: ZNationalityQuery,
    response: ZNationalityItem,
    list: true,
  }),
  createClient: call({
    method: 'post',
    path: '/client',
    tag: 'Clients',
    summary: 'Onboard a client',
    permission: ['Client', 'readWrite'],
    body: ZCreateClient,
    created: true,
  }),
  listNationalities: call({
    method: 'get',
    path: '/static/nationality',
    tag: 'Static data',
    summary: 'Every nationality (ISO 3166 country) with its English name',
    response: ZNationalityItem,
    list: true,
  }),

  listPortfolioGroups: call({
    method: 'get',
    path: '/portfolioGroup/{firmId}',
    tag: 'Portfolio groups',
    summary: 'Search client fee groups and pension account groups',
    permission: ['Client Fee Group', 'read'],
    query: ZPortfolioGroupListQuery,
    response: ZPortfolioGroup,
    list: true,
  }),
  getPortfolioGroup: call({
    method: 'get',
    path: '/portfolioGroup/{firmId}/{id}',
    tag: 'Portfolio groups',
    summary: 'One group with a page of its members (filtered by name)',
    permission: ['Client Fee Group', 'read'],
    query: ZPortfolioGroupQuery,
    response: ZPortfolioGroup,
  }),
  patchPortfolioGroup: call({
    method: 'patch',
    path: '/portfolioGroup/{firmId}/{id}',
    tag: 'Portfolio groups',
    summary: 'Rename, archive or restore a group, and change its members',
    permission: ['Client Fee Group', 'readWrite'],
    body: ZPatchPortfolioGroup,
    response: ZPortfolioGroup,
  }),
  createPortfolioGroup: call({
    method: 'post',
    path: '/portfolioGroup',
    tag: 'Portfolio groups',
    summary: 'Create a client fee group (or pension account group) with its first members',
    permission: ['Client Fee Group', 'readWrite'],
    body: ZCreatePortfolioGroup,
    created: true,
  }),

  getUser: call({
    method: 'get',
    path: '/user/{firmId}/{userId}',
    tag: 'Users',
    summary: 'One platform user (any user may read their own record)',
    response: ZUser,
  }),
  getEnabledFeatures: call({
    method: 'get',
    path: '/firm/enabledfeatures/{firmId}',
    tag: 'Firm',
    summary: "The names of the firm's enabled feature flags",
    response: z.array(z.string()),
  }),
  getNodeTheme: call({
    method: 'get',
    path: '/node/theme/{firmId}/{nodeId}',
    tag: 'Firm',
    summary: "A node's effective theme: its own settings over its ancestors' up to the firm root",
    response: ZTheme,
  }),
  patchNodeTheme: call({
    method: 'patch',
    path: '/node/theme/{firmId}',
    tag: 'Firm',
    summary:
      "Change a node's own theme (null removes a setting so the node inherits it); answers the effective theme",
    permission: ['Firm Management', 'readWrite'],
    body: ZPatchTheme,
    response: ZTheme,
  }),
} as const;

export type CallName = keyof typeof calls;

/** Names of the `{param}` segments of a path template, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

/** Express 5 form of a path template: `{firmId}` becomes `:firmId`. */
export function expressPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** The missing-parameter error of spec §8, raised before any request is made. */
export class RequiredParameterError extends Error {
  constructor(
    readonly parameter: string,
    readonly operation: string,
  ) {
    super(MESSAGES.requiredParameter(parameter, operation));
    this.name = 'RequiredError';
  }
}

/** Fills a call's path template, refusing a missing parameter with the spec's message. */
export function buildPath(operation: string, path: string, params: Record<string, unknown>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === null || value === undefined || value === '')
      throw new RequiredParameterError(name, operation);
    return encodeURIComponent(String(value));
  });
}
