import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { FEATURE_NAMES, type FeatureName } from '../../../../contract/firm';
import { usePlatformRead } from '../../data/platformReads';
import { useSettingsWrite } from './settingsWrites';
import { FirmPage } from './FirmPage';
import { SettingSwitch } from './SettingSwitch';

/** One flag's switch: it saves at once (a flag is one decision, not part of a form). */
const FeatureSwitch = ({
  name,
  enabled,
  canWrite,
}: {
  name: FeatureName;
  enabled: boolean;
  canWrite: boolean;
}) => {
  const translate = useTranslate();
  const write = useSettingsWrite();
  const label = translate(`resources.firm.features.names.${name}`);
  async function save(on: boolean) {
    await write('patchEnabledFeatures', { body: { features: { [name]: on } } });
    return translate(on ? 'resources.firm.features.on' : 'resources.firm.features.off', { name: label });
  }
  return (
    <SettingSwitch
      label={label}
      help={translate(`resources.firm.features.descriptions.${name}`)}
      checked={enabled}
      canWrite={canWrite}
      save={save}
    />
  );
};

/** The firm set-up automation: fills the root node's missing starter content and configuration. */
const FirmSetup = ({ enabled, canWrite }: { enabled: boolean; canWrite: boolean }) => {
  const translate = useTranslate();
  const write = useSettingsWrite();
  const [result, setResult] = useState<{ severity: 'success' | 'info' | 'error'; text: string }>();
  async function run() {
    try {
      const { created } = await write<{ created: string[] }>('runFirmSetup');
      setResult(
        created.length
          ? {
              severity: 'success',
              text: translate('resources.firm.setup.done', { items: created.join(', ') }),
            }
          : { severity: 'info', text: translate('resources.firm.setup.nothing') },
      );
    } catch (error) {
      setResult({ severity: 'error', text: (error as Error).message });
    }
  }
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }}>
      <Typography variant="subtitle1" component="h2">
        {translate('resources.firm.setup.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(enabled ? 'resources.firm.setup.text' : 'resources.firm.setup.disabled')}
      </Typography>
      <Button variant="contained" onClick={() => void run()} disabled={!enabled || !canWrite}>
        {translate('resources.firm.setup.run')}
      </Button>
      {result && (
        <Alert severity={result.severity} sx={{ mt: 2 }} role="status">
          {result.text}
        </Alert>
      )}
    </Paper>
  );
};

/** /firm/features: the firm's feature flags, switched by firm administrators. */
export const FeaturesPage = () => {
  const { data, isPending } = usePlatformRead<string[]>({ name: 'getEnabledFeatures' });
  const enabled = new Set(data ?? []);
  return (
    <FirmPage title="resources.firm.pages.features" intro="resources.firm.features.intro">
      {(canWrite) =>
        isPending ? (
          <Loading />
        ) : (
          <>
            <Stack spacing={2}>
              {FEATURE_NAMES.map((name) => (
                <FeatureSwitch key={name} name={name} enabled={enabled.has(name)} canWrite={canWrite} />
              ))}
            </Stack>
            <FirmSetup enabled={enabled.has('firmSetupAutomation')} canWrite={canWrite} />
          </>
        )
      }
    </FirmPage>
  );
};
