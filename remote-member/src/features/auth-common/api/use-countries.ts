import { useMount } from '@mobile/react-kit';
import { type ApiClient, apiQuery } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const countriesQuery = (api: ApiClient) =>
  queryOptions({
    ...apiQuery(api, 'country', {}),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Dialling codes for the mobile-number fields (GET /wps/system/country). */
export function useCountries() {
  const { api } = useMount();
  return useQuery(countriesQuery(api));
}
