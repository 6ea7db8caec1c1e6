/** What a vendor page needs: its scripts, its bet forms, and pop-ups for its own help or cashier windows. */
const BASE = ['allow-scripts', 'allow-forms', 'allow-popups'];

/**
 * Sandbox tokens of an embedded game, lottery or task frame. A page on another origin keeps its own
 * origin (its storage and cookies); a page on the site's own origin does not, because scripts with
 * allow-same-origin there could reach the site's session and lift the sandbox.
 */
export function frameSandbox(frameOrigin: string, siteOrigin: string): string {
  return (frameOrigin === siteOrigin ? BASE : [...BASE, 'allow-same-origin']).join(' ');
}
