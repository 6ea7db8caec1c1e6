import { useMount } from '@mobile/react-kit';
import type { ApiClient } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getSecurityQuestionChoices = (api: ApiClient, signal?: AbortSignal) =>
  api.call('securityQuestions', {}, { signal });

/** The questions to choose from: the same for every member, kept for the visit. */
export const securityQuestionChoicesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['security-question-choices'],
    queryFn: ({ signal }) => getSecurityQuestionChoices(api, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSecurityQuestionChoices() {
  const { api } = useMount();
  return useQuery(securityQuestionChoicesQuery(api));
}
