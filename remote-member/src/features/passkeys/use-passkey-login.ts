import { useMount } from '@mobile/react-kit';
import { isApiError, returnPathFrom } from '@mobile/shared-contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { emitLogin } from '../auth-common';
import { usePasskeysSupported } from './drawn-passkey-support';
import { autofillSupported, cancelled, getPasskey } from './passkey-browser';

/** What the login page shows of a passkey login: busy while the button's dialog runs, and why it failed. */
export interface PasskeyLoginState {
  supported: boolean;
  pending: boolean;
  /** Message key (namespace `common` for server codes) of the last failure, or null. */
  failure: { key: string; ns: 'common' | 'member' } | null;
  /** The "Sign in with a passkey" button: the browser's dialog now. */
  signIn(): void;
}

/**
 * Passkey login on the login page: on load, a conditional request (the site's passkeys offered in the
 * account field's autofill, `autocomplete="username webauthn"`) where the browser supports it; the
 * button asks with a dialog (which replaces a pending conditional request). Either way the answer goes to
 * `/wps/session/passkey/login` and a session starts exactly as after a password login.
 */
export function usePasskeyLogin(): PasskeyLoginState {
  const contract = useMount();
  // The mount contract changes with the address (the login tabs move it): read it through a ref, so the
  // autofill request starts once per page, not again on every new contract.
  const latest = useRef(contract);
  latest.current = contract;
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<PasskeyLoginState['failure']>(null);
  const live = useRef(true);
  /** The ceremony the page waits for: a newer one (the button after the autofill) makes older ones moot. */
  const current = useRef(0);
  const supported = usePasskeysSupported();

  const run = useCallback(async (autofill: boolean, ceremony: number) => {
    const { api } = latest.current;
    // The autofill offer is the page's own background request: if it cannot start, the page says
    // nothing (the button still asks); a refusal after the player picked a passkey is shown below.
    const options = await api.call('passkeyLoginOptions', {}).catch((error: unknown) => {
      if (autofill) return null;
      throw error;
    });
    if (!options) return;
    const credential = await getPasskey(options, autofill);
    if (!live.current || current.current !== ceremony) return;
    setPending(true);
    const result = await api.call('passkeyLogin', { credential });
    const now = latest.current;
    emitLogin(now, result);
    now.navigate(returnPathFrom(now.location.search), { replace: true });
  }, []);

  const report = useCallback((error: unknown, ceremony: number, quietIfCancelled: boolean) => {
    if (!live.current || current.current !== ceremony) return;
    setPending(false);
    if (cancelled(error)) {
      if (!quietIfCancelled) setFailure({ key: 'passkeys.loginCancelled', ns: 'member' });
      return;
    }
    setFailure(
      isApiError(error)
        ? { key: error.messageKey, ns: 'common' }
        : { key: 'passkeys.loginFailed', ns: 'member' },
    );
  }, []);

  useEffect(() => {
    live.current = true;
    const ceremony = ++current.current;
    void autofillSupported()
      .then((can) => (can && live.current && current.current === ceremony ? run(true, ceremony) : undefined))
      // The autofill request ends quietly when the button (or leaving the page) replaces it.
      .catch((error: unknown) => report(error, ceremony, true));
    return () => {
      live.current = false;
    };
  }, [run, report]);

  const signIn = () => {
    if (pending) return;
    setFailure(null);
    setPending(true);
    const ceremony = ++current.current;
    run(false, ceremony).catch((error: unknown) => report(error, ceremony, false));
  };

  return { supported, pending, failure, signIn };
}
