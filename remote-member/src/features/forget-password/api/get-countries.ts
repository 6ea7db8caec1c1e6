import { useMount } from '@mobile/react-kit';
import type { ApiClient } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getCountries = (api: ApiClient, signal?: AbortSignal) => api.call('country', {}, { signal });

export const countriesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['countries'],
    queryFn: ({ signal }) => getCountries(api, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCountries() {
  const { api } = useMount();
  return useQuery(countriesQuery(api));
}
