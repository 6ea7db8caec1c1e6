import { useMount } from '@mobile/react-kit';
import type { ApiClient } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

/** Whether a typed invitation code exists; a failed call counts as not valid. */
export async function checkAffiliate(api: ApiClient, code: string): Promise<boolean> {
  try {
    return (await api.call('checkAffiliate', { code })).valid;
  } catch {
    return false;
  }
}

/**
 * An invitation link's code: with the link's domain it is the agent affiliate check (SPEC 7: code and
 * domain, reads success); a link without a domain (older referral links) falls back to the code check.
 */
async function checkLink(api: ApiClient, code: string, domain: string): Promise<boolean> {
  if (!domain) return checkAffiliate(api, code);
  try {
    return (await api.call('agentAffiliate', { code, domain })).success;
  } catch {
    return false;
  }
}

/** The invitation link's code checked once; no code means not valid (the field is then shown). */
export function useLinkCodeValid(code: string, domain: string): boolean | undefined {
  const { api } = useMount();
  const query = useQuery({
    queryKey: ['linkAffiliate', code, domain],
    queryFn: () => checkLink(api, code, domain),
    enabled: code !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!code) return false;
  return query.data;
}
