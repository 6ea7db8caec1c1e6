import { test as base, expect } from '@playwright/test';
import { SITE } from './site';

/**
 * The `test` every journey imports: Playwright's, plus a watch on the page's Content-Security-Policy.
 * Any `securitypolicyviolation` in any page or frame of the test fails the journey, and so does a page of
 * this site (/ or /m…) that arrives without its CSP header, so the watch cannot pass by having no policy.
 * A journey that provokes a violation on purpose takes it out of `cspViolations` (`splice(0)`).
 */
export const test = base.extend<{ cspViolations: string[]; showHomePopups: boolean; popupGuard: undefined }>({
  /** Home's pop-ups (type PU) cover the page once per session; journeys about them set this to true. */
  showHomePopups: [false, { option: true }],
  popupGuard: [
    async ({ context, showHomePopups }, use) => {
      // The player's own 'don't show pop-ups again' (sessionStorage mc_popups_seen ["*"]), set before any page.
      if (!showHomePopups)
        await context.addInitScript(() => {
          try {
            if (window.top === window && !sessionStorage.getItem('mc_popups_seen'))
              sessionStorage.setItem('mc_popups_seen', '["*"]');
          } catch {
            // sandboxed frames have no storage: nothing to guard there
          }
        });
      await use(undefined);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__reportCspViolation', ({ frame }, text: string) => {
        violations.push(`${text} (in ${frame.url()})`);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          // axe-core copies the page's stylesheets into a scratch document of its own to read them; those
          // copies are refused with the document itself as target. A style of the page targets its element.
          if (event.effectiveDirective === 'style-src-elem' && event.target === document) return;
          const report = (window as unknown as { __reportCspViolation?: (text: string) => void })
            .__reportCspViolation;
          report?.(
            `${event.effectiveDirective} blocked '${event.blockedURI || 'inline'}' sample '${event.sample}'`,
          );
        });
      });
      const unprotected: string[] = [];
      context.on('response', (response) => {
        const request = response.request();
        const url = new URL(response.url());
        const shellPage = url.pathname === '/' || url.pathname === '/m' || url.pathname.startsWith('/m/');
        if (
          request.isNavigationRequest() &&
          (url.origin === SITE.origin || url.origin === SITE.namedOrigin) &&
          shellPage &&
          response.status() === 200 &&
          !response.headers()['content-security-policy']
        )
          unprotected.push(response.url());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
      expect(unprotected, 'pages of the site without a Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
