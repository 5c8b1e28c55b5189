import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import type { KeelDataProvider } from '../../data/dataProvider';
import { ROOT_NODE_ID, themeNodeFor } from '../../data/firmSettings';
import { QUIET_READ } from '../ReadErrorToasts';
import { useUser } from '../UserProvider';
import { useBranding } from './BrandingProvider';

/**
 * Loads the signed-in user's branding: first the firm's feature flags (spec §4: checked before node
 * themes load), then the effective theme of the node they decide. Calls go through react-admin's data
 * provider, so a 401 here signs out like any other call; any other failure keeps the current branding, without a toast
 * (QUIET_READ: the page works as it is).
 */
export const BrandingLoader = () => {
  const { user } = useUser();
  const dataProvider = useDataProvider<KeelDataProvider>();
  const { applyTheme } = useBranding();
  const firmId = user?.firmId;
  const features = useQuery({
    queryKey: ['keel', 'enabledFeatures', firmId],
    queryFn: () => dataProvider.getEnabledFeatures(),
    enabled: Boolean(firmId),
    meta: QUIET_READ,
  });
  const themeNode =
    features.isSuccess && user
      ? themeNodeFor(features.data, user.nodeId)
      : features.isError
        ? ROOT_NODE_ID
        : undefined;
  const theme = useQuery({
    queryKey: ['keel', 'nodeTheme', firmId, themeNode],
    queryFn: () => dataProvider.getNodeTheme(themeNode!),
    enabled: Boolean(firmId && themeNode),
    meta: QUIET_READ,
  });
  useEffect(() => {
    if (theme.data) applyTheme(theme.data);
  }, [theme.data, applyTheme]);
  return null;
};
