import { useMount, useStreamValue } from '@mobile/react-kit';
import { apiPagesQuery, apiQuery } from '@mobile/shared-contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { nextPageOf } from '../../account-record';

function useMemberId() {
  const { bus } = useMount();
  return useStreamValue(bus.session$)?.id ?? null;
}

export function useWithdrawInfo() {
  const { api } = useMount();
  const memberId = useMemberId();
  return useQuery({
    ...apiQuery(api, 'withdrawInfo', {}, { member: memberId }),
    enabled: memberId !== null,
  });
}

/** SPEC 7 `/wps/member/hasWithdrawalPassword`, asked before the withdraw form. */
export function useHasWithdrawalPassword() {
  const { api } = useMount();
  const memberId = useMemberId();
  return useQuery({
    ...apiQuery(api, 'hasWithdrawalPassword', {}, { member: memberId }),
    enabled: memberId !== null,
  });
}

export function useBankCards() {
  const { api } = useMount();
  const memberId = useMemberId();
  return useQuery({
    ...apiQuery(api, 'bankCards', {}, { member: memberId }),
    enabled: memberId !== null,
  });
}

export function useWithdrawBanks() {
  const { api } = useMount();
  return useQuery({
    // The merchant's banks, the same for every member (hence member null).
    ...apiQuery(api, 'withdrawBanks', {}, { member: null }),
    staleTime: 10 * 60 * 1000,
  });
}

export function useWithdrawReport() {
  const { api } = useMount();
  const memberId = useMemberId();
  return useInfiniteQuery({
    ...apiPagesQuery(api, 'withdrawReport', {}, { member: memberId }),
    getNextPageParam: nextPageOf,
    enabled: memberId !== null,
    // Statuses change on the server (operator review): opening the history always asks again.
    refetchOnMount: 'always',
  });
}

/** Whether the member has an authenticator app on (issue 31): the money forms then ask for its code. */
export function useTotpStatus() {
  const { api } = useMount();
  const memberId = useMemberId();
  return useQuery({
    ...apiQuery(api, 'totpStatus', {}, { member: memberId }),
    enabled: memberId !== null,
  });
}
