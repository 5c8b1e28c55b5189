import type { z } from 'zod';
import type { PermissionLevel, PermissionResource } from '../enums';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One call of the table: method, path template, permission, and the schemas of query, body and response. */
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
  /** Schema of a list's `meta` when it says more than ZListMeta (count, page, pageSize). */
  meta?: z.ZodType;
  created?: boolean;
  /** The call answers text/csv, streamed row by row (exports of every matching record). */
  csv?: boolean;
  /** The call answers a stored file's bytes (its own Content-Type), not JSON. */
  file?: boolean;
  /**
   * A simple REST call (decision 1003): the resource name of `/keel/{firmId}/<resource>`. It answers bare
   * JSON, no envelope: a list an array with its total in Content-Range, one record the object itself.
   */
  simpleRest?: string;
}

/** Declares one call; the generic keeps each call's literal types for typed handlers. */
export const call = <T extends CallDef>(def: T) => def;
