import { useMount } from '@mobile/react-kit';
import { invalidateCalls } from '@mobile/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';

interface Payout {
  memberId: number;
  periodStart: string;
}

/**
 * Pays a downline's dividend of a period. One idempotency key per payout, kept across retries of it (a
 * lost answer never pays twice) and renewed after it succeeded; the rows and the wallet are read again.
 */
export function usePayoutDividend() {
  const { api, bus } = useMount();
  const queryClient = useQueryClient();
  const keys = useRef(new Map<string, string>());
  return useMutation({
    mutationFn: (payout: Payout) => {
      const action = `${payout.memberId}:${payout.periodStart}`;
      const idempotencyKey = keys.current.get(action) ?? crypto.randomUUID();
      keys.current.set(action, idempotencyKey);
      return api.call('payoutDividend', payout, { idempotencyKey });
    },
    onSuccess: (_paid, payout) => {
      keys.current.delete(`${payout.memberId}:${payout.periodStart}`);
      bus.emit({ type: 'refresh-wallet' });
    },
    onSettled: () =>
      invalidateCalls(queryClient, 'agentIncome', 'currentDividend', 'dividendContract', 'queryDividend'),
  });
}
