import { useMount } from '@mobile/react-kit';
import { apiQuery, checksContracts, type SessionInfo } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

/** Which contracts wait for the member; never asked for types that skip the prompts. */
export function useContractInfo(session: SessionInfo) {
  const { api } = useMount();
  return useQuery({
    ...apiQuery(api, 'contractInfo', {}, { member: session.id }),
    enabled: checksContracts(session.type),
  });
}
