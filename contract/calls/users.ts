import {
  ZCreateUser,
  ZMachineCredentials,
  ZRolePreset,
  ZUpdateRolePreset,
  ZUpdateUser,
  ZUser,
  ZUserCreated,
  ZUserListQuery,
} from '../users';
import { call } from './define';

/**
 * Users, role presets and machine credentials (spec §7 "Users"; presets and credentials are Keel's,
 * decision 0501). Users are managed only within the caller's node subtree.
 */
export const userCalls = {
  // Before /user/{firmId}/{userId}, whose two segments would otherwise match "preset/{firmId}".
  listRolePresets: call({
    method: 'get',
    path: '/user/preset/{firmId}',
    tag: 'Users',
    summary: "The firm's role presets (Adviser, Operations, Read-only, Firm admin) and their permissions",
    permission: ['User', 'read'],
    response: ZRolePreset,
    list: true,
  }),
  updateRolePreset: call({
    method: 'put',
    path: '/user/preset/{firmId}/{presetId}',
    tag: 'Users',
    summary: 'Rename a role preset or change its permissions (users already given it keep theirs)',
    permission: ['User', 'readWrite'],
    body: ZUpdateRolePreset,
    response: ZRolePreset,
  }),
  listUsers: call({
    method: 'get',
    path: '/user/{firmId}',
    tag: 'Users',
    summary: "Search the users of the caller's subtree",
    permission: ['User', 'read'],
    query: ZUserListQuery,
    response: ZUser,
    list: true,
  }),
  getUser: call({
    method: 'get',
    path: '/user/{firmId}/{userId}',
    tag: 'Users',
    summary: 'One platform user (any user may read their own record)',
    response: ZUser,
  }),
  updateUser: call({
    method: 'put',
    path: '/user/{firmId}/{userId}',
    tag: 'Users',
    summary:
      'Change a user: name, e-mail, node, status, type, permissions (412 when `version` is stale; 409 for the last firm admin)',
    permission: ['User', 'readWrite'],
    body: ZUpdateUser,
    response: ZUser,
  }),
  createUser: call({
    method: 'post',
    path: '/user',
    tag: 'Users',
    summary:
      'Create a person (who is e-mailed a link to set their password) or a machine (whose API credentials are answered once)',
    permission: ['User', 'readWrite'],
    body: ZCreateUser,
    response: ZUserCreated,
    created: true,
  }),
  removeUserMfa: call({
    method: 'delete',
    path: '/user/mfa/{firmId}/{userId}',
    tag: 'Users',
    summary: "Remove a user's multi-factor authenticator; they enrol again at their next sign-in",
    permission: ['User', 'action'],
    response: ZUser,
  }),
  rotateMachineCredentials: call({
    method: 'post',
    path: '/user/credentials/{firmId}/{userId}',
    tag: 'Users',
    summary: "Issue a machine user's API secret (shown once); the previous secret stops working at once",
    permission: ['User', 'action'],
    response: ZMachineCredentials,
  }),
} as const;
