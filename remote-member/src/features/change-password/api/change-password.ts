import { useMount } from '@mobile/react-kit';
import type { ApiClient, RequestOf } from '@mobile/shared-contracts';
import { useMutation } from '@tanstack/react-query';

export const changePassword = (api: ApiClient, payload: RequestOf<'changePassword'>) =>
  api.call('changePassword', payload);

export function useChangePassword() {
  const { api } = useMount();
  return useMutation({ mutationFn: (payload: RequestOf<'changePassword'>) => changePassword(api, payload) });
}
