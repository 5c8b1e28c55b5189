import type { Router } from 'express';
import { calls } from '../../../contract/calls';
import { CLIENT_AUTH_HEADER } from '../../../contract/firm';
import type { PlatformDeps } from '../deps';
import { route } from '../http/route';
import { listNodes } from '../nodes/list';
import { enabledFeatures, patchFeatures } from './features';
import { checkClientAuth, findHostnames, HOSTNAME_PAGE_SIZE } from './hostnames';
import {
  effectiveConfig,
  effectiveContent,
  effectiveTheme,
  firmConfig,
  patchNodeConfig,
  patchNodeContent,
  patchNodeTheme,
  siteContent,
} from './service';
import { firmSettings } from './summary';
import { runFirmSetup } from './setup';

export function firmRoutes(router: Router, deps: PlatformDeps) {
  const { db } = deps;
  route(router, deps, calls.getEnabledFeatures, ({ caller }) => enabledFeatures(db, caller.firmId));
  route(router, deps, calls.patchEnabledFeatures, ({ caller, body }) =>
    patchFeatures(db, caller, body.features),
  );
  route(router, deps, calls.runFirmSetup, ({ caller }) => runFirmSetup(db, caller));
  route(router, deps, calls.getSettings, ({ caller, query }) => firmSettings(db, caller, query));
  route(router, deps, calls.listNodes, ({ caller, query }) => listNodes(db, caller, query));
  route(router, deps, calls.getFirmHostname, async ({ query, req }) => {
    checkClientAuth(req.get(CLIENT_AUTH_HEADER), deps.config.clientAuth.secret);
    const items = await findHostnames(db, query);
    return { items, count: items.length, page: 1, pageSize: HOSTNAME_PAGE_SIZE };
  });
  route(router, deps, calls.getNodeTheme, ({ caller, params, query }) =>
    effectiveTheme(db, caller.firmId, params.nodeId, query.space),
  );
  route(router, deps, calls.patchNodeTheme, ({ caller, body }) => patchNodeTheme(db, caller, body));
  route(router, deps, calls.getNodeContent, ({ caller, params, query }) =>
    effectiveContent(db, caller.firmId, params.nodeId, query.space, query.locale),
  );
  route(router, deps, calls.patchNodeContent, ({ caller, body }) => patchNodeContent(db, caller, body));
  route(router, deps, calls.getContent, ({ caller, query }) => siteContent(db, caller, query));
  route(router, deps, calls.getNodeConfig, ({ caller, params }) =>
    effectiveConfig(db, caller.firmId, params.nodeId),
  );
  route(router, deps, calls.patchNodeConfig, ({ caller, body }) => patchNodeConfig(db, caller, body));
  route(router, deps, calls.getFirmConfig, ({ caller, query }) => firmConfig(db, caller, query));
}
