import { useMount, useStreamValue } from '@mobile/react-kit';
import { useQuery } from '@tanstack/react-query';

export const DOWNLINE_KEY = ['agent', 'downline'] as const;

/** One downline with balance and rebate bounds. */
export function useDownline(memberId: number) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    queryKey: [...DOWNLINE_KEY, session?.id ?? null, memberId],
    queryFn: ({ signal }) => api.call('downline', { memberId: String(memberId) }, { signal }),
    enabled: session !== null,
  });
}
