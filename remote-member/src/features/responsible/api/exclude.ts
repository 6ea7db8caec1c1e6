import { useMount } from '@mobile/react-kit';
import type { ApiClient, ExcludeRequest } from '@mobile/shared-contracts';
import { useMutation } from '@tanstack/react-query';

export const exclude = (api: ApiClient, payload: ExcludeRequest) => api.call('exclude', payload);

export function useExclude() {
  const { api } = useMount();
  return useMutation({ mutationFn: (payload: ExcludeRequest) => exclude(api, payload) });
}
