import { Alert, Box, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Loading, Title, useCanAccess, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { MAX_PAGE_SIZE } from '../../../../contract/pageSizes';
import type { TNode } from '../../../../contract/firm';
import { FORBIDDEN_PATH } from '../../shell/ErrorPages';
import { useUser } from '../../shell/UserProvider';
import { usePlatformRead } from '../../data/platformReads';
import { NodePicker as TreeNodePicker } from '../../shared/NodePicker';
import { FIRM_RESOURCE } from './firmPaths';

/** Reading firm settings needs Firm Management read; changing them, readWrite (the platform checks too). */
export function useFirmAccess() {
  const read = useCanAccess({ resource: FIRM_RESOURCE, action: 'list' });
  const write = useCanAccess({ resource: FIRM_RESOURCE, action: 'edit' });
  return {
    isPending: read.isPending || write.isPending,
    canRead: !!read.canAccess,
    canWrite: !!write.canAccess,
  };
}

/**
 * A firm settings page: its title and heading, and the page itself only for users with Firm Management
 * (others go to /403). Without write permission the page says so, and `children` gets `canWrite` false
 * to disable its inputs and buttons.
 */
export const FirmPage = ({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: (canWrite: boolean) => ReactNode;
}) => {
  const translate = useTranslate();
  const access = useFirmAccess();
  if (access.isPending) return <Loading />;
  if (!access.canRead) return <Navigate to={FORBIDDEN_PATH} replace />;
  return (
    <Box sx={{ py: 2, maxWidth: 1100 }}>
      <Title title={translate(title)} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(title)}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate(intro)}
        </Typography>
      )}
      {!access.canWrite && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('resources.firm.readOnly')}
        </Alert>
      )}
      {children(access.canWrite)}
    </Box>
  );
};

/** The organisation tree the user sees (their node and below), in tree order. */
export function useNodes() {
  const { data, isPending } = usePlatformRead<TNode[]>({
    name: 'listNodes',
    query: { pageSize: MAX_PAGE_SIZE },
  });
  return { nodes: data ?? [], isPending };
}

/** How deep a node sits below the first node shown (the user's own), for indenting. */
export const depthOf = (node: TNode, top: TNode | undefined) =>
  node.path.split('/').length - (top ? top.path.split('/').length : 1);

/** Which node's settings a page edits: the user's own node to start with. */
export function useNodeChoice() {
  const own = useUser().user?.nodeId ?? '0';
  return useState(own);
}

/** The console's node picker, on a settings page: settings not set on a node come from above. */
export const NodePicker = ({ value, onChange }: { value: string; onChange: (nodeId: string) => void }) => {
  const translate = useTranslate();
  const { nodes } = useNodes();
  if (nodes.length <= 1) return null;
  return (
    <TreeNodePicker
      value={value}
      onChange={(nodeId) => nodeId && onChange(nodeId)}
      disableClearable
      label={translate('resources.firm.node')}
      helperText={translate('resources.firm.nodeHelp')}
      sx={{ mb: 2, minWidth: 280, maxWidth: 420 }}
    />
  );
};
