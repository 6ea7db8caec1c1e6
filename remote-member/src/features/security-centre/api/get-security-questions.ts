import { useMount, useStreamValue } from '@mobile/react-kit';
import { type ApiClient, apiQuery } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The member's own set (questions only): keyed by the member, so another login never sees it. */
export const customerSecurityQuestionsQuery = (api: ApiClient, memberId: number | null) =>
  queryOptions({
    ...apiQuery(api, 'customerSecurityQuestions', {}, { member: memberId }),
    enabled: memberId !== null,
  });

export function useCustomerSecurityQuestions() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery(customerSecurityQuestionsQuery(api, session ? session.id : null));
}
