import { useMount } from '@mobile/react-kit';
import { type ApiClient, apiQuery } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getResponsibleInfoQuery = (api: ApiClient) => queryOptions(apiQuery(api, 'responsibleInfo', {}));

export function useResponsibleInfo() {
  const { api } = useMount();
  return useQuery(getResponsibleInfoQuery(api));
}
