import { z } from 'zod';
import { ZPatchTheme, ZTheme, ZUser } from '../firm';
import { call } from './define';

/** Users, feature flags and node configuration (spec §7 "Users", "Firm and node configuration"). */
export const firmCalls = {
  getUser: call({
    method: 'get',
    path: '/user/{firmId}/{userId}',
    tag: 'Users',
    summary: 'One platform user (any user may read their own record)',
    response: ZUser,
  }),
  getEnabledFeatures: call({
    method: 'get',
    path: '/firm/enabledfeatures/{firmId}',
    tag: 'Firm',
    summary: "The names of the firm's enabled feature flags",
    response: z.array(z.string()),
  }),
  getNodeTheme: call({
    method: 'get',
    path: '/node/theme/{firmId}/{nodeId}',
    tag: 'Firm',
    summary: "A node's effective theme: its own settings over its ancestors' up to the firm root",
    response: ZTheme,
  }),
  patchNodeTheme: call({
    method: 'patch',
    path: '/node/theme/{firmId}',
    tag: 'Firm',
    summary:
      "Change a node's own theme (null removes a setting so the node inherits it); answers the effective theme",
    permission: ['Firm Management', 'readWrite'],
    body: ZPatchTheme,
    response: ZTheme,
  }),
} as const;
