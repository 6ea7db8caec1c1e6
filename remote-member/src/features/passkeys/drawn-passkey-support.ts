import { createContext, useContext } from 'react';
import { passkeysSupported } from './passkey-browser';

/**
 * Whether a server drawing of a page shows its passkey parts (decision 0631): the frame service cannot ask
 * the browser, so it answers for the page's address (`pageCanHoldPasskeys` of its host); null in the
 * browser, which asks itself. The page then commits the same rows the drawing had wherever the browser
 * has WebAuthn, which every browser the site supports on a domain over https has.
 */
export const DrawnPasskeySupport = createContext<boolean | null>(null);

/** Whether this page shows its passkey parts: the drawing's answer while drawn, else the browser's own. */
export function usePasskeysSupported(): boolean {
  const drawn = useContext(DrawnPasskeySupport);
  return drawn ?? passkeysSupported();
}
