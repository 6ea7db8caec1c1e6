import { useMount } from '@mobile/react-kit';
import { TIMERS } from '@mobile/shared-contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { turnAutoLoginOff } from '../auto-login';
import { ConfirmDialog } from './confirm-dialog';
import '../account-ui.css';

type Step = 'idle' | 'confirm' | 'leaving';

/**
 * SPEC 4 logout: confirm (cancel/submit) -> loading -> logout call -> cleared -> /m/home. The shell's
 * session controller makes the call with the token and clears session, member info and wallet on the
 * bus 'logout' event; this button asks first, shows loading until the session is gone, turns
 * auto-login off and goes home.
 */
export function LogoutButton({ className = 'acct-button acct-button--danger' }: { className?: string }) {
  const { bus, navigate } = useMount();
  const { t } = useTranslation(MEMBER_NS);
  const [step, setStep] = useState<Step>('idle');

  useEffect(() => {
    if (step !== 'leaving') return;
    const subscription = bus.session$.subscribe((session) => {
      if (session) return;
      bus.emit({ type: 'hide-toast' });
      turnAutoLoginOff(window.localStorage);
      navigate('/m/home');
    });
    return () => subscription.unsubscribe();
  }, [step, bus, navigate]);

  const logOut = () => {
    setStep('leaving');
    bus.emit({
      type: 'toast',
      kind: 'loading',
      messageKey: 'state.loading',
      durationMs: TIMERS.longLoadingToast,
    });
    bus.emit({ type: 'logout' });
  };

  return (
    <>
      <button
        type="button"
        className={className}
        disabled={step === 'leaving'}
        onClick={() => setStep('confirm')}
      >
        {t('settings.logout')}
      </button>
      {step === 'confirm' ? (
        <ConfirmDialog
          message={t('settings.logoutConfirm')}
          cancelLabel={t('dialog.cancel')}
          onCancel={() => setStep('idle')}
          confirmLabel={t('dialog.submit')}
          onConfirm={logOut}
        />
      ) : null}
    </>
  );
}
