/**
 * Finding 12 of issue 26: a page asked for with a session token in its address (`/m/agent?token=…`).
 * The shell's index.html takes it out of the address in its first inline script, before any other request;
 * the page's answer also carries `Referrer-Policy: no-referrer`, so a request the browser's preload scanner
 * makes before that script runs carries no address either.
 */

/**
 * CSP source of the first inline <script> of shell/src/index.html, the only inline script the page may run
 * (shell/src/session/url-token-script.test.ts checks it against the file; e2e attack-12 runs the built page).
 */
export const URL_TOKEN_SCRIPT_HASH = "'sha256-5NZW0SY/PwXUFBY96iEx3s5mwe9ahsWRBTEJu740cwA='";

/** The same keys the inline script takes: any parameter whose decoded name is `token`, in any case. */
export function hasUrlToken(search: string): boolean {
  for (const key of new URLSearchParams(search).keys()) if (key.toLowerCase() === 'token') return true;
  return false;
}

/** The page's Referrer-Policy: none at all while its address carries a token, else only the origin goes out. */
export function pageReferrerPolicy(search: string): 'no-referrer' | 'strict-origin-when-cross-origin' {
  return hasUrlToken(search) ? 'no-referrer' : 'strict-origin-when-cross-origin';
}
