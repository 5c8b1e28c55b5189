import type { Router } from 'express';
import { calls } from '../../../contract/calls';
import { DOCUMENT_TYPES } from '../../../contract/documents';
import type { PlatformDeps } from '../deps';
import { recordServed, route } from '../http/route';
import { generateDocument } from './engine';
import { exportList } from './exports';
import { downloadFile } from './files';

export function documentRoutes(router: Router, deps: PlatformDeps) {
  // The literal paths first: /files/generate and /files/contractnote are not a {fileType} of /files/{fileType}.
  route(router, deps, calls.generateFile, ({ caller, body }) => exportList(deps.db, caller, body));
  for (const fileType of DOCUMENT_TYPES)
    route(router, deps, calls[`generate_${fileType}`], ({ caller, body }) => {
      // The named path is also an instance of POST /files/{fileType}, answered by the same code: it counts
      // for both calls (the generic route below only ever sees types without a path of their own).
      recordServed(calls.generateDocumentByType);
      return generateDocument(deps.db, caller, fileType, body);
    });
  route(router, deps, calls.generateDocumentByType, ({ caller, params, body }) =>
    generateDocument(deps.db, caller, params.fileType, body),
  );
  route(router, deps, calls.downloadFile, ({ caller, params, query }) =>
    downloadFile(deps.db, caller, params.fileId, query.disposition),
  );
}
