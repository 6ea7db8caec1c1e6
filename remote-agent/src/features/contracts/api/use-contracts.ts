import { useMount, useStreamValue } from '@mobile/react-kit';
import { apiQuery, type ContractKind } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

/** The pending offer and the answered contracts of one kind. */
export function useContracts(kind: ContractKind) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    ...apiQuery(api, 'contracts', { kind }, { member: session?.id ?? null }),
    enabled: session !== null,
  });
}
