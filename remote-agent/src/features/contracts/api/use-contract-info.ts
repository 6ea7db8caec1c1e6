import { useMount } from '@mobile/react-kit';
import { checksContracts, type SessionInfo } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

export const CONTRACT_INFO_KEY = ['agent', 'contractInfo'] as const;

/** Which contracts wait for the member; never asked for types that skip the prompts. */
export function useContractInfo(session: SessionInfo) {
  const { api } = useMount();
  return useQuery({
    queryKey: [...CONTRACT_INFO_KEY, session.id],
    queryFn: ({ signal }) => api.call('contractInfo', {}, { signal }),
    enabled: checksContracts(session.type),
  });
}
