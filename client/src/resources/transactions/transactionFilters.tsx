import { SelectInput, TextInput } from 'react-admin';
import { MOVEMENT_TYPES } from '../../../../contract/ledger';
import {
  PAYMENT_METHODS,
  TRANSACTION_STATUSES,
  TRANSACTION_SUB_TYPES,
  TRANSACTION_TYPES,
} from '../../../../contract/enums';
import { toChoices } from '../../shared/choices';
import { NodeInput } from '../../shared/NodePicker';
import { UkDateInput } from '../../shared/UkDateInput';
import type { Filter } from './transactionQuery';

const yesNo = [
  { id: 'true', name: 'resources.transactions.filters.yes' },
  { id: 'false', name: 'resources.transactions.filters.no' },
];

/**
 * An input for every filter of GET /portfoliotransaction/{firmId}, under the call's own names so the
 * address and the form agree. Flags stay the strings 'true'/'false' the call takes.
 */
const ALL_FILTERS = [
  <SelectInput key="status" source="status" choices={toChoices(TRANSACTION_STATUSES)} alwaysOn />,
  <SelectInput
    key="transactionType"
    source="transactionType"
    choices={toChoices(TRANSACTION_TYPES)}
    alwaysOn
  />,
  <SelectInput
    key="transactionSubType"
    source="transactionSubType"
    choices={toChoices(TRANSACTION_SUB_TYPES)}
  />,
  <SelectInput key="movementType" source="movementType" choices={toChoices(MOVEMENT_TYPES)} />,
  <SelectInput key="method" source="method" choices={toChoices(PAYMENT_METHODS)} />,
  <UkDateInput key="transactionDateFrom" source="transactionDateFrom" />,
  <UkDateInput key="transactionDateTo" source="transactionDateTo" />,
  <TextInput key="accountId" source="accountId" />,
  <TextInput key="clientId" source="clientId" />,
  <TextInput key="assetId" source="assetId" />,
  <TextInput key="orderId" source="orderId" />,
  <TextInput key="paymentId" source="paymentId" />,
  <TextInput key="linkId" source="linkId" />,
  <NodeInput key="nodeId" source="nodeId" ownByDefault={false} sx={{ minWidth: 240 }} />,
  <SelectInput key="incomplete" source="incomplete" choices={yesNo} />,
  <SelectInput key="excludeDeleted" source="excludeDeleted" choices={yesNo} />,
];

/** The filter inputs for a list, without those the page fixes itself. */
export const transactionFilters = (fixed: Filter) =>
  ALL_FILTERS.filter((input) => !(input.props.source in fixed));
