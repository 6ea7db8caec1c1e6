import { useMount, useStreamValue } from '@mobile/react-kit';
import { apiQuery, invalidateCalls, type RequestOf } from '@mobile/shared-contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The member's authenticator app: on or off, since when, recovery codes left (keyed by the member). */
export function useTotpStatus() {
  const { api, bus } = useMount();
  const memberId = useStreamValue(bus.session$)?.id ?? null;
  return useQuery({ ...apiQuery(api, 'totpStatus', {}, { member: memberId }), enabled: memberId !== null });
}

/** A fresh secret and its otpauth:// URI; not in force until confirmed. */
export function useEnrolTotp() {
  const { api } = useMount();
  return useMutation({ mutationFn: () => api.call('totpEnrol', {}) });
}

/** After a change the status is read again here and in the wallet's money forms. */
function useRefresh() {
  const client = useQueryClient();
  return () => invalidateCalls(client, 'totpStatus', 'withdrawInfo');
}

export function useConfirmTotp() {
  const { api } = useMount();
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (payload: RequestOf<'totpConfirm'>) => api.call('totpConfirm', payload),
    onSuccess,
  });
}

export function useDisableTotp() {
  const { api } = useMount();
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (payload: RequestOf<'totpDisable'>) => api.call('totpDisable', payload),
    onSuccess,
  });
}
