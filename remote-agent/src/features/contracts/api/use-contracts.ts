import { useMount, useStreamValue } from '@mobile/react-kit';
import type { ContractKind } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

export const CONTRACTS_KEY = ['agent', 'contracts'] as const;

/** The pending offer and the answered contracts of one kind. */
export function useContracts(kind: ContractKind) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    queryKey: [...CONTRACTS_KEY, session?.id ?? null, kind],
    queryFn: ({ signal }) => api.call('contracts', { kind }, { signal }),
    enabled: session !== null,
  });
}
