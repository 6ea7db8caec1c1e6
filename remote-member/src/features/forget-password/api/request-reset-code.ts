import { useMount } from '@mobile/react-kit';
import type { ApiClient, RequestOf } from '@mobile/shared-contracts';
import { useMutation } from '@tanstack/react-query';

export type ResetCodeRequest =
  | { method: 'sms'; payload: RequestOf<'smsNoLogin'> }
  | { method: 'email'; payload: RequestOf<'passwordEmail'> };

/** SMS code to the member's mobile, or e-mail code to the member's address; answers expirationTime. */
export const requestResetCode = (api: ApiClient, request: ResetCodeRequest) =>
  request.method === 'sms'
    ? api.call('smsNoLogin', request.payload)
    : api.call('passwordEmail', request.payload);

export function useRequestResetCode() {
  const { api } = useMount();
  return useMutation({ mutationFn: (request: ResetCodeRequest) => requestResetCode(api, request) });
}
