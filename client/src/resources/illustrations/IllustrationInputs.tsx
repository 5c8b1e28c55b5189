import { Alert, Box, Stack, Typography } from '@mui/material';
import {
  AutocompleteInput,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  maxValue,
  minValue,
  required,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DRAWDOWN_METHODS, ILLUSTRATION_STATUSES, WRAPPER_TYPES } from '../../../../contract/enums';
import { toChoices } from '../../shared/choices';
import { UkDateInput } from '../../shared/UkDateInput';
import { CHARGE_FIELDS } from './illustrationForm';

const F = 'resources.illustrations.fields';
const C = 'resources.illustrations.create';
const wide = { width: { xs: '100%', sm: 420 } };
const narrow = { width: { xs: '100%', sm: 260 } };

const clientLabel = (client: RaRecord) => `${client.name} (${client.id})`;
const accountLabel = (account: RaRecord) => `${account.wrapperType} · ${account.name} (${account.id})`;
const searchByIdOrName = (q: string) => ({ q });
const statusChoices = ILLUSTRATION_STATUSES.map((s) => ({
  id: s,
  name: `resources.illustrations.statuses.${s}`,
}));

const Heading = ({ children }: { children: string }) => (
  <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
    {children}
  </Typography>
);

/** The client (optional) and, once one is chosen, one of their accounts, which settles the wrapper. */
const Subject = () => {
  const clientId = useWatch({ name: 'clientId' }) as string | null | undefined;
  return (
    <>
      <ReferenceInput source="clientId" reference="clients">
        <AutocompleteInput
          label={`${F}.clientId`}
          optionText={clientLabel}
          filterToQuery={searchByIdOrName}
          sx={wide}
        />
      </ReferenceInput>
      {clientId && (
        <ReferenceInput source="accountId" reference="accounts" filter={{ clientId }}>
          <SelectInput label={`${F}.accountId`} optionText={accountLabel} sx={wide} />
        </ReferenceInput>
      )}
    </>
  );
};

const MoneyInput = ({ source }: { source: string }) => (
  <NumberInput source={source} label={`${F}.${source}`} validate={minValue(0)} sx={narrow} />
);

/** What goes in (accumulation) or comes out (drawdown), by the status chosen. */
const Flows = () => {
  const translate = useTranslate();
  const status = useWatch({ name: 'status' }) as string | undefined;
  const drawdown = status === 'DRAWDOWN';
  return (
    <>
      <Heading>{translate(`${C}.money`)}</Heading>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap flexWrap="wrap">
        <MoneyInput source="startingValue" />
        {!drawdown && <MoneyInput source="singleContribution" />}
        {!drawdown && <MoneyInput source="monthlyContribution" />}
        {drawdown && <MoneyInput source="monthlyWithdrawal" />}
        {drawdown && (
          <SelectInput
            source="drawdownMethod"
            label={`${F}.drawdownMethod`}
            choices={toChoices(DRAWDOWN_METHODS)}
            sx={narrow}
          />
        )}
      </Stack>
      {drawdown && (
        <Box>
          <UkDateInput source="dateOfBirth" label={`${F}.dateOfBirth`} />
          <Typography variant="body2" color="text.secondary">
            {translate(`${C}.drawdownHelp`)}
          </Typography>
        </Box>
      )}
    </>
  );
};

const Charges = () => {
  const translate = useTranslate();
  return (
    <>
      <Heading>{translate(`${C}.charges`)}</Heading>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${C}.chargesHelp`)}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap flexWrap="wrap">
        {CHARGE_FIELDS.map(({ field, kind }) => (
          <NumberInput
            key={field}
            source={field}
            label={`${F}.${field}`}
            validate={kind === 'percent' ? [minValue(0), maxValue(10)] : minValue(0)}
            sx={narrow}
          />
        ))}
      </Stack>
    </>
  );
};

/** Every field of the create-product-illustration body, grouped as an adviser thinks of them. */
export const IllustrationInputs = ({ copyNote }: { copyNote?: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%' }}>
      {copyNote && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="copy-note">
          {copyNote}
        </Alert>
      )}
      <Heading>{translate(`${C}.plan`)}</Heading>
      <TextInput source="name" label={`${F}.name`} validate={required()} sx={wide} />
      <Subject />
      <SelectInput
        source="wrapperType"
        label={`${F}.wrapperType`}
        choices={toChoices(WRAPPER_TYPES)}
        sx={wide}
      />
      <RadioButtonGroupInput
        source="status"
        label={`${F}.status`}
        choices={statusChoices}
        validate={required()}
      />
      <NumberInput
        source="termYears"
        label={`${F}.termYears`}
        validate={[required(), minValue(1), maxValue(75)]}
        step={1}
        sx={narrow}
      />
      <Flows />
      <Charges />
    </Box>
  );
};
