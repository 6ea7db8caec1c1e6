import { useMount } from '@mobile/react-kit';
import { apiQuery } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

/**
 * One captcha challenge (id + SVG image); `refetch` draws a new one. Each screen has its own key, and a
 * captcha is single use, so it is never cached across mounts.
 */
export function useCaptcha(scope: string, enabled: boolean) {
  const { api } = useMount();
  return useQuery({
    ...apiQuery(api, 'captcha', {}, { slot: scope }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
