/** What a vendor page needs: its bet forms and pop-ups for its own help or cashier windows. */
const BASE = ['allow-forms', 'allow-popups'];

/**
 * Sandbox tokens of an embedded game, lottery or task frame. A page on another origin runs its scripts
 * and keeps its own origin (storage, cookies). A page served by the site's own origin (the platform's
 * demo vendor and lottery pages) keeps its origin, so its forms post to itself, but runs no script:
 * scripts with allow-same-origin there could reach the site's session and lift the sandbox.
 */
export function frameSandbox(frameOrigin: string, siteOrigin: string): string {
  const tokens = frameOrigin === siteOrigin ? BASE : ['allow-scripts', ...BASE];
  return [...tokens, 'allow-same-origin'].join(' ');
}
