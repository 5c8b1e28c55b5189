import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TUploaded, TUploadTarget, UploadCategory } from '../../../../contract/firm';
import type { Space } from '../../../../contract/branding';
import { PROXY_PREFIX, XSRF_COOKIE, XSRF_HEADER, readCookie } from '../../data/apiClient';
import { toHttpError } from '../../data/httpErrors';
import { invalidateReads, usePlatformCall, usePlatformWrite, useSessionGuard } from '../../data/platform';
import { PLATFORM_READS } from '../../data/platformReads';
import { uploadLookupQuery } from '../../data/uploads';

/**
 * What a settings change shows in: the settings pages' own reads and the shell's (its branding is read
 * under 'keel'), so the header shows a saved theme at once.
 */
const SETTINGS_READS = [PLATFORM_READS, ['keel']];

/** Writes of the firm settings pages; every read of settings is fetched again after each. */
export const useSettingsWrite = () => usePlatformWrite(SETTINGS_READS);

export interface LogoTarget {
  category: UploadCategory;
  nodeId: string;
  space: Space;
}

/** Sends the file itself to the one-time address the platform gave, through the proxy. */
export async function putLogo(
  slot: TUploadTarget,
  file: File,
  fetchFn: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<TUploaded> {
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

/**
 * A logo upload: ask the platform where to send it (GET /firm/files/upload/{firmId}, category and nodeId
 * both required), put the file there, then fetch every read of settings again.
 */
export function useLogoUpload() {
  const call = usePlatformCall();
  const guard = useSessionGuard();
  const queryClient = useQueryClient();
  return useCallback(
    async (target: LogoTarget, file: File) => {
      const query = { ...uploadLookupQuery(target), space: target.space };
      const { data: slot } = await call<TUploadTarget>('getFirmFileUploads', { query });
      const uploaded = await guard(putLogo(slot, file));
      await invalidateReads(queryClient, SETTINGS_READS);
      return uploaded;
    },
    [call, guard, queryClient],
  );
}
