import { mkdirSync, writeFileSync } from 'node:fs';
import { buildOpenApiDocument } from '../server/platform/openapi/document';

/** Writes docs/api/openapi.json from the contract; a test checks the committed file is current. */
mkdirSync('docs/api', { recursive: true });
writeFileSync('docs/api/openapi.json', `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
console.log('wrote docs/api/openapi.json');
