import { useMount } from '@mobile/react-kit';
import type { LoginPayload } from '@mobile/shared-contracts';
import { useMutation } from '@tanstack/react-query';

/** POST /wps/session/login; the shell's API client encrypts the body (endpoint `encrypted`). */
export function useLogin() {
  const { api } = useMount();
  return useMutation({ mutationFn: (payload: LoginPayload) => api.call('login', payload) });
}
