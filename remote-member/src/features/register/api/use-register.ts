import { useMount } from '@mobile/react-kit';
import type { RegistrationPayload } from '@mobile/shared-contracts';
import { useMutation } from '@tanstack/react-query';
import type { RegisterMode } from '../register-rules';

/** PUT /wps/member/register or register/mobile; the body travels encrypted (shell API client). */
export function useRegister() {
  const { api } = useMount();
  return useMutation({
    mutationFn: ({ mode, payload }: { mode: RegisterMode; payload: RegistrationPayload }) =>
      api.call(mode === 'mobile' ? 'registerMobile' : 'register', payload),
  });
}
