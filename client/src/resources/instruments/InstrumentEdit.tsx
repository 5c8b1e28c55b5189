import { Alert, Card, CardContent, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import {
  Form,
  SaveButton,
  SelectInput,
  TextInput,
  Title,
  Toolbar,
  required,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { FIRM_ASSET_STATUSES, type TAsset } from '../../../../contract/assets';
import { submissionErrorsOf } from '../../data/httpErrors';
import { FormRootError } from '../../shared/FormRootError';
import { usePlatformWrite } from '../../data/platform';
import { toChoices } from '../../shared/choices';
import { useScrollToAnchor } from '../../shared/useScrollToAnchor';
import { instrumentPaths } from './instrumentPaths';
import { useInstrument } from './InstrumentShow';

const wide = { width: { xs: '100%', sm: 420 } };

/**
 * PUT /asset/{firmId}/{assetId} with the version read, so a change made meanwhile by someone else is a
 * 412 rather than lost. Field errors come back under their fields (Form's submission errors).
 */
function useSaveAsset(asset: TAsset) {
  const write = usePlatformWrite();
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  return async (values: Record<string, unknown>) => {
    try {
      await write('updateAsset', {
        params: { assetId: asset.id },
        body: { status: values.status, reason: values.reason || undefined, version: asset.version },
      });
    } catch (error) {
      return submissionErrorsOf(error);
    }
    await queryClient.invalidateQueries();
    notify('resources.instruments.edit.saved', { type: 'info' });
    redirect(instrumentPaths.show(asset.id));
    return undefined;
  };
}

const EditForm = ({ asset }: { asset: TAsset }) => {
  const translate = useTranslate();
  const save = useSaveAsset(asset);
  useScrollToAnchor(true);
  return (
    <Form record={{ id: asset.id, status: asset.status }} onSubmit={save} resource="instruments">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
        <Typography variant="h5" component="h1">
          {asset.name}
        </Typography>
        <Typography id="dealing" variant="h6" component="h2" sx={{ mt: 2, scrollMarginTop: 80 }}>
          {translate('resources.instruments.sections.dealing')}
        </Typography>
        <SelectInput
          source="status"
          choices={toChoices(FIRM_ASSET_STATUSES)}
          validate={required()}
          helperText="resources.instruments.helpers.status"
          sx={wide}
        />
        <TextInput source="reason" multiline minRows={2} sx={wide} />
        <FormRootError sx={{ mt: 2 }} />
      </CardContent>
      <Toolbar>
        <SaveButton />
      </Toolbar>
    </Form>
  );
};

/** /instruments/{id}/edit(#dealing): the firm's settings for an instrument on its list. */
export const InstrumentEdit = () => {
  const translate = useTranslate();
  const { data: asset, error } = useInstrument();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="resources.instruments.edit.title" />
      {error && <Alert severity="error">{error.message}</Alert>}
      {asset && !asset.adopted && (
        <Alert severity="info">{translate('resources.instruments.edit.notAdopted')}</Alert>
      )}
      {asset?.adopted && <EditForm asset={asset} />}
    </Card>
  );
};
