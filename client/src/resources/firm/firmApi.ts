import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import type { CallName, TUploaded, TUploadTarget, UploadCategory, Space } from '../../../../contract';
import {
  PROXY_PREFIX,
  XSRF_COOKIE,
  XSRF_HEADER,
  createApiClient,
  readCookie,
  type CallOptions,
} from '../../data/apiClient';
import { toHttpError } from '../../data/httpErrors';
import { uploadLookupQuery } from '../../data/uploads';
import { uuidV4 } from '../../data/uuid';
import { useUser } from '../../shell/UserProvider';

const callApi = createApiClient();

/** Form errors react-admin puts under fields (`body.errors`), or undefined when the error carries none. */
export const formErrorsOf = (error: unknown) => (error as { body?: { errors?: object } })?.body?.errors;

/**
 * Writes of the firm settings pages. Spec §8: a failed write shows no toast; its errors go back to the
 * form. A 401/419 signs out through the auth provider like any other call. After a write, every read of
 * firm settings (and the shell's own branding) is fetched again, so the header shows a saved theme.
 */
export function useFirmWrite() {
  const firmId = useUser().user?.firmId;
  const queryClient = useQueryClient();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const refreshSettings = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['platform'] }),
        queryClient.invalidateQueries({ queryKey: ['keel'] }),
      ]),
    [queryClient],
  );
  const write = useCallback(
    async <T>(name: CallName, options: CallOptions = {}) => {
      try {
        const { data } = await callApi<T>(name, {
          idempotencyKey: uuidV4(),
          ...options,
          params: { firmId, ...options.params },
        });
        await refreshSettings();
        return data;
      } catch (error) {
        await logoutIfAccessDenied(error);
        throw error;
      }
    },
    [firmId, logoutIfAccessDenied, refreshSettings],
  );
  const upload = useCallback(
    async (target: { category: UploadCategory; nodeId: string; space: Space }, file: File) => {
      try {
        const uploaded = await uploadLogo(firmId, target, file);
        await refreshSettings();
        return uploaded;
      } catch (error) {
        await logoutIfAccessDenied(error);
        throw error;
      }
    },
    [firmId, logoutIfAccessDenied, refreshSettings],
  );
  return { write, upload };
}

/**
 * A logo upload: ask the platform where to send it (GET /firm/files/upload/{firmId}, category and nodeId
 * both required), then PUT the file itself to that one-time address through the proxy.
 */
export async function uploadLogo(
  firmId: string | undefined,
  target: { category: UploadCategory; nodeId: string; space: Space },
  file: File,
  fetchFn: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<TUploaded> {
  const query = { ...uploadLookupQuery(target), space: target.space };
  const { data: slot } = await callApi<TUploadTarget>('getFirmFileUploads', { params: { firmId }, query });
  const xsrf = readCookie(XSRF_COOKIE);
  const response = await fetchFn(`${PROXY_PREFIX}${slot.uploadUrl}`, {
    method: slot.method,
    headers: {
      'Content-Type': file.type || 'application/octet-stream',
      ...(xsrf ? { [XSRF_HEADER]: xsrf } : {}),
    },
    body: file,
    credentials: 'same-origin',
  });
  const json = await response.json().catch(() => undefined);
  if (response.status >= 400) throw toHttpError(response.status, json);
  return (json as { data: TUploaded }).data;
}
