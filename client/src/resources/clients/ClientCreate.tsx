import { Create, Loading, useGetIdentity, useTranslate } from 'react-admin';
import type { ClientType } from '../../../../contract/enums';
import { useFormServerError } from '../../shared/useFormServerError';
import { ClientForm } from './ClientForm';
import { toClientRecord } from './clientForm';
import { toOverview } from '../../shared/clientPaths';

export interface ClientCreatePageProps {
  clientType: ClientType;
  /** Values the page knows before the user types (a parent chosen elsewhere, …). */
  defaultValues?: Record<string, unknown>;
}

const GB = 'GB';
/** What a UK platform can assume of a new client, by type; all of it can be changed. */
function startingValues(clientType: ClientType, nodeId: unknown): Record<string, unknown> {
  const base = { nodeId, taxDomicile: GB };
  switch (clientType) {
    case 'Individual':
      return { ...base, nationalities: [{ code: GB, identifiers: [] }], addressDetail: { country: GB } };
    case 'Individual Minor':
      // Address and nationality come from the parent once chosen (see ParentSection).
      return base;
    case 'Corporate':
      return { ...base, addressDetail: { country: GB }, relatedParties: [{ role: 'Director' }] };
    case 'Trust':
      return { ...base, addressDetail: { country: GB }, relatedParties: [{ role: 'Trustee' }] };
  }
}

/** Onboards a client of one type into the user's node (unless another is chosen), then opens its overview. */
export const ClientCreatePage = ({ clientType, defaultValues }: ClientCreatePageProps) => {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  const { serverError, mutationOptions } = useFormServerError();
  if (isPending) return <Loading />;
  return (
    <Create
      resource="clients"
      title={translate(`resources.clients.onboarding.titles.${clientType}`)}
      transform={(data: Record<string, unknown>) => toClientRecord(data, clientType)}
      redirect={toOverview}
      mutationOptions={mutationOptions}
    >
      <ClientForm
        clientType={clientType}
        mode="create"
        serverError={serverError}
        defaultValues={{ ...startingValues(clientType, identity?.nodeId), ...defaultValues }}
      />
    </Create>
  );
};

/** /clients/create: an Individual. */
export const ClientCreate = () => <ClientCreatePage clientType="Individual" />;
