import { Edit, Loading, useEditContext, useTranslate, type Identifier } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import type { ClientType } from '../../../../contract/enums';
import { useFormServerError, type FormServerError } from '../../shared/useFormServerError';
import { useReadErrorToast } from '../../shared/useReadErrorToast';
import { useScrollToAnchor } from '../../shared/useScrollToAnchor';
import { ClientForm } from './ClientForm';
import { toClientRecord, toFormValues } from './clientForm';
import { clientPaths, toOverview } from '../../shared/clientPaths';

type PageKind = 'person' | 'Corporate' | 'Trust';
const kindOf = (clientType: ClientType): PageKind =>
  clientType === 'Corporate' || clientType === 'Trust' ? clientType : 'person';
const EDIT_PATH: Record<PageKind, (id: Identifier) => string> = {
  person: clientPaths.edit,
  Corporate: clientPaths.corporateEdit,
  Trust: clientPaths.trustEdit,
};

/** The form once the record is read; a record of another page's type is sent there, anchor and all. */
const ClientEditForm = ({ kind, serverError }: { kind: PageKind; serverError?: FormServerError }) => {
  const { record } = useEditContext();
  const { hash } = useLocation();
  useScrollToAnchor(!!record);
  if (!record) return <Loading />;
  const clientType = record.clientType as ClientType;
  const belongsTo = kindOf(clientType);
  if (belongsTo !== kind) return <Navigate to={`${EDIT_PATH[belongsTo](record.id)}${hash}`} replace />;
  return (
    <ClientForm clientType={clientType} mode="edit" serverError={serverError} record={toFormValues(record)} />
  );
};

/**
 * An edit page (#section anchors open and scroll to their section): PATCH the changed fields with the
 * version read (412 when stale), then back to the overview.
 */
export const ClientEditPage = ({ kind }: { kind: PageKind }) => {
  const translate = useTranslate();
  const { serverError, mutationOptions } = useFormServerError();
  const onReadError = useReadErrorToast();
  return (
    <Edit
      resource="clients"
      title={translate(`resources.clients.onboarding.editTitles.${kind === 'person' ? 'Individual' : kind}`)}
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      queryOptions={{ onError: onReadError }}
      transform={(data: Record<string, unknown>) => toClientRecord(data, data.clientType as ClientType)}
      redirect={toOverview}
    >
      <ClientEditForm kind={kind} serverError={serverError} />
    </Edit>
  );
};

/** /clients/{id}/edit: individuals and minors; a company or trust goes to its own edit page. */
export const ClientEdit = () => <ClientEditPage kind="person" />;
