import { useMount } from '@mobile/react-kit';
import { type ApiClient, apiQuery } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The questions to choose from: the same for every member, kept for the visit. */
export const securityQuestionChoicesQuery = (api: ApiClient) =>
  queryOptions({
    // The same for every member (hence member null), kept for the visit.
    ...apiQuery(api, 'securityQuestions', {}, { member: null }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSecurityQuestionChoices() {
  const { api } = useMount();
  return useQuery(securityQuestionChoicesQuery(api));
}
