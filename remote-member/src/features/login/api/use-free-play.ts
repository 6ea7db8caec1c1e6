import { useMount } from '@mobile/react-kit';
import { MODULE_ID } from '@mobile/shared-contracts';
import { useMutation } from '@tanstack/react-query';

/** Trial (free play) login: a type-4 account with play money; the call carries free play's module id (SPEC 7). */
export function useFreePlay() {
  const { api } = useMount();
  return useMutation({ mutationFn: () => api.call('freePlayLogin', { moduleId: MODULE_ID.freePlay }) });
}
