import { AutocompleteInput, TextInput } from 'react-admin';
import { useCountryChoices } from '../../../shared/useCountryChoices';
import { FormSection, wide } from './FormSection';
import { PostcodeLookup } from './PostcodeLookup';

const label = (part: string) => `resources.clients.fields.addressDetail.${part}`;

/** An address in the record's shape (`addressDetail`), with the postcode finder above it. */
export const AddressInputs = ({ required = true }: { required?: boolean }) => {
  const { choices: countries } = useCountryChoices();
  const part = (name: string) => `addressDetail.${name}`;
  return (
    <>
      <PostcodeLookup source="addressDetail" />
      <TextInput source={part('flatNumber')} label={label('flatNumber')} sx={wide} />
      <TextInput source={part('buildingName')} label={label('buildingName')} sx={wide} />
      <TextInput source={part('buildingNumber')} label={label('buildingNumber')} sx={wide} />
      <TextInput source={part('address1')} label={label('address1')} isRequired={required} sx={wide} />
      <TextInput source={part('address2')} label={label('address2')} sx={wide} />
      <TextInput source={part('address3')} label={label('address3')} sx={wide} />
      <TextInput source={part('address4')} label={label('address4')} sx={wide} />
      <TextInput source={part('postCode')} label={label('postCode')} isRequired={required} sx={wide} />
      <AutocompleteInput
        source={part('country')}
        label={label('country')}
        choices={countries}
        isRequired={required}
        sx={wide}
      />
    </>
  );
};

export const AddressSection = ({ required = true }: { required?: boolean }) => (
  <FormSection id="address" fields={['addressDetail']}>
    <AddressInputs required={required} />
  </FormSection>
);
