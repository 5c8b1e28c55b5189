import type { Router } from 'express';
import { calls } from '../../../contract/calls';
import type { PlatformDeps } from '../deps';
import { route } from '../http/route';

export function addressRoutes(router: Router, deps: PlatformDeps) {
  route(router, deps, calls.lookupAddress, async ({ caller, body }) => {
    const items = await deps.addresses.lookup(caller, body);
    return { items, count: items.length, page: 1, pageSize: items.length };
  });
}
