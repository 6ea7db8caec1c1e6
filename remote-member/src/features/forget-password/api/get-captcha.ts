import { useMount } from '@mobile/react-kit';
import type { ApiClient } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getCaptcha = (api: ApiClient, signal?: AbortSignal) => api.call('captcha', {}, { signal });

export const captchaQuery = (api: ApiClient, purpose: string) =>
  queryOptions({
    queryKey: ['captcha', purpose],
    queryFn: ({ signal }) => getCaptcha(api, signal),
    // A captcha is single-use: never served from cache.
    gcTime: 0,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export function useCaptcha(purpose: string) {
  const { api } = useMount();
  return useQuery(captchaQuery(api, purpose));
}
