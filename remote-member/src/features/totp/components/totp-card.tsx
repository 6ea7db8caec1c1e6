import { ErrorState, PageSpinner, useMount } from '@mobile/react-kit';
import {
  isApiError,
  successToast,
  TOTP_CODE_PATTERN,
  TOTP_RECOVERY_CODE_PATTERN,
  type TotpEnrolment,
  type TotpStatus,
} from '@mobile/shared-contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { FormField, PasswordField } from '../../forms';
import { useConfirmTotp, useDisableTotp, useEnrolTotp, useTotpStatus } from '../api/totp';
import { QrCode } from './qr-code';
import '../../../common/account-ui.css';
import './totp-card.css';

const normalise = (value: string) => value.replace(/\s/g, '').toLowerCase();

/** What a refused call says, in this card's words: wrong or used code, locked, wrong password. */
function useRefusalText() {
  const { t, i18n } = useTranslation(MEMBER_NS);
  return (error: unknown) => {
    if (!isApiError(error)) return t('totp.failed');
    const value = (error.value ?? {}) as { attemptsLeft?: unknown; lockedUntil?: unknown };
    if (error.code === 'TOTP_WRONG')
      return t('totp.wrongCode', { attemptsLeft: Number(value.attemptsLeft ?? 0) });
    if (error.code === 'TOTP_LOCKED' && typeof value.lockedUntil === 'string') {
      const time = new Intl.DateTimeFormat(i18n.language || undefined, { timeStyle: 'short' });
      return t('totp.locked', { time: time.format(new Date(value.lockedUntil)) });
    }
    if (error.code === 'WRONG_CREDENTIALS') return t('security.wrongPassword');
    return t(error.messageKey, { ns: 'common' });
  };
}

/** The key in groups of four, as apps show it and people type it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Step 1 and 2: scan (or type the key), then the first code from the app turns it on. */
function EnrolForm({
  enrolment,
  onCancel,
  onOn,
}: {
  enrolment: TotpEnrolment;
  onCancel(): void;
  onOn(codes: string[]): void;
}) {
  const { t } = useTranslation(MEMBER_NS);
  const confirm = useConfirmTotp();
  const refusalText = useRefusalText();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!TOTP_CODE_PATTERN.test(code)) return setError(t('totp.codeRule'));
    setError(null);
    if (confirm.isPending) return;
    confirm.mutate(
      { code },
      { onSuccess: (answer) => onOn(answer.recoveryCodes), onError: (cause) => setError(refusalText(cause)) },
    );
  };
  return (
    <form className="acct-form" onSubmit={submit} noValidate aria-label={t('totp.turnOn')}>
      <p>{t('totp.scan')}</p>
      <QrCode text={enrolment.uri} label={t('totp.qrLabel')} />
      <p>{t('totp.manual')}</p>
      <p className="totp-card__key">
        <span className="totp-card__key-label">{t('totp.manualKey')}: </span>
        <code>{grouped(enrolment.secret)}</code>
      </p>
      <FormField
        label={t('totp.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        error={error}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
      />
      <button
        type="submit"
        className="acct-button"
        disabled={confirm.isPending}
        aria-busy={confirm.isPending}
      >
        {confirm.isPending ? t('totp.confirming') : t('totp.confirm')}
      </button>
      <button type="button" className="acct-button acct-button--plain" onClick={onCancel}>
        {t('totp.cancel')}
      </button>
    </form>
  );
}

/** Step 3: the recovery codes, shown this once, with a copy button. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { t } = useTranslation(MEMBER_NS);
  const { bus } = useMount();
  const [copyFailed, setCopyFailed] = useState(false);
  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) return setCopyFailed(true);
    clipboard.writeText(codes.join('\n')).then(
      () => {
        setCopyFailed(false);
        bus.emit(successToast(`${MEMBER_NS}:totp.copied`));
      },
      () => setCopyFailed(true),
    );
  };
  return (
    <section className="acct-form" aria-labelledby="totp-recovery-title">
      <p role="status">{t('totp.on')}</p>
      <h3 id="totp-recovery-title" className="totp-card__subtitle">
        {t('totp.recoveryTitle')}
      </h3>
      <p>{t('totp.recoveryIntro')}</p>
      <ul className="totp-card__codes" aria-label={t('totp.recoveryTitle')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      {copyFailed ? (
        <p className="acct-alert" role="alert">
          {t('totp.copyFailed')}
        </p>
      ) : null}
      <button type="button" className="acct-button acct-button--plain" onClick={copy}>
        {t('totp.copy')}
      </button>
      <button type="button" className="acct-button" onClick={onDone}>
        {t('totp.saved')}
      </button>
    </section>
  );
}

/** Turning it off: the login password and a code from the app or a recovery code. */
function TurnOffForm({ onOff }: { onOff(): void }) {
  const { t } = useTranslation(MEMBER_NS);
  const disable = useDisableTotp();
  const refusalText = useRefusalText();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = normalise(code);
    const badPassword = password ? null : t('security.loginPasswordRequired');
    const badCode =
      TOTP_CODE_PATTERN.test(typed) || TOTP_RECOVERY_CODE_PATTERN.test(typed) ? null : t('totp.offCodeRule');
    setPasswordError(badPassword);
    setCodeError(badCode);
    if (badPassword || badCode || disable.isPending) return;
    disable.mutate(
      { password, code: typed },
      {
        onSuccess: onOff,
        onError: (cause) =>
          isApiError(cause) && (cause.code === 'WRONG_CREDENTIALS' || cause.code === 'ACCOUNT_LOCKED')
            ? setPasswordError(refusalText(cause))
            : setCodeError(refusalText(cause)),
      },
    );
  };
  return (
    <form className="acct-form" onSubmit={submit} noValidate aria-label={t('totp.turnOffItem')}>
      <p>{t('totp.turnOffIntro')}</p>
      <PasswordField
        label={t('security.loginPassword')}
        namedToggle
        autoComplete="current-password"
        value={password}
        error={passwordError}
        onChange={(event) => setPassword(event.target.value)}
      />
      <FormField
        label={t('totp.offCode')}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={16}
        value={code}
        error={codeError}
        onChange={(event) => setCode(event.target.value)}
      />
      <button
        type="submit"
        className="acct-button"
        disabled={disable.isPending}
        aria-busy={disable.isPending}
      >
        {t('totp.confirmOff')}
      </button>
    </form>
  );
}

function OnState({ status }: { status: TotpStatus }) {
  const { t, i18n } = useTranslation(MEMBER_NS);
  const { bus } = useMount();
  const [open, setOpen] = useState(false);
  const since = status.enabledAt ? new Date(status.enabledAt).toLocaleDateString(i18n.language) : '';
  return (
    <>
      <div className="acct-row">
        <span>{t('totp.onSince', { date: since, count: status.recoveryCodesLeft })}</span>
        <button
          type="button"
          className="acct-button acct-button--plain acct-button--small"
          aria-expanded={open}
          aria-label={open ? t('security.close') : t('totp.turnOffItem')}
          onClick={() => setOpen(!open)}
        >
          {t(open ? 'security.close' : 'totp.turnOff')}
        </button>
      </div>
      {open ? <TurnOffForm onOff={() => bus.emit(successToast(`${MEMBER_NS}:totp.turnedOff`))} /> : null}
    </>
  );
}

function OffState({ onOn }: { onOn(codes: string[]): void }) {
  const { t } = useTranslation(MEMBER_NS);
  const enrol = useEnrolTotp();
  const refusalText = useRefusalText();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  if (enrolment) return <EnrolForm enrolment={enrolment} onCancel={() => setEnrolment(null)} onOn={onOn} />;
  return (
    <>
      <div className="acct-row">
        <span>{t('totp.off')}</span>
        <button
          type="button"
          className="acct-button acct-button--small"
          disabled={enrol.isPending}
          aria-busy={enrol.isPending}
          onClick={() => enrol.mutate(undefined, { onSuccess: setEnrolment })}
        >
          {enrol.isPending ? t('totp.starting') : t('totp.turnOn')}
        </button>
      </div>
      {enrol.isError ? (
        <p className="acct-alert" role="alert">
          {refusalText(enrol.error)}
        </p>
      ) : null}
    </>
  );
}

/** The security centre's authenticator app (issue 31): turn on with a QR code, recovery codes, turn off. */
export default function TotpCard() {
  const { t } = useTranslation(MEMBER_NS);
  const status = useTotpStatus();
  const [codes, setCodes] = useState<string[] | null>(null);
  let body: ReactNode;
  if (codes) body = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  else if (status.isPending) body = <PageSpinner />;
  else if (status.isError) body = <ErrorState onRetry={() => status.refetch()} />;
  else if (status.data.enabled) body = <OnState status={status.data} />;
  else body = <OffState onOn={setCodes} />;
  return (
    <section className="acct-card totp-card" aria-labelledby="totp-title">
      <h2 id="totp-title" className="totp-card__title">
        {t('totp.title')}
      </h2>
      <p>{t('totp.intro')}</p>
      {body}
    </section>
  );
}
