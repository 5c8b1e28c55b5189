import type { Router } from 'express';
import { calls } from '../../../../contract/calls';
import type { PlatformDeps } from '../../deps';
import { route } from '../../http/route';
import { uploadBookValues } from './book-values';
import { getManualTransferIn, refreshManualTransferIn, uploadManualTransferIn } from './manual-transfer-in';

/** The transfer file calls (decision 0801): the manual transfer-in asset list and the book values. */
export function transferFileRoutes(router: Router, deps: PlatformDeps) {
  const { db } = deps;
  // The literal …/refresh before the {firmid}/{fileUploadId} read, though their methods differ anyway.
  route(router, deps, calls.refreshManualTransferIn, ({ caller, body }) =>
    refreshManualTransferIn(db, caller, body.fileUploadId),
  );
  route(router, deps, calls.uploadManualTransferIn, ({ caller, body }) =>
    uploadManualTransferIn(db, caller, body),
  );
  route(router, deps, calls.getManualTransferIn, ({ caller, params }) =>
    getManualTransferIn(db, caller, params.firmid, params.fileUploadId),
  );
  route(router, deps, calls.uploadBookValues, ({ caller, body }) => uploadBookValues(db, caller, body));
}
