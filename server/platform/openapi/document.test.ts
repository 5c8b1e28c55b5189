import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../../contract/calls';
import { startTestPlatform } from '../testing/harness';
import { buildOpenApiDocument } from './document';

describe('OpenAPI document', () => {
  it('when generated, then every call of the contract is a documented operation', () => {
    const doc = buildOpenApiDocument();
    const operations = Object.values(doc.paths ?? {}).flatMap((item) =>
      Object.values(item as Record<string, { operationId?: string }>).map((op) => op.operationId),
    );
    expect(operations.sort()).toEqual(Object.keys(calls).sort());
    expect(doc.openapi).toBe('3.1.0');
  });

  it('when compared with docs/api/openapi.json, then the committed file is current (run npm run openapi)', () => {
    const committed = JSON.parse(
      readFileSync(new URL('../../../docs/api/openapi.json', import.meta.url), 'utf8'),
    );
    expect(committed).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });
});

describe('the served document', () => {
  let platform: Awaited<ReturnType<typeof startTestPlatform>>;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.close());

  it('when /openapi.json and /docs are asked for, then the document and its reference page answer', async () => {
    const served = await platform.request('GET', '/openapi.json');
    expect(served.status).toBe(200);
    expect(served.body.paths['/openapi.json']).toBeUndefined();
    expect(Object.keys(served.body.paths).length).toBeGreaterThan(100);
    const reference = await fetch(`${platform.base}/docs/`);
    expect(reference.status).toBe(200);
    expect(await reference.text()).toContain('swagger-ui');
  });
});
