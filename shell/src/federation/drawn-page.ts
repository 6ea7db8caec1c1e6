import type { RemoteName } from '@mobile/shared-contracts';

/**
 * The attribute on a page area's host the frame service drew with the page's first state in it
 * (`DrawnPageAreaView`, decision 0561); its value names the page (`drawnPageKey`).
 */
export const DRAWN_PAGE_ATTRIBUTE = 'data-drawn-page';

/** Marks a loading state (react-kit's `PageSpinner`): a host holding one has not drawn its page yet. */
export const LOADING_MARKER = 'data-mk-loading';

export const drawnPageKey = (owner: RemoteName, expose: string) => `${owner}:${expose}`;

let kept: HTMLElement | null = null;

/**
 * Keeps a reference to the server-drawn page content in `#root`, before the shell's first render empties it:
 * the page's RemoteArea moves these very nodes into its area (no re-parse: images keep their loaded state).
 */
export function keepDrawnPage(container: ParentNode): void {
  kept = container.querySelector<HTMLElement>(`[${DRAWN_PAGE_ATTRIBUTE}]`);
}

/** Whether the document's first page was drawn by the server as this page. */
export const isDrawnPage = (owner: RemoteName, expose: string): boolean =>
  kept?.getAttribute(DRAWN_PAGE_ATTRIBUTE) === drawnPageKey(owner, expose);

/**
 * The drawn content for this page while it is the document's first page and no area has committed with it.
 * Read during render without taking it: React may throw a first render away and start it again (an update
 * arriving meanwhile, e.g. a member's session at start), and the new render must find it too (decision
 * 0611: taking it there lost the drawing, a frame without the page). `claimDrawnPage` takes it at commit.
 */
export function drawnPageFor(owner: RemoteName, expose: string): HTMLElement | null {
  return isDrawnPage(owner, expose) ? kept : null;
}

/** The area that committed with the drawing owns it: no later area (a later page) gets it. */
export function claimDrawnPage(element: HTMLElement): void {
  if (kept === element) kept = null;
}
