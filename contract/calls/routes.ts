import type { CallDef, HttpMethod } from './define';

/**
 * What the console needs of one call to make it: method, path template, and the names of the body's
 * and query's top-level fields (the console sends only those). The call table's schemas stay on the
 * server and in the pages that validate with them; the console's first load carries this table
 * instead, built from the call table when the console is built (decision 0215).
 */
export interface CallRoute {
  method: HttpMethod;
  path: string;
  bodyFields: string[];
  queryNames: string[];
}

const fieldsOf = (schema: unknown): string[] =>
  Object.keys((schema as { shape?: object } | undefined)?.shape ?? {});

export function callRoutesOf<N extends string>(table: Record<N, CallDef>): Record<N, CallRoute> {
  const routes = {} as Record<N, CallRoute>;
  for (const [name, def] of Object.entries(table) as [N, CallDef][])
    routes[name] = {
      method: def.method,
      path: def.path,
      bodyFields: fieldsOf(def.body),
      queryNames: fieldsOf(def.query),
    };
  return routes;
}
