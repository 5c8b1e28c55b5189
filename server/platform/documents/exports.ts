import type { TGenerateFile } from '../../../contract/documents';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import { badRequest } from '../errors';

/** POST /files/generate: a CSV or XLSX of a list, with its filters, stored like any document. */
export async function exportList(_db: Database, _caller: Caller, _body: TGenerateFile): Promise<never> {
  throw badRequest([], 'Not yet');
}
