import { useGetList } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../../contract/pageSizes';

const FALLBACK = [{ id: 'GB', name: 'United Kingdom' }];

/** Countries for nationality, tax domicile and address: the platform's static nationality list. */
export function useCountryChoices() {
  const { data, isPending } = useGetList<{ id: string; code: string; name: string }>(
    'nationalities',
    { pagination: { page: 1, perPage: MAX_PAGE_SIZE } },
    { staleTime: 60 * 60 * 1000 },
  );
  const choices = data?.length ? data.map(({ code, name }) => ({ id: code, name })) : FALLBACK;
  return { choices, isPending };
}
