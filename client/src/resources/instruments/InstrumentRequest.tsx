import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Title, useCreate, useRedirect, useTranslate, type RaRecord } from 'react-admin';
import { instrumentPaths } from './instrumentPaths';
import { useInstrument } from './InstrumentShow';

/**
 * /instruments/{id}/request: POST /asset adds a master instrument to the firm's list, after which
 * advisers can invest in it. A refusal (409: already on the list) stays on the page.
 */
export const InstrumentRequest = () => {
  const translate = useTranslate();
  const redirect = useRedirect();
  const { data: asset, error } = useInstrument();
  const queryClient = useQueryClient();
  const [create, { isPending, error: createError }] = useCreate<RaRecord, Error>();
  const submit = () =>
    create(
      'instruments',
      { data: { assetId: asset!.id } },
      {
        // The page reads the master list's record, which now says the firm has it.
        onSuccess: async () => {
          await queryClient.invalidateQueries({ queryKey: ['masterInstruments'] });
          redirect(instrumentPaths.show(asset!.id));
        },
        onError: () => undefined,
      },
    );
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="resources.instruments.request.title" />
      <CardContent>
        {error && <Alert severity="error">{error.message}</Alert>}
        {asset && (
          <>
            <Typography variant="h5" component="h1">
              {translate('resources.instruments.request.heading', { name: asset.name })}
            </Typography>
            <Typography variant="body1" sx={{ mt: 1 }}>
              {translate('resources.instruments.request.explanation', { isin: asset.isin })}
            </Typography>
            {asset.adopted && (
              <Alert severity="info" sx={{ mt: 2 }}>
                {translate('resources.instruments.request.already')}
              </Alert>
            )}
            {createError && (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {createError.message}
              </Alert>
            )}
          </>
        )}
      </CardContent>
      {asset && (
        <CardActions>
          <Button component={Link} to={instrumentPaths.show(asset.id)}>
            {translate('ra.action.cancel')}
          </Button>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={submit}
            disabled={isPending || asset.adopted}
          >
            {translate('resources.instruments.request.button')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
};
