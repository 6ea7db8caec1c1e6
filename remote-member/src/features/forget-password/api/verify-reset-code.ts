import { useMount } from '@mobile/react-kit';
import type { RequestOf } from '@mobile/shared-contracts';
import { useMutation } from '@tanstack/react-query';

/**
 * SPEC 7 `/wps/member/password/verification`: whether an e-mailed reset code is right, asked before the
 * reset so a wrong code is marked on its field. The check does not spend the code; the reset does.
 */
export function useVerifyResetCode() {
  const { api } = useMount();
  return useMutation({
    mutationFn: (payload: RequestOf<'passwordVerification'>) => api.call('passwordVerification', payload),
  });
}
