import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { usePermission } from '../data/platform';
import { useUser } from '../data/userContext';
import { NodePicker } from '../shared/NodePicker';
import { useBranding } from './branding/BrandingProvider';
import { ExceptionCards } from './dashboard/ExceptionCards';
import { InformationPanel } from './dashboard/InformationPanel';

/**
 * The home page at / (issue 20): what needs action now (each count links to the inbox list it counts)
 * and the figures at a glance, both narrowed by the node picker (the user's own node at first).
 */
export const Dashboard = () => {
  const translate = useTranslate();
  const { branding } = useBranding();
  const own = useUser().user?.nodeId;
  const [nodeId, setNodeId] = useState<string | null>(null);
  const mayRead = usePermission('Client', 'read');
  const chosen = nodeId ?? own;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="keel.dashboard.pageTitle" />
      <Card>
        <CardContent>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            justifyContent="space-between"
            alignItems={{ md: 'center' }}
            spacing={2}
          >
            <Typography variant="h5" component="h1">
              {translate('keel.dashboard.title', { firm: branding.windowTitle })}
            </Typography>
            {mayRead && (
              <NodePicker
                value={chosen}
                onChange={(id) => setNodeId(id)}
                label={translate('resources.notifications.dashboard.node')}
                disableClearable
                size="small"
                sx={{ minWidth: 280 }}
              />
            )}
          </Stack>
          {mayRead && chosen && (
            <>
              <ExceptionCards nodeId={chosen} />
              <InformationPanel nodeId={chosen} />
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
