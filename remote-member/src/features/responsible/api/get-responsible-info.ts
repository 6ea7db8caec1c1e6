import { useMount } from '@mobile/react-kit';
import type { ApiClient } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getResponsibleInfo = (api: ApiClient, signal?: AbortSignal) =>
  api.call('responsibleInfo', {}, { signal });

export const getResponsibleInfoQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['responsible-info'], queryFn: ({ signal }) => getResponsibleInfo(api, signal) });

export function useResponsibleInfo() {
  const { api } = useMount();
  return useQuery(getResponsibleInfoQuery(api));
}
