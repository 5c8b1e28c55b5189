import { Alert, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import {
  BooleanInput,
  Create,
  SelectInput,
  TextInput,
  ResourceContextProvider,
  required,
  useGetOne,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { ACCOUNT_TYPES } from '../../../../contract/enums';
import { OPENING_STATUSES } from '../../../../contract/accounts';
import { toChoices } from '../../shared/choices';
import { NodeInput } from '../../shared/NodePicker';
import { RecordForm } from '../../shared/RecordForm';
import { ServerErrorAlert } from '../../shared/ServerErrorAlert';
import { useFormServerError, type FormServerError } from '../../shared/useFormServerError';
import { accountPaths } from '../../shared/accountPaths';
import { accountTypeFor, defaultAccountName, wrapperChoices } from './wrappers';

const wide = { width: { xs: '100%', sm: 420 } };
const firstNode = (nodeId: unknown) => (Array.isArray(nodeId) ? nodeId[0] : nodeId);

/**
 * The account type follows the wrapper (Cash ↔ Cash), and the name follows it too until the adviser
 * types their own.
 */
const FollowWrapper = ({ clientName }: { clientName: string }) => {
  const { setValue, getValues } = useFormContext();
  const wrapperType = useWatch({ name: 'wrapperDetail.wrapperType' });
  const lastDefault = useRef('');
  useEffect(() => {
    if (!wrapperType) return;
    setValue('accountType', accountTypeFor(wrapperType));
    const name = getValues('name');
    const next = defaultAccountName(clientName, wrapperType);
    if (!name || name === lastDefault.current) setValue('name', next, { shouldDirty: true });
    lastDefault.current = next;
  }, [wrapperType, clientName, setValue, getValues]);
  return null;
};

const AccountCreateForm = ({ client, serverError }: { client: RaRecord; serverError?: FormServerError }) => {
  const translate = useTranslate();
  return (
    <RecordForm
      defaultValues={{
        status: 'Pending',
        nodeId: firstNode(client.nodeId),
        wrapperDetail: { advised: true, discretionary: false, trust: client.clientType === 'Trust' },
      }}
    >
      <ServerErrorAlert error={serverError} />
      <Typography variant="h6" component="h1">
        {translate('resources.accounts.create.heading', { name: client.name })}
      </Typography>
      <FollowWrapper clientName={client.name} />
      <SelectInput
        source="wrapperDetail.wrapperType"
        choices={wrapperChoices}
        validate={required()}
        sx={wide}
      />
      <SelectInput
        source="accountType"
        choices={toChoices(ACCOUNT_TYPES)}
        disabled
        helperText="resources.accounts.helpers.accountType"
        sx={wide}
      />
      <TextInput source="name" validate={required()} sx={wide} />
      <SelectInput source="status" choices={toChoices(OPENING_STATUSES)} validate={required()} sx={wide} />
      <NodeInput validate={required()} helperText="resources.accounts.helpers.nodeId" sx={wide} />
      <BooleanInput source="wrapperDetail.advised" />
      <BooleanInput source="wrapperDetail.discretionary" />
      <BooleanInput source="wrapperDetail.trust" />
    </RecordForm>
  );
};

/**
 * /clients/{id}/accounts/create: POST /account for the client. Who may hold which wrapper (ISA adult,
 * JISA minor, …) is the platform's rule; its 400 shows under the wrapper field.
 */
const AccountCreatePage = () => {
  const { id: clientId } = useParams<{ id: string }>();
  const { serverError, mutationOptions } = useFormServerError();
  const { data: client, error } = useGetOne('clients', { id: clientId! });
  return (
    <Create
      resource="accounts"
      title="resources.accounts.create.title"
      mutationOptions={mutationOptions}
      transform={(data: Record<string, unknown>) => ({
        ...data,
        clientId,
        accountType: accountTypeFor(
          (data.wrapperDetail as { wrapperType?: string } | undefined)?.wrapperType,
        ),
      })}
      redirect={(_resource, id) =>
        id === undefined ? accountPaths.clientAccounts(clientId!) : accountPaths.investments(id)
      }
    >
      {error && <Alert severity="error">{error.message}</Alert>}
      {client && <AccountCreateForm client={client} serverError={serverError} />}
    </Create>
  );
};

export const AccountCreate = () => (
  <ResourceContextProvider value="accounts">
    <AccountCreatePage />
  </ResourceContextProvider>
);
