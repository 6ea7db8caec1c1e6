import { useMount } from '@mobile/react-kit';
import { type ApiClient, apiQuery } from '@mobile/shared-contracts';
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
 * An invitation link's code checked once: with the link's domain it is the agent affiliate check (SPEC 7: code
 * and domain, reads success); a link without a domain (older referral links) falls back to the code check. No
 * code means not valid (the field is then shown); a failed call counts as not valid.
 */
export function useLinkCodeValid(code: string, domain: string): boolean | undefined {
  const { api } = useMount();
  const once = { staleTime: Number.POSITIVE_INFINITY, retry: false } as const;
  const link = useQuery({
    ...apiQuery(api, 'agentAffiliate', { code, domain }),
    ...once,
    enabled: code !== '' && domain !== '',
    select: (answer) => answer.success,
  });
  const plain = useQuery({
    ...apiQuery(api, 'checkAffiliate', { code }),
    ...once,
    enabled: code !== '' && domain === '',
    select: (answer) => answer.valid,
  });
  const query = domain ? link : plain;
  if (!code || query.isError) return false;
  return query.data;
}
