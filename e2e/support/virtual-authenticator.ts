import type { Page } from '@playwright/test';

/**
 * A platform passkey authenticator in the page's browser, through the Chrome DevTools Protocol's WebAuthn
 * domain (Chromium's own WebAuthn code runs; only the authenticator is virtual): CTAP2, built in
 * (`internal`), discoverable credentials, user verification that always succeeds and presence simulated,
 * so every ceremony the page starts is answered without a dialog.
 */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    /** The passkeys the authenticator holds (its relying party ids and sign counts). */
    async credentials() {
      return (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
    },
  };
}
