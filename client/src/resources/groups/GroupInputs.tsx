import { SelectInput, TextInput, required } from 'react-admin';
import { PORTFOLIO_GROUP_STATUSES } from '../../../../contract/enums';
import { toChoices } from '../../shared/choices';

export const wide = { width: { xs: '100%', sm: 420 } };

/** Name and status: what a fee group is called and whether it still takes members. */
export const GroupInputs = () => (
  <>
    <TextInput source="name" validate={required()} sx={wide} />
    <SelectInput
      source="status"
      choices={toChoices(PORTFOLIO_GROUP_STATUSES)}
      validate={required()}
      sx={wide}
    />
  </>
);
