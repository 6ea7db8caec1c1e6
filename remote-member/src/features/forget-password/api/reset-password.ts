import { useMount } from '@mobile/react-kit';
import type { ApiClient, RequestOf } from '@mobile/shared-contracts';
import { useMutation } from '@tanstack/react-query';

export const resetPassword = (api: ApiClient, payload: RequestOf<'passwordReset'>) =>
  api.call('passwordReset', payload);

export function useResetPassword() {
  const { api } = useMount();
  return useMutation({ mutationFn: (payload: RequestOf<'passwordReset'>) => resetPassword(api, payload) });
}
