import { MenuItem, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import {
  RadioButtonGroupInput,
  SelectInput,
  TextInput,
  required,
  useGetList,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { USER_TYPES } from '../../../../contract/enums';
import { USER_STATUSES, type TRolePreset } from '../../../../contract/users';
import { toChoices } from '../../shared/choices';
import { NodeInput } from '../../shared/NodePicker';
import { PermissionMatrixInput } from './PermissionMatrix';

/** A titled part of the form that `#anchor` addresses can scroll to. */
export const Section = ({ id, children }: { id: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <section id={id} aria-labelledby={`${id}-title`} style={{ width: '100%', scrollMarginTop: 80 }}>
      <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {translate(`resources.users.sections.${id}`)}
      </Typography>
      {children}
    </section>
  );
};

/** Picking a preset fills the matrix; it is not sent, so the user's own permissions are what is saved. */
const PresetPicker = () => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const { data = [] } = useGetList<TRolePreset & RaRecord>('rolePresets');
  return (
    <TextField
      select
      label={translate('resources.users.presets.apply')}
      helperText={translate('resources.users.presets.applyHelp')}
      value=""
      onChange={(event) => {
        const preset = data.find((p) => p.id === event.target.value);
        if (preset) setValue('scopes', preset.scopes, { shouldDirty: true });
      }}
      sx={{ minWidth: 280, mb: 2 }}
    >
      {data.map((preset) => (
        <MenuItem key={preset.id} value={preset.id}>
          {preset.name}
        </MenuItem>
      ))}
    </TextField>
  );
};

const userTypeChoices = USER_TYPES.map((id) => ({ id, name: `resources.users.userTypes.${id}` }));

export const DetailsInputs = () => (
  <Section id="details">
    <RadioButtonGroupInput source="userType" choices={userTypeChoices} validate={required()} />
    <TextInput source="name" validate={required()} />
    <TextInput source="email" type="email" validate={required()} />
    <NodeInput validate={required()} />
    <SelectInput source="status" choices={toChoices(USER_STATUSES)} validate={required()} />
  </Section>
);

export const PermissionInputs = () => (
  <Section id="permissions">
    <PresetPicker />
    <PermissionMatrixInput />
  </Section>
);
