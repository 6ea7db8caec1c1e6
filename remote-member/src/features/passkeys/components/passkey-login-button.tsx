/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { usePasskeyLogin } from '../use-passkey-login';
import './passkeys.css';

/** "Sign in with a passkey" under the login form, with what went wrong; nothing where passkeys cannot work. */
export function PasskeyLoginButton() {
  const { t } = useTranslation(MEMBER_NS);
  const passkey = usePasskeyLogin();
  if (!passkey.supported) return null;
  return (
    <>
      {passkey.failure ? (
        <p className="auth-excluded" role="alert">
          {t(passkey.failure.key, { ns: passkey.failure.ns === 'common' ? 'common' : MEMBER_NS })}
        </p>
      ) : null}
      <button
        type="button"
        className="auth-submit auth-submit--secondary"
        disabled={passkey.pending}
        aria-busy={passkey.pending}
        onClick={passkey.signIn}
      >
        {t('passkeys.signIn')}
      </button>
    </>
  );
}
