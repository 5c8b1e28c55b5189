import type { Router } from 'express';
import { calls } from '../../../contract/calls';
import type { PlatformDeps } from '../deps';
import { route } from '../http/route';
import { getMessage, listMessages, messageStats, updateMessageStatus } from './service';

export function messageRoutes(router: Router, deps: PlatformDeps) {
  // The literal /message/stats first: it is not a {messageId} of /message/{firmId}/{messageId}.
  route(router, deps, calls.getMessageStats, ({ caller, query }) => messageStats(deps.db, caller, query));
  route(router, deps, calls.listMessages, ({ caller, query }) => listMessages(deps.db, caller, query));
  route(router, deps, calls.getMessage, ({ caller, params }) =>
    getMessage(deps.db, caller, params.messageId),
  );
  route(router, deps, calls.updateMessageStatus, ({ caller, params, body }) =>
    updateMessageStatus(deps.db, caller, params.messageId, body),
  );
}
