import { Box, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { SPACES, type Space, type TTheme } from '../../../../contract/branding';
import { usePlatformRead } from '../../data/platformReads';
import { FirmPage, NodePicker, useNodeChoice } from './FirmPage';
import { LogoUploads } from './LogoUpload';

/** /firm/media/logos: the header logo, sign-in logo and favicon of a node, for either space. */
export const LogosPage = () => {
  const translate = useTranslate();
  const [nodeId, setNodeId] = useNodeChoice();
  const [space, setSpace] = useState<Space>('Professional');
  const { data, isPending } = usePlatformRead<TTheme>({
    name: 'getNodeTheme',
    params: { nodeId },
    query: { space },
  });
  return (
    <FirmPage title="resources.firm.pages.logos" intro="resources.firm.logos.intro">
      {(canWrite) => (
        <>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label={translate('resources.firm.space')}
              value={space}
              onChange={(event) => setSpace(event.target.value as Space)}
              sx={{ mb: 2, minWidth: 200 }}
            >
              {SPACES.map((s) => (
                <MenuItem key={s} value={s}>
                  {translate(`resources.firm.spaces.${s}`)}
                </MenuItem>
              ))}
            </TextField>
            <NodePicker value={nodeId} onChange={setNodeId} />
          </Box>
          {isPending || !data ? (
            <Loading />
          ) : (
            <LogoUploads theme={data} nodeId={nodeId} space={space} canWrite={canWrite} />
          )}
        </>
      )}
    </FirmPage>
  );
};
