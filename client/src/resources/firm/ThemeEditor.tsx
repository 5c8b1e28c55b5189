import { Box, Divider, Stack, Typography } from '@mui/material';
import { Loading, TextInput, useTranslate } from 'react-admin';
import type { Space, TTheme } from '../../../../contract/branding';
import { usePlatformRead } from '../../data/platformReads';
import { ColourInput } from './ColourInput';
import { useSettingsWrite } from './settingsWrites';
import { FirmPage, NodePicker, useNodeChoice } from './FirmPage';
import { LogoUploads } from './LogoUpload';
import { SettingsForm } from './SettingsForm';
import { ThemePreview } from './ThemePreview';

const COLOURS = [
  ['backgroundColor', 'background'],
  ['backgroundColorContrast', 'backgroundContrast'],
  ['brandColor', 'brand'],
  ['ctaColor', 'cta'],
  ['ctaColorContrast', 'ctaContrast'],
] as const;

/** The theme's editable fields (logos are uploaded, not typed). */
const formValues = (theme: TTheme) => {
  const { headerLogo: _h, logo: _l, favicon: _f, ...rest } = theme;
  return rest;
};

/**
 * /firm/professional/theme and /firm/investor/theme: a node's colours, texts and logos for one space,
 * with a live preview and contrast warnings. Empty fields inherit from the parent node.
 */
export const ThemeEditor = ({ space }: { space: Space }) => {
  const translate = useTranslate();
  const [nodeId, setNodeId] = useNodeChoice();
  const write = useSettingsWrite();
  const { data, isPending } = usePlatformRead<TTheme>({
    name: 'getNodeTheme',
    params: { nodeId },
    query: { space },
  });
  const theme = data;
  return (
    <FirmPage title={`resources.firm.pages.${space}.theme`} intro="resources.firm.theme.intro">
      {(canWrite) => (
        <>
          <NodePicker value={nodeId} onChange={setNodeId} />
          {isPending || !theme ? (
            <Loading />
          ) : (
            <SettingsForm
              key={nodeId}
              record={formValues(theme)}
              canWrite={canWrite}
              onSave={(changes) => write('patchNodeTheme', { body: { nodeId, space, ...changes } })}
            >
              <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                <Stack spacing={1}>
                  <Typography variant="subtitle1" component="h2">
                    {translate('resources.firm.theme.colours')}
                  </Typography>
                  {COLOURS.map(([source, key]) => (
                    <ColourInput
                      key={source}
                      source={source}
                      label={`resources.firm.theme.fields.${key}`}
                      helperText={`resources.firm.theme.help.${key}`}
                    />
                  ))}
                  <Typography variant="subtitle1" component="h2" sx={{ pt: 1 }}>
                    {translate('resources.firm.theme.texts')}
                  </Typography>
                  <TextInput source="windowTitle" label="resources.firm.theme.fields.windowTitle" />
                  <TextInput source="footerCopyright" label="resources.firm.theme.fields.footerCopyright" />
                  <TextInput
                    source="orderExecutionPolicyUrl"
                    type="url"
                    label="resources.firm.theme.fields.orderExecutionPolicyUrl"
                  />
                </Stack>
                <ThemePreview logos={{ headerLogo: theme.headerLogo }} />
              </Box>
            </SettingsForm>
          )}
          {theme && (
            <>
              <Divider sx={{ my: 3 }} />
              <Typography variant="subtitle1" component="h2" gutterBottom>
                {translate('resources.firm.logos.title')}
              </Typography>
              <LogoUploads theme={theme} nodeId={nodeId} space={space} canWrite={canWrite} />
            </>
          )}
        </>
      )}
    </FirmPage>
  );
};
