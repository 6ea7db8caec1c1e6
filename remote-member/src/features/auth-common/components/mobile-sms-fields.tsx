/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaField, FormField } from '../../forms';
import type { SmsPurpose } from '../api/use-send-sms';
import { mobileNumberError } from '../mobile-rules';
import { useSmsCode } from '../use-sms-code';
import { MobileNumberField } from './mobile-number-field';
import { SmsCodeButton } from './sms-code-button';

interface MobileSmsFieldsProps {
  idPrefix: string;
  purpose: SmsPurpose;
  dialingCode: string;
  onDialingCode(code: string): void;
  mobile: string;
  onMobile(value: string): void;
  code: string;
  onCode(value: string): void;
  errors: { mobileNum?: string | null; code?: string | null };
  onError(field: 'mobileNum', messageKey: string | null): void;
  mobileRef: React.RefObject<HTMLInputElement | null>;
  codeRef: React.RefObject<HTMLInputElement | null>;
}

/** Mobile number with dialling code, the captcha challenge before a send, and the SMS code with its button. */
export function MobileSmsFields(props: MobileSmsFieldsProps) {
  const { t } = useTranslation();
  const { idPrefix, errors } = props;
  const sms = useSmsCode(props.purpose);
  const challengeRef = useRef<HTMLInputElement>(null);

  const onSend = async () => {
    const error = mobileNumberError(props.mobile);
    props.onError('mobileNum', error);
    if (error) {
      props.mobileRef.current?.focus();
      return;
    }
    const outcome = await sms.request(props.mobile.trim(), props.dialingCode);
    if (outcome === 'needs-captcha') challengeRef.current?.focus();
    if (outcome === 'sent') props.codeRef.current?.focus();
  };

  return (
    <>
      <MobileNumberField
        ref={props.mobileRef}
        id={`${idPrefix}-mobile`}
        label={t('auth.mobile')}
        error={errors.mobileNum && t(errors.mobileNum)}
        value={props.mobile}
        onChange={(event) => props.onMobile(event.target.value)}
        dialingCode={props.dialingCode}
        onDialingCode={props.onDialingCode}
      />
      {sms.challengeShown ? (
        <CaptchaField
          ref={challengeRef}
          id={`${idPrefix}-sms-captcha`}
          label={t('sms.challenge')}
          captcha={sms.captcha}
          value={sms.answer}
          onChange={sms.setAnswer}
        />
      ) : null}
      <FormField
        ref={props.codeRef}
        id={`${idPrefix}-code`}
        label={t('auth.smsCode')}
        error={errors.code && t(errors.code)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={props.code}
        onChange={(event) => props.onCode(event.target.value)}
        after={<SmsCodeButton state={sms.state} onSend={onSend} />}
      />
    </>
  );
}
