import { MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { Loading, TextInput, useTranslate } from 'react-admin';
import { DEFAULT_LOCALE, type TContent } from '../../../../contract/firm';
import type { Space } from '../../../../contract/branding';
import { usePlatformRead } from '../../data/platformReads';
import { useSettingsWrite } from './settingsWrites';
import { FirmPage, NodePicker, useNodeChoice } from './FirmPage';
import { SettingsForm } from './SettingsForm';

/** Locales the console offers to write content in; a text missing in Welsh shows the English one. */
export const CONTENT_LOCALES = [DEFAULT_LOCALE, 'cy-GB'] as const;

const LONG = { multiline: true, minRows: 3 } as const;

/** /firm/professional/content and /firm/investor/content: a node's texts for one space and locale. */
export const ContentEditor = ({ space }: { space: Space }) => {
  const translate = useTranslate();
  const [nodeId, setNodeId] = useNodeChoice();
  const [locale, setLocale] = useState<string>(DEFAULT_LOCALE);
  const write = useSettingsWrite();
  const { data, isPending } = usePlatformRead<TContent>({
    name: 'getNodeContent',
    params: { nodeId },
    query: { space, locale },
  });
  const field = (name: keyof TContent) => `resources.firm.content.fields.${name}`;
  return (
    <FirmPage title={`resources.firm.pages.${space}.content`} intro="resources.firm.content.intro">
      {(canWrite) => (
        <>
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
            <NodePicker value={nodeId} onChange={setNodeId} />
            <TextField
              select
              size="small"
              label={translate('resources.firm.locale')}
              value={locale}
              onChange={(event) => setLocale(event.target.value)}
              sx={{ mb: 2, minWidth: 200 }}
            >
              {CONTENT_LOCALES.map((l) => (
                <MenuItem key={l} value={l}>
                  {translate(`resources.firm.locales.${l}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {isPending || !data ? (
            <Loading />
          ) : (
            <SettingsForm
              key={`${nodeId} ${locale}`}
              record={data}
              canWrite={canWrite}
              onSave={(changes) => write('patchNodeContent', { body: { nodeId, space, locale, ...changes } })}
            >
              <Stack sx={{ maxWidth: 720 }}>
                <TextInput source="welcomeHeading" label={field('welcomeHeading')} />
                <TextInput source="welcomeMessage" label={field('welcomeMessage')} {...LONG} />
                <TextInput source="signInMessage" label={field('signInMessage')} {...LONG} />
                <TextInput source="supportEmail" type="email" label={field('supportEmail')} />
                <TextInput source="supportPhone" type="tel" label={field('supportPhone')} />
                <TextInput source="importantInformation" label={field('importantInformation')} {...LONG} />
                <TextInput source="privacyPolicyUrl" type="url" label={field('privacyPolicyUrl')} />
                <TextInput source="termsUrl" type="url" label={field('termsUrl')} />
              </Stack>
            </SettingsForm>
          )}
        </>
      )}
    </FirmPage>
  );
};
