import { Typography } from '@mui/material';
import { AutocompleteInput, DateInput, SelectInput, TextInput, required, useTranslate } from 'react-admin';
import { CLIENT_STATUSES, GENDERS, TITLES } from '../../../../contract';
import { toChoices } from '../shared/choices';
import { useCountryChoices } from '../shared/useCountryChoices';

/** Section ids double as the `#anchor`s of /clients/{id}/edit#section. */
export const CLIENT_SECTIONS = ['personal', 'contact', 'address', 'tax', 'administration'] as const;
type Section = (typeof CLIENT_SECTIONS)[number];

const SectionTitle = ({ id }: { id: Section }) => {
  const translate = useTranslate();
  return (
    <Typography id={id} variant="h6" component="h2" sx={{ mt: 2, scrollMarginTop: 80 }}>
      {translate(`resources.clients.sections.${id}`)}
    </Typography>
  );
};

const nodeFormat = (value: unknown) => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));
const wide = { width: { xs: '100%', sm: 420 } };

/** The fields of an Individual client, shared by ClientCreate and ClientEdit. */
export const ClientInputs = ({ mode }: { mode: 'create' | 'edit' }) => {
  const { choices: countries } = useCountryChoices();
  return (
    <>
      <SectionTitle id="personal" />
      <SelectInput source="title" choices={toChoices(TITLES)} validate={required()} sx={wide} />
      <TextInput source="firstName" validate={required()} sx={wide} />
      <TextInput source="surname" validate={required()} sx={wide} />
      <DateInput source="dateOfBirth" validate={required()} sx={wide} />
      <SelectInput source="gender" choices={toChoices(GENDERS)} sx={wide} />

      <SectionTitle id="contact" />
      <TextInput source="email" type="email" validate={required()} sx={wide} />
      <TextInput source="mobile.number" type="tel" sx={wide} />

      <SectionTitle id="address" />
      <TextInput source="addressDetail.address1" validate={required()} sx={wide} />
      <TextInput source="addressDetail.address2" sx={wide} />
      <TextInput source="addressDetail.postCode" validate={required()} sx={wide} />
      <AutocompleteInput source="addressDetail.country" choices={countries} validate={required()} sx={wide} />

      <SectionTitle id="tax" />
      <AutocompleteInput source="nationality" choices={countries} validate={required()} sx={wide} />
      <TextInput source="nationalInsuranceNo" sx={wide} />
      <AutocompleteInput source="taxDomicile" choices={countries} sx={wide} />

      <SectionTitle id="administration" />
      <TextInput
        source="nodeId"
        format={nodeFormat}
        validate={required()}
        helperText="resources.clients.helpers.nodeId"
        sx={wide}
      />
      <SelectInput
        source="status"
        choices={toChoices(CLIENT_STATUSES)}
        disabled={mode === 'edit'}
        helperText={mode === 'edit' ? 'resources.clients.helpers.status' : false}
        sx={wide}
      />
    </>
  );
};
