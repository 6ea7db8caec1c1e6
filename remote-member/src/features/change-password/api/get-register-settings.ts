import { useMount } from '@mobile/react-kit';
import { type ApiClient, apiQuery } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { passwordPatternOf } from '../password-rules';

export const registerSettingsQuery = (api: ApiClient) =>
  queryOptions({
    ...apiQuery(api, 'registerSettings', {}),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The merchant's password rule (register settings), the default rule until it has loaded. */
export function usePasswordRule(): RegExp {
  const { api } = useMount();
  const settings = useQuery(registerSettingsQuery(api));
  const pattern = settings.data?.fields.find((f) => f.name === 'password')?.pattern;
  return passwordPatternOf(pattern);
}
