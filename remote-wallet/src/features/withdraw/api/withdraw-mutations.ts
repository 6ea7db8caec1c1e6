import { useMount } from '@mobile/react-kit';
import { invalidateCalls, isApiError, type RequestOf } from '@mobile/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

type Keyed<T> = { payload: T; idempotencyKey: string };

/** After any change the withdraw page reloads its data; a money move also refreshes the header. */
function useRefresh(moneyMoved: boolean) {
  const { bus } = useMount();
  const client = useQueryClient();
  return () => {
    if (moneyMoved) bus.emit({ type: 'refresh-wallet' });
    return invalidateCalls(client, 'withdrawInfo', 'hasWithdrawalPassword', 'bankCards', 'withdrawReport');
  };
}

export function useRequestWithdraw() {
  const { api } = useMount();
  const onSuccess = useRefresh(true);
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: Keyed<RequestOf<'withdraw'>>) =>
      api.call('withdraw', payload, { idempotencyKey }),
    onSuccess,
    // The merchant began to wait for an approved identity while the page was open: reloaded, it says so.
    onError: (error) => {
      if (isApiError(error) && error.code === 'KYC_REQUIRED') void onSuccess();
    },
  });
}

export function useCancelWithdraw() {
  const { api } = useMount();
  const onSuccess = useRefresh(true);
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: Keyed<RequestOf<'cancelWithdraw'>>) =>
      api.call('cancelWithdraw', payload, { idempotencyKey }),
    onSuccess,
  });
}

export function useSetPaymentPassword() {
  const { api } = useMount();
  const onSuccess = useRefresh(false);
  return useMutation({
    mutationFn: (payload: RequestOf<'setPaymentPassword'>) => api.call('setPaymentPassword', payload),
    onSuccess,
  });
}

export function useResetPaymentPassword() {
  const { api } = useMount();
  const onSuccess = useRefresh(false);
  return useMutation({
    mutationFn: (payload: RequestOf<'resetPaymentPassword'>) => api.call('resetPaymentPassword', payload),
    onSuccess,
  });
}

export function useAddBankCard() {
  const { api } = useMount();
  const onSuccess = useRefresh(false);
  return useMutation({
    mutationFn: (payload: RequestOf<'addBankCard'>) => api.call('addBankCard', payload),
    onSuccess,
  });
}

export function useSetPayeeName() {
  const { api } = useMount();
  const onSuccess = useRefresh(false);
  return useMutation({
    mutationFn: (payload: RequestOf<'setPayeeName'>) => api.call('setPayeeName', payload),
    onSuccess,
  });
}
