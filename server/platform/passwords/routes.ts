import type { Request, Response, Router } from 'express';
import { calls } from '../../../contract/calls';
import { errorBody } from '../../../contract/errors';
import type { PlatformDeps } from '../deps';
import { route } from '../http/route';
import { LIMITS, perAddressLimit, perIpLimit, TOO_MANY_ATTEMPTS } from './rate-limits';
import { changePassword, requestPasswordReset, setPasswordWithToken } from './service';

const tooMany = (_req: Request, res: Response) =>
  void res.status(429).json(errorBody(429, TOO_MANY_ATTEMPTS));

export function passwordRoutes(router: Router, deps: PlatformDeps) {
  const mailer = deps.mailer;
  router.post(
    calls.resetPassword.path,
    perIpLimit({ ...LIMITS.resetPerIp, onLimit: tooMany }),
    perAddressLimit({ ...LIMITS.resetPerAddress, onLimit: tooMany }),
  );
  router.post(calls.setPassword.path, perIpLimit({ ...LIMITS.setPasswordPerIp, onLimit: tooMany }));
  // A wrong current password counts towards the lock-out; this only slows one address.
  router.post(calls.changePassword.path, perIpLimit({ ...LIMITS.setPasswordPerIp, onLimit: tooMany }));
  route(router, deps, calls.resetPassword, ({ body }) => requestPasswordReset(deps.db, mailer, body.email));
  route(router, deps, calls.setPassword, ({ body }) =>
    setPasswordWithToken(deps.db, body.token, body.password),
  );
  route(router, deps, calls.changePassword, ({ caller, body }) =>
    changePassword(deps.db, mailer, caller, body),
  );
}
