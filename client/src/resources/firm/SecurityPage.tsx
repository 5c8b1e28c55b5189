import { Paper, Typography } from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import type { TMfaPolicy } from '../../../../contract/passwords';
import { usePlatformRead } from '../../data/platformReads';
import { FirmPage } from './FirmPage';
import { SettingSwitch } from './SettingSwitch';
import { useSettingsWrite } from './settingsWrites';

const CONFIRM_REQUIRED = {
  title: 'resources.firm.security.confirmTitle',
  content: 'resources.firm.security.confirmText',
  confirm: 'resources.firm.security.confirm',
};

/**
 * The firm's "MFA required" switch. Turning it on changes how everyone signs in, so it asks first;
 * turning it off only relaxes the rule (people who set up an authenticator keep using it).
 */
const MfaPolicySwitch = ({ required, canWrite }: { required: boolean; canWrite: boolean }) => {
  const translate = useTranslate();
  const write = useSettingsWrite();
  async function save(on: boolean) {
    await write<TMfaPolicy>('putMfaPolicy', { body: { required: on } });
    return translate(`resources.firm.security.${on ? 'requiredOn' : 'requiredOff'}`);
  }
  return (
    <SettingSwitch
      label={translate('resources.firm.security.required')}
      help={translate('resources.firm.security.requiredHelp')}
      checked={required}
      canWrite={canWrite}
      save={save}
      confirmOn={CONFIRM_REQUIRED}
    />
  );
};

/** /firm/security: how the firm's people sign in (Keel's page; the policy call is Keel's extension). */
export const SecurityPage = () => {
  const translate = useTranslate();
  const { data, isPending } = usePlatformRead<TMfaPolicy>({ name: 'getMfaPolicy' });
  return (
    <FirmPage title="resources.firm.pages.security" intro="resources.firm.security.intro">
      {(canWrite) =>
        isPending ? (
          <Loading />
        ) : (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h2" gutterBottom>
              {translate('resources.firm.security.mfa')}
            </Typography>
            <MfaPolicySwitch required={data?.required ?? false} canWrite={canWrite} />
          </Paper>
        )
      }
    </FirmPage>
  );
};
