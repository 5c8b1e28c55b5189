import { RequiredParameterError } from '../../../contract/calls/paths';

/** The operation name the missing-parameter message uses for GET /firm/files/upload/{firmId}. */
export const UPLOAD_LOOKUP_OPERATION = 'getFirmFileUploads';

export interface UploadLookup {
  category?: string | null;
  nodeId?: string | null;
}

const missing = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Spec §5 and §7: the upload lookup needs both `category` and `nodeId`. It fails with the spec's
 * missing-parameter error before any request, like a missing path parameter does.
 */
export function uploadLookupQuery(lookup: UploadLookup): { category: string; nodeId: string } {
  for (const name of ['category', 'nodeId'] as const)
    if (missing(lookup[name])) throw new RequiredParameterError(name, UPLOAD_LOOKUP_OPERATION);
  return { category: lookup.category!, nodeId: lookup.nodeId! };
}

/** The proxied address of the upload lookup for a firm, with both required query values. */
export function uploadLookupPath(firmId: string | null | undefined, lookup: UploadLookup): string {
  if (missing(firmId)) throw new RequiredParameterError('firmId', UPLOAD_LOOKUP_OPERATION);
  const query = new URLSearchParams(uploadLookupQuery(lookup)).toString();
  return `/firm/files/upload/${encodeURIComponent(firmId!)}?${query}`;
}
