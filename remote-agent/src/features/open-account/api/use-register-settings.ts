import { useMount } from '@mobile/react-kit';
import { apiQuery } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

/** The merchant's register settings: which fields a new account has and their rules. */
export function useRegisterSettings() {
  const { api } = useMount();
  return useQuery({
    ...apiQuery(api, 'registerSettings', {}),
    staleTime: 5 * 60_000,
  });
}
