import { useMount } from '@mobile/react-kit';
import { TIMERS } from '@mobile/shared-contracts';
import { useState } from 'react';
import { useCaptcha } from './api/use-captcha';
import { type SmsPurpose, useSendSms } from './api/use-send-sms';
import { useSmsCountdown } from './use-sms-countdown';

export type SmsRequestOutcome = 'needs-captcha' | 'sent' | 'failed';

/**
 * SPEC SMS code: the number is checked by the form first, then a captcha challenge (purpose sms), then
 * the send with a 'sending' toast (at most 10 s) and a 'sent' toast (1.5 s), then the countdown.
 */
export function useSmsCode(purpose: SmsPurpose) {
  const { bus } = useMount();
  const [state, dispatch] = useSmsCountdown();
  const [challengeShown, setChallengeShown] = useState(false);
  const [answer, setAnswer] = useState('');
  const captcha = useCaptcha(`sms-${purpose}`, challengeShown);
  const send = useSendSms();

  async function request(mobileNo: string, countryDialingCode: string): Promise<SmsRequestOutcome> {
    if (!challengeShown || !captcha.data || !answer.trim()) {
      setChallengeShown(true);
      return 'needs-captcha';
    }
    dispatch({ type: 'send' });
    bus.emit({
      type: 'toast',
      kind: 'loading',
      messageKey: 'member:sms.sending',
      durationMs: TIMERS.loadingToast,
    });
    try {
      const { expirationTime } = await send.mutateAsync({
        purpose,
        mobileNo,
        countryDialingCode,
        captchaId: captcha.data.captchaId,
        captcha: answer.trim(),
      });
      dispatch({ type: 'sent', expirationTime, now: Date.now() });
      bus.emit({
        type: 'toast',
        kind: 'success',
        messageKey: 'member:sms.sent',
        durationMs: TIMERS.defaultToast,
      });
      return 'sent';
    } catch {
      // The API client has already replaced the loading toast with the error's message.
      dispatch({ type: 'failed' });
      return 'failed';
    } finally {
      // A captcha is single use, right or wrong.
      setAnswer('');
      captcha.refetch();
    }
  }

  return { state, challengeShown, captcha, answer, setAnswer, request };
}
