import type { CallName } from '../../../../contract/calls/index';
import { buildPath } from '../../../../contract/calls/paths';
import { callRoutes } from '../../data/callRoutes';
import { PROXY_PREFIX, toQueryString, type FetchLike } from '../../data/apiClient';
import { queryNames } from '../../data/bodies';
import { listQuery } from '../../data/dataProvider';
import { networkError, toHttpError } from '../../data/httpErrors';
import { CLIENTS_DATA } from './clientsData';

const EXPORT_CALL: CallName = 'exportClients';

export interface CsvFile {
  filename: string;
  blob: Blob;
}

/** The list's filters under the export call's query names (no paging or sort: it exports every match). */
export function exportQuery(filter: Record<string, unknown>) {
  const accepted = queryNames(EXPORT_CALL);
  const query = listQuery(CLIENTS_DATA, { filter });
  return Object.fromEntries(Object.entries(query).filter(([name]) => accepted.has(name)));
}

/** `attachment; filename="clients-DEMO1-2026-11-21.csv"` → the file name, or a fallback. */
export function filenameOf(disposition: string | null, fallback = 'clients.csv'): string {
  return /filename="?([^";]+)"?/.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Every client matching the filters, from the platform's streamed CSV export (not react-admin's exporter,
 * which pages through the list and stops at 1,000). A failure is the api client's HttpError.
 */
export async function fetchClientsCsv(
  firmId: string | undefined,
  filter: Record<string, unknown>,
  fetchFn: FetchLike = (input, init) => globalThis.fetch(input, init),
): Promise<CsvFile> {
  const path = buildPath(EXPORT_CALL, callRoutes[EXPORT_CALL].path, { firmId });
  let response: Response;
  try {
    response = await fetchFn(`${PROXY_PREFIX}${path}${toQueryString(exportQuery(filter))}`, {
      headers: { Accept: 'text/csv' },
      credentials: 'same-origin',
    });
  } catch {
    throw networkError();
  }
  if (response.status >= 400) {
    const json = await response.json().catch(() => undefined);
    throw toHttpError(response.status, json);
  }
  return { filename: filenameOf(response.headers.get('Content-Disposition')), blob: await response.blob() };
}

/** Hands a file to the browser's downloads (large blobs are kept on disk by the browser, not in the page). */
export function saveFile({ filename, blob }: CsvFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
