import { useMount } from '@mobile/react-kit';
import { TIMERS } from '@mobile/shared-contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { whenSignedOut } from '../when-signed-out';
import { ConfirmDialog } from './confirm-dialog';
import '../account-ui.css';

type Step = 'idle' | 'confirm' | 'leaving';

/**
 * SPEC 4 logout: confirm (cancel/submit) -> loading -> logout call -> cleared -> /m/home. The shell's
 * session controller makes the call with the token and then clears session, member info and wallet
 * (bus 'logout'); this button asks first and shows loading until the session is gone (the controller
 * also turns auto-login off). Home is opened first and the logout sent as this page closes: a session that ended
 * while this login-guarded page is still shown would make the shell's guard send the player to login.
 */
export function LogoutButton({ className = 'acct-button acct-button--danger' }: { className?: string }) {
  const { bus, navigate } = useMount();
  const { t } = useTranslation(MEMBER_NS);
  const [step, setStep] = useState<Step>('idle');
  const leaving = useRef(false);
  useEffect(
    () => () => {
      if (leaving.current) bus.emit({ type: 'logout' });
    },
    [bus],
  );

  const logOut = () => {
    setStep('leaving');
    bus.emit({
      type: 'toast',
      kind: 'loading',
      messageKey: 'state.loading',
      durationMs: TIMERS.longLoadingToast,
    });
    // Outlives this page: the session ends after the server has answered, wherever the player is then.
    whenSignedOut(bus.session$, () => bus.emit({ type: 'hide-toast' }));
    leaving.current = true;
    navigate('/m/home');
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
