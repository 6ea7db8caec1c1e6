import { useMount } from '@mobile/react-kit';
import { isApiError, successToast } from '@mobile/shared-contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { MobileNumberField, useDefaultDialingCode } from '../../auth-common';
import { FormField, PasswordField } from '../../forms';
import { useConfirmContact, useSendContactCode } from '../api/change-contact';
import {
  type ChangeContact,
  type ContactChangeErrors,
  type ContactChangeField,
  checkAddressStep,
  checkCodeStep,
  emptyContactChange,
  newAddressOf,
} from '../contact-change';

/** Server refusals that belong to one field; anything else is shown above the button. */
const FIELD_OF_CODE: Readonly<Record<string, [ContactChangeField, string]>> = {
  WRONG_CREDENTIALS: ['loginPassword', 'security.wrongPassword'],
  VERIFICATION_CODE: ['code', 'common:error.verificationCode'],
  MOBILE_IN_USE: ['mobileNum', 'common:error.mobileInUse'],
  PHONE_FORMAT: ['mobileNum', 'security.mobileRule'],
};

/**
 * Changing the e-mail or mobile number (issue 26 finding 7): the new address with the login password,
 * then the code the server sent there. Nothing typed is lost on a refusal; the old address is told.
 */
export function ContactChangeForm({ kind, onDone }: { kind: ChangeContact; onDone(): void }) {
  const { t } = useTranslation(MEMBER_NS);
  const { bus } = useMount();
  const dialling = useDefaultDialingCode();
  const [fields, setFields] = useState(() => emptyContactChange(''));
  const [errors, setErrors] = useState<ContactChangeErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const send = useSendContactCode(kind);
  const confirm = useConfirmContact(kind);
  const values = { ...fields, countryDialingCode: fields.countryDialingCode || dialling };
  const busy = send.isPending || confirm.isPending;
  const label = t(`security.item.${kind}`);

  const change = (field: ContactChangeField, value: string) => setFields((f) => ({ ...f, [field]: value }));
  const message = (field: ContactChangeField) => (errors[field] ? t(errors[field]) : null);
  const refused = (error: unknown) => {
    const byField = isApiError(error) ? FIELD_OF_CODE[error.code] : undefined;
    if (byField) return setErrors({ [byField[0]]: byField[1] });
    setFailure(isApiError(error) ? t(error.messageKey, { ns: 'common' }) : t('security.changeFailed'));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = codeSent ? checkCodeStep(values) : checkAddressStep(kind, values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    if (!codeSent) {
      send.mutate(values, { onSuccess: () => setCodeSent(true), onError: refused });
      return;
    }
    confirm.mutate(values, {
      onSuccess: () => {
        bus.emit(successToast(`${MEMBER_NS}:security.${kind}Changed`));
        onDone();
      },
      onError: refused,
    });
  };

  const startAgain = () => {
    setCodeSent(false);
    setErrors({});
    setFailure(null);
    setFields((f) => ({ ...f, code: '', loginPassword: '' }));
  };

  return (
    <form
      className="acct-form"
      onSubmit={submit}
      noValidate
      aria-label={t('security.changeTitle', { item: label })}
    >
      {codeSent ? (
        <>
          <p role="status">{t('security.codeSent', { address: newAddressOf(kind, values) })}</p>
          <FormField
            label={t('security.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={fields.code}
            error={message('code')}
            onChange={(e) => change('code', e.target.value)}
          />
        </>
      ) : (
        <>
          <p>{t('security.changeIntro')}</p>
          {kind === 'email' ? (
            <FormField
              label={t('security.newEmail')}
              type="email"
              autoComplete="email"
              value={fields.email}
              error={message('email')}
              onChange={(e) => change('email', e.target.value)}
            />
          ) : (
            <MobileNumberField
              label={t('security.newMobile')}
              value={fields.mobileNum}
              error={message('mobileNum')}
              onChange={(e) => change('mobileNum', e.target.value)}
              dialingCode={values.countryDialingCode}
              onDialingCode={(code) => change('countryDialingCode', code)}
            />
          )}
          <PasswordField
            label={t('security.loginPassword')}
            namedToggle
            autoComplete="current-password"
            value={fields.loginPassword}
            error={message('loginPassword')}
            onChange={(e) => change('loginPassword', e.target.value)}
          />
        </>
      )}
      {failure ? (
        <p className="acct-alert" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="mk-button" disabled={busy} aria-busy={busy}>
        {busy ? t('security.sending') : t(codeSent ? 'security.confirm' : 'security.sendCode')}
      </button>
      {codeSent ? (
        <button type="button" className="mk-button mk-button--plain" onClick={startAgain}>
          {t('security.startAgain')}
        </button>
      ) : null}
    </form>
  );
}
