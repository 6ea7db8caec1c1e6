import { useMount } from '@mobile/react-kit';
import { useMutation } from '@tanstack/react-query';

/** Trial (free play) login: a type-4 account with play money. */
export function useFreePlay() {
  const { api } = useMount();
  return useMutation({ mutationFn: () => api.call('freePlayLogin', { moduleId: '' }) });
}
