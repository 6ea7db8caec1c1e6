import { useMount } from '@mobile/react-kit';
import type { ApiClient } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { passwordPatternOf } from '../password-rules';

export const getRegisterSettings = (api: ApiClient, signal?: AbortSignal) =>
  api.call('registerSettings', {}, { signal });

export const registerSettingsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['register-settings'],
    queryFn: ({ signal }) => getRegisterSettings(api, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The merchant's password rule (register settings), the default rule until it has loaded. */
export function usePasswordRule(): RegExp {
  const { api } = useMount();
  const settings = useQuery(registerSettingsQuery(api));
  const pattern = settings.data?.fields.find((f) => f.name === 'password')?.pattern;
  return passwordPatternOf(pattern);
}
