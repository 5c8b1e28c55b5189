import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import { expressPath, type CallDef } from '../../../contract/calls';
import { hasPermission } from '../../../contract/permissions';
import type { Caller } from '../auth/caller';
import type { PlatformDeps } from '../deps';
import { authenticate, callerOf } from './authenticate';
import { badRequest, forbidden, notFound, zodFieldErrors } from '../errors';
import { idempotency } from './idempotency';
import { sendCsv, type CsvExport } from './csv';
import { sendSimpleRestList, type SimpleRestPage } from './simple-rest';
import { storableText } from './well-formed';
import { nodeInSubtree } from '../nodes/subtree';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerInput<C extends CallDef> {
  caller: C['anonymous'] extends true ? undefined : Caller;
  params: Record<string, string>;
  query: Out<C['query']>;
  body: Out<C['body']>;
  req: Request;
  /** For a handler that answers itself (route() then sends nothing more). */
  res: Response;
}

export interface Page<T> {
  items: T[];
  count: number;
  page: number;
  pageSize: number;
  /** A list's own meta beyond count, page and pageSize (the transactions list's cursor, say). */
  meta?: Record<string, unknown>;
}

/** A stored file a call answers with its own Content-Type (call.file). */
export interface FileAnswer {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
  sha256: string;
  disposition: 'inline' | 'attachment';
}

type Result<C extends CallDef> = C['file'] extends true
  ? FileAnswer
  : C['simpleRest'] extends string
    ? C['list'] extends true
      ? SimpleRestPage
      : unknown
    : C['list'] extends true
      ? Page<unknown>
      : C['created'] extends true
        ? { id: string }
        : C['csv'] extends true
          ? CsvExport
          : unknown;

/**
 * Registers one call of the contract's call table: storable text → auth → firm scope → permission →
 * idempotency → validation → handler → envelope. Routes stay thin: the handler calls a service and
 * returns its result.
 */
export function route<C extends CallDef>(
  router: Router,
  deps: PlatformDeps,
  call: C,
  handler: (input: HandlerInput<C>) => Promise<Result<C>>,
): void {
  // Text checks come first: firm scope and the idempotency key already query with the caller's input.
  const chain: RequestHandler[] = [storableText];
  if (!call.anonymous) chain.push(authenticate(deps), firmScope(deps), permit(call));
  if (call.method !== 'get' && !call.anonymous) chain.push(idempotency(deps));
  chain.push(async (req, res) => {
    const query = parse(call.query, req.query, 'query');
    const body = parse(call.body, req.body ?? {}, 'body');
    const caller = call.anonymous ? undefined : callerOf(res);
    if (caller) bodyFirmScope(caller, body);
    const params = req.params as Record<string, string>;
    const result = await handler({ caller, params, query, body, req, res } as HandlerInput<C>);
    recordServed(call);
    if (res.headersSent) return;
    if (call.simpleRest) sendSimpleRest(res, call, result);
    else if (call.csv) await sendCsv(res, result as CsvExport);
    else if (call.file) sendFile(res, result as FileAnswer);
    else if (call.created) res.status(201).json({ data: result });
    else if (call.list) {
      const { items, count, page, pageSize, meta } = result as Page<unknown>;
      res.json({ data: items, meta: { count, page, pageSize, ...meta } });
    } else res.json({ data: result });
  });
  router[call.method](expressPath(call.path), ...chain);
}

/** Simple REST (decision 1003): bare JSON, a list's total in Content-Range, a create answered 201. */
function sendSimpleRest(res: Response, call: CallDef, result: unknown) {
  if (call.list) {
    const { rows, total, offset } = result as SimpleRestPage;
    sendSimpleRestList(res, call.simpleRest ?? '', rows, total, offset);
  } else res.status(call.created ? 201 : 200).json(result ?? {});
}

/** A file to download or open (our own PDF, CSV or XLSX): never kept by a shared cache, never sniffed. */
function sendFile(res: Response, file: FileAnswer) {
  const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  res.set({
    'Content-Type': file.contentType,
    'Content-Length': String(file.bytes.length),
    'Content-Disposition': `${file.disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    'Cache-Control': 'private, no-store',
    ETag: `"${file.sha256}"`,
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(Buffer.from(file.bytes));
}

const served = new Set<string>();

/**
 * Under the server tests (KEEL_CALL_COVERAGE_DIR, set by vitest.config.ts), notes once per process each call
 * whose handler answered, so the run can name the calls of the call table no test made succeed
 * (testing/call-coverage.ts). A line is `<method> <path template>`, as the call table spells them.
 */
export function recordServed(call: CallDef): void {
  const folder = process.env.KEEL_CALL_COVERAGE_DIR;
  if (!folder) return;
  const line = `${call.method} ${call.path}`;
  if (served.has(line)) return;
  if (served.size === 0) mkdirSync(folder, { recursive: true });
  served.add(line);
  appendFileSync(join(folder, `${process.pid}.txt`), `${line}\n`);
}

function parse<S extends z.ZodType | undefined>(schema: S, input: unknown, where: 'query' | 'body'): Out<S> {
  if (!schema) return undefined as Out<S>;
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const message = where === 'query' ? 'The query has errors; see fieldErrors' : undefined;
    throw badRequest(zodFieldErrors(parsed.error.issues), message);
  }
  return parsed.data as Out<S>;
}

/** A path's {firmId} must be the caller's firm and its {nodeId} in the caller's subtree; otherwise 404. */
function firmScope(deps: PlatformDeps): RequestHandler {
  return async (req, res, next) => {
    const caller = callerOf(res);
    const params = req.params as Record<string, string | undefined>;
    // The spec spells one path's firm `{firmid}` (GET /filestore/manualtransferin/{firmid}/…): checked the same.
    const firmId = params.firmId ?? params.firmid;
    const nodeId = params.nodeId;
    if (firmId !== undefined && firmId !== caller.firmId) throw notFound('Firm');
    if (nodeId !== undefined && !(await nodeInSubtree(deps.db, caller, nodeId))) throw notFound('Node');
    next();
  };
}

/**
 * A body that names a firm (`firmId`, as the upstream's create bodies do) must name the caller's; otherwise
 * 404, as for a path's {firmId}, so a refusal never says whether another firm exists. Checked here, once,
 * after the body is valid, for every call.
 */
function bodyFirmScope(caller: Caller, body: unknown) {
  const firmId = (body as { firmId?: unknown } | undefined)?.firmId;
  if (typeof firmId === 'string' && firmId !== '' && firmId !== caller.firmId) throw notFound('Firm');
}

function permit(call: CallDef): RequestHandler {
  return (_req, res, next) => {
    if (call.permission && !hasPermission(callerOf(res).scopes, ...call.permission))
      throw forbidden(`You need ${call.permission[1]} permission on ${call.permission[0]} to do this`);
    next();
  };
}
