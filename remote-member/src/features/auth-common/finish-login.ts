import type { LoginResult, MountContract, SessionInfo } from '@mobile/shared-contracts';

/** Session info of a login answer; the member id arrives with member info (the shell fills it in). */
export function sessionOfLogin(result: LoginResult, merchantCode: string): SessionInfo {
  return {
    token: result.token,
    merchantCode,
    id: 0,
    userName: result.userName,
    type: result.type,
    firstTimeLogin: result.firstTimeLogin,
  };
}

/**
 * Hands the password to the browser's password manager (Credential Management API where present);
 * the site itself never stores it.
 */
export async function offerPasswordToBrowser(id: string, password: string): Promise<void> {
  const Credential = (
    globalThis as { PasswordCredential?: new (data: { id: string; password: string }) => Credential }
  ).PasswordCredential;
  if (!Credential || !navigator.credentials?.store || !id || !password) return;
  try {
    await navigator.credentials.store(new Credential({ id, password }));
  } catch {
    // The browser may refuse (no user gesture, private mode); the autocomplete attributes still apply.
  }
}

/** Logs the session in through the bus; the shell stores it and loads member info. */
export function emitLogin(contract: Pick<MountContract, 'bus' | 'merchant'>, result: LoginResult): void {
  contract.bus.emit({
    type: 'login',
    session: sessionOfLogin(result, contract.merchant.manifest.merchantCode),
  });
}
