import { Box, Typography } from '@mui/material';
import {
  ArrayInput,
  AutocompleteInput,
  NumberInput,
  ReferenceInput,
  SimpleFormIterator,
  TextInput,
  maxValue,
  minValue,
  required,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Decimal } from '../../../../contract/money';

export const wide = { width: { xs: '100%', sm: 420 } };
const F = 'resources.models.fields';
/** The instruments list sorts by name, ISIN, ticker or type only. */
const BY_NAME = { field: 'name', order: 'ASC' } as const;

/** The running total of the weights, exact, so the user sees why the platform refuses a form short of 100 %. */
const WeightTotal = () => {
  const translate = useTranslate();
  const components = (useWatch({ name: 'components' }) ?? []) as { weight?: number }[];
  const cash = useWatch({ name: 'cashWeight' }) as number | undefined;
  const total = components.reduce(
    (sum, c) => (typeof c?.weight === 'number' ? sum.plus(String(c.weight)) : sum),
    new Decimal(typeof cash === 'number' ? String(cash) : 0),
  );
  return (
    <Typography variant="body2" role="status" color={total.equals(100) ? 'text.secondary' : 'error'}>
      {translate('resources.models.show.total')}: {total.toString()} %
    </Typography>
  );
};

/** Name, description, risk, tolerance, then the components and the cash weight (section #components). */
export const ModelInputs = () => (
  <>
    <TextInput source="name" label={`${F}.name`} validate={required()} sx={wide} />
    <TextInput source="description" label={`${F}.description`} multiline sx={wide} />
    <NumberInput
      source="riskLevel"
      label={`${F}.riskLevel`}
      validate={[required(), minValue(1), maxValue(7)]}
      step={1}
      sx={wide}
    />
    <NumberInput
      source="tolerance"
      label={`${F}.tolerance`}
      helperText="resources.models.helpers.tolerance"
      validate={[required(), minValue(0), maxValue(100)]}
      sx={wide}
    />
    <Box component="section" id="components" sx={{ width: '100%' }}>
      <ArrayInput
        source="components"
        label={`${F}.components`}
        helperText="resources.models.helpers.components"
      >
        <SimpleFormIterator inline disableReordering>
          <ReferenceInput source="assetId" reference="instruments" perPage={50} sort={BY_NAME}>
            <AutocompleteInput
              label={`${F}.assetId`}
              optionText="name"
              validate={required()}
              sx={{ minWidth: 280 }}
            />
          </ReferenceInput>
          <NumberInput
            source="weight"
            label={`${F}.weight`}
            validate={[required(), minValue(0.01), maxValue(100)]}
          />
        </SimpleFormIterator>
      </ArrayInput>
      <NumberInput
        source="cashWeight"
        label={`${F}.cashWeight`}
        validate={[required(), minValue(0), maxValue(100)]}
        sx={wide}
      />
      <WeightTotal />
    </Box>
  </>
);
