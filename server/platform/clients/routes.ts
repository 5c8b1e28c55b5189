import type { Router } from 'express';
import { calls } from '../../../contract/calls';
import type { PlatformDeps } from '../deps';
import { route } from '../http/route';
import { nationalities } from '../static/nationalities';
import { exportClients } from './export';
import { listClients } from './list';
import { createClient, getClient, patchClient, updateClientStatus } from './service';

export function clientRoutes(router: Router, deps: PlatformDeps) {
  const { db } = deps;
  // Before /client/{firmId}/{clientId}, which would otherwise take "nationality" for a firm id.
  route(router, deps, calls.exportClients, async ({ caller, query }) => exportClients(db, caller, query));
  route(router, deps, calls.listClientNationalities, async ({ query }) => nationalities(query.countryCodes));
  route(router, deps, calls.listClients, ({ caller, query }) => listClients(db, caller, query));
  route(router, deps, calls.getClient, ({ caller, params }) => getClient(db, caller, params.clientId));
  route(router, deps, calls.createClient, ({ caller, body }) => createClient(db, caller, body));
  route(router, deps, calls.patchClient, ({ caller, params, body }) =>
    patchClient(db, caller, params.clientId, body),
  );
  route(router, deps, calls.updateClientStatus, ({ caller, params, body }) =>
    updateClientStatus(db, caller, params.clientId, body),
  );
  route(router, deps, calls.updateClient, ({ caller, params, body }) =>
    patchClient(db, caller, params.clientId, body),
  );
}
