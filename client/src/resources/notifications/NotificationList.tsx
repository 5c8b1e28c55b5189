import { Alert, Typography } from '@mui/material';
import { DataTable, SelectInput, useTranslate, type Identifier } from 'react-admin';
import { NOTIFICATION_STATUSES, NOTIFICATION_TYPES } from '../../../../contract/notifications';
import { toChoices } from '../../shared/choices';
import { ConsoleList } from '../../shared/ConsoleList';
import { NodeInput } from '../../shared/NodePicker';
import { AgeField, OwnerField, StatusField } from './parts';
import { notificationPaths } from './paths';

const F = 'resources.notifications.fields';

const useFilters = () => {
  const translate = useTranslate();
  return [
    <SelectInput
      key="notificationType"
      source="notificationType"
      label={`${F}.notificationType`}
      choices={toChoices(NOTIFICATION_TYPES)}
      alwaysOn
    />,
    <SelectInput
      key="status"
      source="status"
      label={`${F}.status`}
      choices={toChoices(NOTIFICATION_STATUSES)}
      alwaysOn
    />,
    <SelectInput
      key="assignedTo"
      source="assignedTo"
      label={`${F}.assignedToName`}
      choices={[{ id: 'me', name: translate('resources.notifications.filters.mine') }]}
      alwaysOn
    />,
    <NodeInput
      key="nodeId"
      source="nodeId"
      label="resources.notifications.filters.node"
      ownByDefault={false}
      sx={{ minWidth: 240 }}
    />,
  ];
};

/**
 * /notifications: the one exception inbox. Open ones first by default, oldest first (by age); filters by
 * type, status, owner ("assigned to me") and node; a row opens the notification with its actions.
 */
export const NotificationList = () => {
  const translate = useTranslate();
  return (
    <ConsoleList
      resource="notifications"
      title="resources.notifications.list.title"
      filters={useFilters()}
      filterDefaultValues={{ status: 'Open' }}
      sort={{ field: 'since', order: 'ASC' }}
      empty={false}
    >
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
        {translate('resources.notifications.list.intro')}
      </Typography>
      <DataTable
        bulkActionButtons={false}
        rowClick={(id: Identifier) => notificationPaths.one(id)}
        empty={<Alert severity="info">{translate('resources.notifications.list.none')}</Alert>}
      >
        <DataTable.Col source="notificationType" label={`${F}.notificationType`} />
        <DataTable.Col source="summary" label={`${F}.summary`} disableSort />
        <DataTable.Col source="clientName" label={`${F}.clientName`} disableSort />
        <DataTable.Col source="status" label={`${F}.status`} field={StatusField} disableSort />
        <DataTable.Col source="assignedToName" label={`${F}.assignedToName`} field={OwnerField} />
        <DataTable.Col source="since" label={`${F}.age`} field={AgeField} />
      </DataTable>
    </ConsoleList>
  );
};
