import { useMount } from '@mobile/react-kit';
import type { RegistrationPayload } from '@mobile/shared-contracts';
import { useMutation } from '@tanstack/react-query';
import type { RegisterMode } from '../register-rules';

/**
 * PUT /wps/member/register or register/mobile, or POST /wps/social/register when the registration finishes
 * a social login; the body travels encrypted (shell API client).
 */
export function useRegister(social = false) {
  const { api } = useMount();
  return useMutation({
    mutationFn: ({ mode, payload }: { mode: RegisterMode; payload: RegistrationPayload }) =>
      social
        ? api.call('socialRegister', payload)
        : api.call(mode === 'mobile' ? 'registerMobile' : 'register', payload),
  });
}
