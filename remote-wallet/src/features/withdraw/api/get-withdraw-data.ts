import { useMount, useStreamValue } from '@mobile/react-kit';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { nextPageOf } from '../../account-record/paging';

/** Every withdraw query starts with this key, so one invalidation refreshes the page. */
export const WITHDRAW_KEY = ['wallet', 'withdraw'] as const;

function useMemberId() {
  const { bus } = useMount();
  return useStreamValue(bus.session$)?.id ?? null;
}

export function useWithdrawInfo() {
  const { api } = useMount();
  const memberId = useMemberId();
  return useQuery({
    queryKey: [...WITHDRAW_KEY, 'info', memberId],
    queryFn: ({ signal }) => api.call('withdrawInfo', {}, { signal }),
    enabled: memberId !== null,
  });
}

/** SPEC 7 `/wps/member/hasWithdrawalPassword`, asked before the withdraw form. */
export function useHasWithdrawalPassword() {
  const { api } = useMount();
  const memberId = useMemberId();
  return useQuery({
    queryKey: [...WITHDRAW_KEY, 'has-password', memberId],
    queryFn: ({ signal }) => api.call('hasWithdrawalPassword', {}, { signal }),
    enabled: memberId !== null,
  });
}

export function useBankCards() {
  const { api } = useMount();
  const memberId = useMemberId();
  return useQuery({
    queryKey: [...WITHDRAW_KEY, 'cards', memberId],
    queryFn: ({ signal }) => api.call('bankCards', {}, { signal }),
    enabled: memberId !== null,
  });
}

export function useWithdrawBanks() {
  const { api } = useMount();
  return useQuery({
    queryKey: ['wallet', 'withdraw-banks'],
    queryFn: ({ signal }) => api.call('withdrawBanks', {}, { signal }),
    staleTime: 10 * 60 * 1000,
  });
}

export function useWithdrawReport() {
  const { api } = useMount();
  const memberId = useMemberId();
  return useInfiniteQuery({
    queryKey: [...WITHDRAW_KEY, 'report', memberId],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => api.call('withdrawReport', { pageNo: String(pageParam) }, { signal }),
    getNextPageParam: nextPageOf,
    enabled: memberId !== null,
    // Statuses change on the server (operator review): opening the history always asks again.
    refetchOnMount: 'always',
  });
}
