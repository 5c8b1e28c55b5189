import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { calls, pathParams, type CallDef } from '../../../contract/calls';
import { ZErrorBody } from '../../../contract/errors';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, ZListMeta } from '../../../contract/paging';

const ERRORS = {
  400: 'Validation failed: every violated field is listed in fieldErrors',
  401: 'No api-token, or an invalid or expired one',
  403: 'The caller lacks the permission this call needs',
  404: "Not found, or another firm's record",
  409: 'Conflict: an idempotency-key reused with another body, or a state that forbids the change',
  412: 'The `version` sent is stale: the record changed since it was read',
} as const;

function responses(call: CallDef) {
  const data =
    call.created && !call.simpleRest ? z.object({ id: z.string() }) : (call.response ?? z.object({}));
  // Simple REST calls (decision 1003) answer bare JSON; a list's total is in its Content-Range header.
  const body = call.simpleRest
    ? call.list
      ? z.array(data)
      : data
    : call.list
      ? z.object({ data: z.array(data), meta: call.meta ?? ZListMeta })
      : z.object({ data });
  const error = { content: { 'application/json': { schema: ZErrorBody } } };
  const codes: (keyof typeof ERRORS)[] = call.anonymous ? [400, 401] : [400, 401, 403, 404];
  if (call.method !== 'get' && !call.anonymous) codes.push(409);
  if (call.method === 'patch' || call.method === 'put') codes.push(412);
  const success = call.csv
    ? { 'text/csv': { schema: z.string().describe('CSV with a header row, streamed') } }
    : { 'application/json': { schema: body } };
  const headers =
    call.simpleRest && call.list
      ? {
          'Content-Range': {
            description: 'The page and the total: `<resource> 0-24/319`',
            schema: { type: 'string' as const },
          },
        }
      : undefined;
  return {
    [call.created ? 201 : 200]: { description: 'Success', content: success, headers },
    ...Object.fromEntries(codes.map((c) => [c, { description: ERRORS[c], ...error }])),
  };
}

/** OpenAPI 3.1 for the platform API, generated from the contract's call table and zod schemas. */
export function buildOpenApiDocument() {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'apiToken', {
    type: 'apiKey',
    in: 'header',
    name: 'api-token',
  });
  registry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  for (const [operationId, call] of Object.entries(calls) as [string, CallDef][]) {
    const params = pathParams(call.path);
    registry.registerPath({
      operationId,
      method: call.method,
      path: call.path,
      tags: [call.tag],
      summary: call.summary,
      description: call.permission ? `Needs ${call.permission[1]} on ${call.permission[0]}.` : undefined,
      security: call.anonymous ? [] : [{ apiToken: [] }, { bearer: [] }],
      request: {
        params: params.length ? z.object(Object.fromEntries(params.map((p) => [p, z.string()]))) : undefined,
        query: call.query as z.ZodObject | undefined,
        body: call.body ? { content: { 'application/json': { schema: call.body } } } : undefined,
        headers:
          call.method !== 'get' && !call.anonymous
            ? z.object({
                'idempotency-key': z.uuid().optional().describe('UUID v4; replays within 72 hours'),
              })
            : undefined,
      },
      responses: responses(call),
    });
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Keel platform API',
      version: '1',
      description:
        `Firm-scoped REST API. Lists take page (from 1) and pageSize (default ${DEFAULT_PAGE_SIZE}, ` +
        `maximum ${MAX_PAGE_SIZE}) and answer {data, meta:{count, page, pageSize}}.`,
    },
  });
}
