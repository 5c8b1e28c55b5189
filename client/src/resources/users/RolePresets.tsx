import { Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import {
  Form,
  Loading,
  ResourceContextProvider,
  SaveButton,
  TextInput,
  Title,
  required,
  useCanAccess,
  useGetList,
  useNotify,
  useTranslate,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import type { TRolePreset } from '../../../../contract/users';
import { RequireAccess } from '../../shell/RequireAccess';
import { PermissionMatrixInput } from './PermissionMatrix';
import { submissionErrorsOf } from '../../data/httpErrors';
import { FormRootError } from '../../shared/FormRootError';

type Preset = TRolePreset & RaRecord;

const PresetForm = ({ preset, editable }: { preset: Preset; editable: boolean }) => {
  const [update] = useUpdate<Preset>();
  const notify = useNotify();
  const save = (data: Partial<Preset>) =>
    update(
      'rolePresets',
      { id: preset.id, data, previousData: preset },
      {
        mutationMode: 'pessimistic',
        returnPromise: true,
        onSuccess: () => notify('resources.users.presets.saved', { type: 'success' }),
      },
    ).catch(submissionErrorsOf); // spec §8: under the fields and at the top of the form, no toast
  return (
    <Card variant="outlined" component="section" aria-label={preset.name}>
      <CardHeader title={preset.name} />
      <CardContent>
        <Form record={preset} onSubmit={save}>
          <FormRootError />
          <Stack sx={{ alignItems: 'flex-start' }}>
            <TextInput
              source="name"
              label="resources.users.presets.name"
              validate={required()}
              disabled={!editable}
            />
            <PermissionMatrixInput disabled={!editable} />
            {editable && <SaveButton />}
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
};

/** /users/presets: the firm's role presets; those who may edit users may change them. */
export const RolePresets = () => (
  <RequireAccess resource="rolePresets" action="list">
    <RolePresetList />
  </RequireAccess>
);

const RolePresetList = () => {
  const translate = useTranslate();
  const { data, isPending } = useGetList<Preset>('rolePresets');
  const { canAccess: editable = false } = useCanAccess({ resource: 'users', action: 'edit' });
  if (isPending) return <Loading />;
  return (
    <ResourceContextProvider value="rolePresets">
      <Title title="resources.users.presets.title" />
      <Stack spacing={2} sx={{ mt: 2 }}>
        <Typography variant="h5" component="h1">
          {translate('resources.users.presets.title')}
        </Typography>
        <Typography variant="body2">{translate('resources.users.presets.intro')}</Typography>
        {data?.map((preset) => (
          <PresetForm key={preset.id} preset={preset} editable={editable} />
        ))}
      </Stack>
    </ResourceContextProvider>
  );
};
