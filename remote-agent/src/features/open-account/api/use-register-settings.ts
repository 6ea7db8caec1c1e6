import { useMount } from '@mobile/react-kit';
import { useQuery } from '@tanstack/react-query';

/** The merchant's register settings: which fields a new account has and their rules. */
export function useRegisterSettings() {
  const { api } = useMount();
  return useQuery({
    queryKey: ['registerSettings'],
    queryFn: ({ signal }) => api.call('registerSettings', {}, { signal }),
    staleTime: 5 * 60_000,
  });
}
