import type { Router } from 'express';
import { calls } from '../../../contract/calls';
import { findAccount } from '../accounts/service';
import type { PlatformDeps } from '../deps';
import { AppError, fieldError } from '../errors';
import { route } from '../http/route';
import { runDealing } from './run';

export function dealingRoutes(router: Router, deps: PlatformDeps) {
  const { db } = deps;
  route(router, deps, calls.runDealing, async ({ caller, body }) => {
    if (body.accountId)
      await findAccount(db, caller, body.accountId).catch((err: unknown) => {
        throw err instanceof AppError && err.statusCode === 404
          ? fieldError('accountId', 'Must be one of your accounts')
          : err;
      });
    return runDealing(db, caller, { caller, accountId: body.accountId, log: deps.log });
  });
}
