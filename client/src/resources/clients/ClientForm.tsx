import { useMemo } from 'react';
import type { RaRecord } from 'react-admin';
import type { ClientType } from '../../../../contract/enums';
import { RecordForm } from '../../shared/RecordForm';
import { ServerErrorAlert } from '../../shared/ServerErrorAlert';
import type { FormServerError } from '../../shared/useFormServerError';
import { ClientInputs } from './ClientInputs';
import { validateClient } from './clientForm';

export interface ClientFormProps {
  clientType: ClientType;
  mode: 'create' | 'edit';
  serverError?: FormServerError;
  defaultValues?: Record<string, unknown>;
  /** On edit: the stored client as form values (see toFormValues). */
  record?: RaRecord;
}

/**
 * The form of every client page: the type's sections, checked by the platform's own rules before anything
 * is sent, with the server's message (and any error without a field here) at the top.
 */
export const ClientForm = ({ clientType, mode, serverError, defaultValues, record }: ClientFormProps) => {
  const validate = useMemo(() => validateClient(clientType), [clientType]);
  return (
    <RecordForm record={record} defaultValues={defaultValues} validate={validate}>
      <ServerErrorAlert error={serverError} />
      <ClientInputs clientType={clientType} mode={mode} />
    </RecordForm>
  );
};
