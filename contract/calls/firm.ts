import { z } from 'zod';
import {
  ZConfig,
  ZContent,
  ZContentQuery,
  ZFirmConfigQuery,
  ZFirmSettings,
  ZSettingsQuery,
  ZHostnameQuery,
  ZNode,
  ZNodeContentQuery,
  ZNodeListQuery,
  ZNodeThemeQuery,
  ZPatchConfig,
  ZPatchContent,
  ZPatchFeatures,
  ZPatchTheme,
  ZSetupResult,
  ZUploadQuery,
  ZUploaded,
  ZUploadTarget,
} from '../firm';
import { ZHostnameWithTheme, ZTheme } from '../theme';
import { call } from './define';

const manage = ['Firm Management', 'readWrite'] as const;
const inspect = ['Firm Management', 'read'] as const;

/** Feature flags, nodes, hostnames and per-node theme, content and configuration (spec §7). */
export const firmCalls = {
  getEnabledFeatures: call({
    method: 'get',
    path: '/firm/enabledfeatures/{firmId}',
    tag: 'Firm',
    summary: "The names of the firm's enabled feature flags",
    response: z.array(z.string()),
  }),
  patchEnabledFeatures: call({
    method: 'patch',
    path: '/firm/enabledfeatures/{firmId}',
    tag: 'Firm',
    summary: 'Turn feature flags on or off (`{features: {name: true|false}}`); answers the enabled names',
    permission: manage,
    body: ZPatchFeatures,
    response: z.array(z.string()),
  }),
  runFirmSetup: call({
    method: 'post',
    path: '/firm/setup/{firmId}',
    tag: 'Firm',
    summary:
      "Firm set-up automation (flag firmSetupAutomation): fills the root node's missing starter content and investor configuration",
    permission: manage,
    response: ZSetupResult,
  }),
  getSettings: call({
    method: 'get',
    path: '/settings/{firmId}',
    tag: 'Firm',
    summary:
      "The firm's effective settings in one read: name, enabled flags, hostnames, upload rules, the MFA " +
      "policy and a node's effective configuration (default: the caller's node)",
    permission: inspect,
    query: ZSettingsQuery,
    response: ZFirmSettings,
  }),
  listNodes: call({
    method: 'get',
    path: '/firm/node/list/{firmId}',
    tag: 'Firm',
    summary: "Nodes of the organisation tree in the caller's subtree, in tree order",
    query: ZNodeListQuery,
    response: ZNode,
    list: true,
  }),
  getFirmHostname: call({
    method: 'get',
    path: '/firm/hostname',
    tag: 'Firm',
    summary:
      'White-label hosts and the firm, node and space each serves, with that node’s theme; needs header x-seccl-client-auth, not a user token',
    anonymous: true,
    query: ZHostnameQuery,
    response: ZHostnameWithTheme,
    list: true,
  }),
  getNodeTheme: call({
    method: 'get',
    path: '/node/theme/{firmId}/{nodeId}',
    tag: 'Firm',
    summary: "A node's effective theme for a space: its own settings over its ancestors' up to the firm root",
    query: ZNodeThemeQuery,
    response: ZTheme,
  }),
  patchNodeTheme: call({
    method: 'patch',
    path: '/node/theme/{firmId}',
    tag: 'Firm',
    summary:
      "Change a node's own theme (null removes a setting so the node inherits it); answers the effective theme",
    permission: manage,
    body: ZPatchTheme,
    response: ZTheme,
  }),
  getNodeContent: call({
    method: 'get',
    path: '/node/content/{firmId}/{nodeId}',
    tag: 'Firm',
    summary: "A node's effective content for a space and locale (en-GB fills what a locale lacks)",
    permission: inspect,
    query: ZNodeContentQuery,
    response: ZContent,
  }),
  patchNodeContent: call({
    method: 'patch',
    path: '/node/content/{firmId}',
    tag: 'Firm',
    summary: "Change a node's own content for a space and locale; answers the effective content",
    permission: manage,
    body: ZPatchContent,
    response: ZContent,
  }),
  getContent: call({
    method: 'get',
    path: '/content/{firmId}',
    tag: 'Firm',
    summary:
      'The content a site shows: effective content of a node (default: the caller’s) for a space and locale',
    query: ZContentQuery,
    response: ZContent,
  }),
  getNodeConfig: call({
    method: 'get',
    path: '/node/config/{firmId}/{nodeId}',
    tag: 'Firm',
    summary: "A node's effective investor-site configuration",
    permission: inspect,
    response: ZConfig,
  }),
  patchNodeConfig: call({
    method: 'patch',
    path: '/node/config/{firmId}',
    tag: 'Firm',
    summary: "Change a node's own configuration; answers the effective configuration",
    permission: manage,
    body: ZPatchConfig,
    response: ZConfig,
  }),
  getFirmConfig: call({
    method: 'get',
    path: '/firm/config/{firmId}',
    tag: 'Firm',
    summary:
      'Effective configuration of a node (default: the caller’s), narrowed to one data type when given',
    query: ZFirmConfigQuery,
    response: ZConfig,
  }),
  getFirmFileUploads: call({
    method: 'get',
    path: '/firm/files/upload/{firmId}',
    tag: 'Firm',
    summary:
      'Where and how to upload a logo (category and nodeId required): a one-time PUT address, accepted types and size',
    permission: manage,
    query: ZUploadQuery,
    response: ZUploadTarget,
  }),
  putFirmFileUpload: call({
    method: 'put',
    path: '/firm/files/upload/{firmId}/{uploadId}',
    tag: 'Firm',
    summary:
      'The file itself (raw body, Content-Type image/png, image/svg+xml or image/x-icon) to a one-time address; SVG is sanitised and the logo set on the node’s theme',
    permission: manage,
    response: ZUploaded,
  }),
} as const;
