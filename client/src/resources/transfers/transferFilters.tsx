import { SelectInput, TextInput } from 'react-admin';
import {
  TRANSFER_AGES,
  TRANSFER_PROCESSING_TYPES,
  TRANSFER_WRAPPER_TYPES,
} from '../../../../contract/transfers';
import { TRANSFER_DIRECTIONS, TRANSFER_STATUSES } from '../../../../contract/enums';
import { toChoices } from '../../shared/choices';
import { NodeInput } from '../../shared/NodePicker';
import { UkDateInput } from '../../shared/UkDateInput';

const yesNo = [
  { id: 'true', name: 'resources.transfers.filters.yes' },
  { id: 'false', name: 'resources.transfers.filters.no' },
];
const ages = TRANSFER_AGES.map((age) => ({ id: age, name: `resources.transfers.ages.${age}` }));

/**
 * An input for every query of GET /portfoliotransaction/producttransfer/{firmId}, under the call's own
 * names, so the address, the form and the call agree. Flags stay the strings 'true'/'false' the call takes.
 */
const ALL_FILTERS = [
  <TextInput key="clientName" source="clientName" alwaysOn />,
  <SelectInput
    key="transferStatus"
    source="transferStatus"
    choices={toChoices(TRANSFER_STATUSES)}
    alwaysOn
  />,
  <SelectInput key="age" source="age" choices={ages} alwaysOn />,
  <SelectInput key="actionRequired" source="actionRequired" choices={yesNo} alwaysOn />,
  <SelectInput key="movementType" source="movementType" choices={toChoices(TRANSFER_DIRECTIONS)} />,
  <SelectInput key="wrapperType" source="wrapperType" choices={toChoices(TRANSFER_WRAPPER_TYPES)} />,
  <SelectInput key="processingType" source="processingType" choices={toChoices(TRANSFER_PROCESSING_TYPES)} />,
  <SelectInput key="open" source="open" choices={yesNo} />,
  <NodeInput key="nodeId" source="nodeId" ownByDefault={false} sx={{ minWidth: 240 }} />,
  <UkDateInput key="lastUpdatedFrom" source="lastUpdatedFrom" />,
  <UkDateInput key="lastUpdatedTo" source="lastUpdatedTo" />,
  <TextInput key="clientId" source="clientId" />,
  <TextInput key="accountId" source="accountId" />,
  <TextInput key="linkId" source="linkId" />,
];

/** The filter inputs for a list, without those its page leaves out (a client's tab needs no client filters). */
export const transferFilters = (omit: readonly string[] = []) =>
  ALL_FILTERS.filter((input) => !omit.includes(input.props.source));
