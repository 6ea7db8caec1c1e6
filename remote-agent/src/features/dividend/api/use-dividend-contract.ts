import { useMount, useStreamValue } from '@mobile/react-kit';
import { apiQuery } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

/** The agent's accepted dividend contract (null without one); `enabled` off where the feature is off. */
export function useDividendContract(enabled = true) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    ...apiQuery(api, 'dividendContract', {}, { member: session?.id ?? null }),
    enabled: enabled && session !== null,
  });
}
