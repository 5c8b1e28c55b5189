import { useParams, useSearchParams } from 'react-router-dom';
import { ClientCreatePage } from './ClientCreate';

/**
 * /clients/child/create (the parent picked on the form, or given as `?parentId=`) and
 * /clients/{id}/createChild (under that parent): an Individual Minor.
 */
export const MinorCreate = () => {
  const { id } = useParams();
  const [search] = useSearchParams();
  const parentId = id ?? search.get('parentId') ?? undefined;
  return (
    <ClientCreatePage clientType="Individual Minor" defaultValues={parentId ? { parentId } : undefined} />
  );
};
