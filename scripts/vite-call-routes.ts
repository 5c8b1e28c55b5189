import type { Plugin } from 'vite';
import { calls } from '../contract/calls/index';
import { callRoutesOf } from '../contract/calls/routes';

const CALL_ROUTES_MODULE = 'virtual:keel/call-routes';
const RESOLVED = `\0${CALL_ROUTES_MODULE}`;

/**
 * `virtual:keel/call-routes`: the contract's call table reduced to what the console needs to make each
 * call (contract/calls/routes.ts), as plain data. The console imports this rather than the call table, so
 * its first load does not carry every call's zod schemas (decision 0215).
 */
export function callRoutesPlugin(): Plugin {
  return {
    name: 'keel:call-routes',
    resolveId: (id) => (id === CALL_ROUTES_MODULE ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? `export default ${JSON.stringify(callRoutesOf(calls))};` : undefined),
  };
}
