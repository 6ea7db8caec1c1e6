import { useMount } from '@mobile/react-kit';
import { useMutation } from '@tanstack/react-query';

export type SmsPurpose = 'login' | 'register';

export interface SmsRequest {
  purpose: SmsPurpose;
  mobileNo: string;
  countryDialingCode: string;
  captchaId: string;
  captcha: string;
}

/** Sends a one-time code: login codes (sms/noLogin) or register codes; answers the resend time. */
export function useSendSms() {
  const { api } = useMount();
  return useMutation({
    mutationFn: ({ purpose, ...payload }: SmsRequest) =>
      api.call(purpose === 'login' ? 'smsNoLogin' : 'smsRegister', payload),
  });
}
