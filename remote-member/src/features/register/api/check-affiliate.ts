import { useMount } from '@mobile/react-kit';
import type { ApiClient } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

/** Whether an invitation code exists; a failed call counts as not valid. */
export async function checkAffiliate(api: ApiClient, code: string): Promise<boolean> {
  try {
    return (await api.call('checkAffiliate', { code })).valid;
  } catch {
    return false;
  }
}

/** The invitation link's code checked once; no code means not valid (the field is then shown). */
export function useLinkCodeValid(code: string): boolean | undefined {
  const { api } = useMount();
  const query = useQuery({
    queryKey: ['checkAffiliate', code],
    queryFn: () => checkAffiliate(api, code),
    enabled: code !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!code) return false;
  return query.data;
}
