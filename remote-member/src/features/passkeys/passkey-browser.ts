import type { PasskeyCreationOptions, PasskeyRequestOptions } from '@mobile/shared-contracts';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

/**
 * The browser side of passkeys, @simplewebauthn/browser loaded on first use only (a chunk of its own,
 * outside the login page's first load).
 */
const library = () => import(/* webpackChunkName: "passkey-browser" */ '@simplewebauthn/browser');

/**
 * A page can hold passkeys on a domain in a secure context only: a relying party id is a domain, never an
 * IP address, so a page opened by its address (a test site on 127.0.0.1) asks nothing of the server.
 */
export function pageCanHoldPasskeys(hostname: string, secureContext: boolean): boolean {
  return secureContext && hostname !== '' && !/^[\d.]+$/.test(hostname) && !hostname.includes(':');
}

/** Whether passkeys can work on this page at all (no library loaded to find out). */
export function passkeysSupported(): boolean {
  if (typeof window === 'undefined' || typeof window.PublicKeyCredential !== 'function') return false;
  return pageCanHoldPasskeys(window.location.hostname, window.isSecureContext);
}

export async function createPasskey(options: PasskeyCreationOptions) {
  const { startRegistration } = await library();
  // The contract keeps the option JSON's enumerations as plain strings (what the server sends).
  return startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
}

/**
 * Asks the browser for one of the site's passkeys: `autofill` offers them in the account field's
 * suggestions (conditional mediation, no dialog until the player picks one), else a dialog now.
 */
export async function getPasskey(options: PasskeyRequestOptions, autofill: boolean) {
  const { startAuthentication } = await library();
  return startAuthentication({
    optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
    useBrowserAutofill: autofill,
  });
}

/** Whether the browser offers passkeys in autofill (conditional mediation). */
export async function autofillSupported(): Promise<boolean> {
  if (!passkeysSupported()) return false;
  const { browserSupportsWebAuthnAutofill } = await library();
  return browserSupportsWebAuthnAutofill();
}

/** The player closed the browser's dialog or let it time out: not a failure to report. */
export function cancelled(error: unknown): boolean {
  const name = error instanceof Error ? error.name : '';
  const code = (error as { code?: unknown } | null)?.code;
  return name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED';
}
