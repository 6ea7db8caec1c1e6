import { useMount } from '@mobile/react-kit';
import { apiQuery } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

/** The merchant's default dialling code for a new account's mobile number. */
export function useDialingCode(): string {
  const { api } = useMount();
  const countries = useQuery({
    ...apiQuery(api, 'country', {}),
    staleTime: 5 * 60_000,
  });
  return countries.data?.find((c) => c.isDefault)?.dialingCode ?? countries.data?.[0]?.dialingCode ?? '63';
}
