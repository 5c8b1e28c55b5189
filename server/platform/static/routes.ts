import type { Router } from 'express';
import { calls } from '../../../contract/calls';
import type { PlatformDeps } from '../deps';
import { route } from '../http/route';
import { nationalities } from './nationalities';

export function staticRoutes(router: Router, deps: PlatformDeps) {
  route(router, deps, calls.listNationalities, async () => nationalities());
}
