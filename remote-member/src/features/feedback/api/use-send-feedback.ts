import { useMount } from '@mobile/react-kit';
import type { FeedbackType } from '@mobile/shared-contracts';
import { useMutation } from '@tanstack/react-query';

export interface FeedbackPayload {
  content: string;
  type: FeedbackType;
  captchaId: string;
  captcha: string;
}

/** POST /wps/feedback; the server records the logged-in account as the sender. */
export function useSendFeedback() {
  const { api, bus } = useMount();
  return useMutation({
    mutationFn: (payload: FeedbackPayload) =>
      api.call('feedback', { ...payload, sender: bus.session$.getValue()?.userName ?? '' }),
  });
}
