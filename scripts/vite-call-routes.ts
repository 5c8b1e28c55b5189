import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';

const CALL_ROUTES_MODULE = 'virtual:keel/call-routes';
const RESOLVED = `\0${CALL_ROUTES_MODULE}`;
const ROUTE_TABLE = fileURLToPath(new URL('./call-route-table.ts', import.meta.url));

type RouteTableModule = typeof import('./call-route-table');

/**
 * The contract's table, read once per process through Vite's module runner rather than imported by this
 * file: Vite bundles its config with every file the config imports, and the contract's extension-less
 * TypeScript imports are what its coming native config loader refuses (it warned once per import, some
 * two hundred lines on every build and test run).
 */
let routeTable: Promise<RouteTableModule['callRouteTable']> | undefined;
const loadRouteTable = () =>
  (routeTable ??= runnerImport<RouteTableModule>(ROUTE_TABLE, { configFile: false, logLevel: 'silent' }).then(
    ({ module }) => module.callRouteTable,
  ));

/**
 * `virtual:keel/call-routes`: the contract's call table reduced to what the console needs to make each
 * call (contract/calls/routes.ts), as plain data. The console imports this rather than the call table, so
 * its first load does not carry every call's zod schemas (decision 0215).
 */
export function callRoutesPlugin(): Plugin {
  return {
    name: 'keel:call-routes',
    resolveId: (id) => (id === CALL_ROUTES_MODULE ? RESOLVED : undefined),
    load: async (id) =>
      id === RESOLVED ? `export default ${JSON.stringify(await loadRouteTable())};` : undefined,
  };
}
