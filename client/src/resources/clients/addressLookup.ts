import type { TFoundAddress } from '../../../../contract';
import { createApiClient } from '../../data/apiClient';

const callApi = createApiClient();

/** POST /addresslookup: the addresses the platform's provider knows at a UK postcode. */
export async function lookUpAddresses(postCode: string): Promise<TFoundAddress[]> {
  const { data } = await callApi<TFoundAddress[]>('lookupAddress', { body: { postCode } });
  return data ?? [];
}
