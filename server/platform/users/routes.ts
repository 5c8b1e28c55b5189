import type { Router } from 'express';
import { calls } from '../../../contract/calls';
import type { PlatformDeps } from '../deps';
import { route } from '../http/route';
import { welcomeEmailHook } from '../passwords/service';
import { listUsers } from './list';
import { listRolePresets, updateRolePreset } from './presets';
import { createUser, getUser, removeUserMfa, rotateMachineCredentials, updateUser } from './service';

export function userRoutes(router: Router, deps: PlatformDeps) {
  const { db } = deps;
  const sendWelcome = welcomeEmailHook(deps.mailer);
  // Before /user/{firmId}/{userId}, which would otherwise take "preset" for a firm id.
  route(router, deps, calls.listRolePresets, ({ caller }) => listRolePresets(db, caller));
  route(router, deps, calls.updateRolePreset, ({ caller, params, body }) =>
    updateRolePreset(db, caller, params.presetId, body),
  );
  route(router, deps, calls.listUsers, ({ caller, query }) => listUsers(db, caller, query));
  route(router, deps, calls.getUser, ({ caller, params }) => getUser(db, caller, params.userId));
  route(router, deps, calls.updateUser, ({ caller, params, body }) =>
    updateUser(db, caller, params.userId, body),
  );
  route(router, deps, calls.createUser, ({ caller, body }) => createUser(db, caller, body, sendWelcome));
  route(router, deps, calls.removeUserMfa, ({ caller, params }) => removeUserMfa(db, caller, params.userId));
  route(router, deps, calls.rotateMachineCredentials, ({ caller, params }) =>
    rotateMachineCredentials(db, caller, params.userId),
  );
}
