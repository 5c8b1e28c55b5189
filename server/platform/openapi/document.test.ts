import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { calls } from '../../../contract/calls';
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
