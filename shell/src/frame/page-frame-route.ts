import {
  accessVerdict,
  findRoute,
  frameRulesFor,
  GUEST_ACCESS,
  isHomePath,
  type PageRecord,
  type RemoteName,
} from '@mobile/shared-contracts';

/** Who asks for the page, as the server knows it from the shell's frame hints (shared-contracts `FRAME_COOKIES`). */
export interface FrameViewer {
  signedIn: boolean;
  /** The session's member type, when the hint carries it. */
  memberType: number | null;
}

/**
 * The page record whose frame the server may draw for this path, or null for the plain index.html: only
 * where the shell's first render draws that very page for this viewer. Home has its own frame
 * (`PrerenderedHomeFrame`); an unknown path, a merchant's extra route or a switched-off remote's page
 * becomes home or another page in the shell; a page the viewer may not see becomes login or home; a page
 * without titled bar and tab bar (login, the lottery lobby, full-screen games) has nothing of the frame to
 * show, and its boot splash says it is loading (unless its content is drawn: `framelessPageRoute`).
 */
export function pageFrameRoute(
  pathname: string,
  viewer: FrameViewer,
  enabledRemotes: readonly RemoteName[],
): PageRecord | null {
  const route = shownRoute(pathname, viewer, enabledRemotes);
  const rules = frameRulesFor(pathname);
  return route && (rules.headerShown || rules.tabBarShown) ? route : null;
}

/**
 * The page record of a page without titled bar and tab bar (login, the lottery lobby) the shell's first
 * render draws for this viewer, or null. Its frame alone is an empty box: the server draws it only with the
 * page's content in it (decision 0621), else the plain index.html and its boot splash.
 */
export function framelessPageRoute(
  pathname: string,
  viewer: FrameViewer,
  enabledRemotes: readonly RemoteName[],
): PageRecord | null {
  const route = shownRoute(pathname, viewer, enabledRemotes);
  const rules = frameRulesFor(pathname);
  return route && !rules.headerShown && !rules.tabBarShown ? route : null;
}

/** The page the shell's first render draws for this path and viewer: not home, known, on, allowed. */
function shownRoute(
  pathname: string,
  viewer: FrameViewer,
  enabledRemotes: readonly RemoteName[],
): PageRecord | null {
  if (isHomePath(pathname)) return null;
  const route = findRoute(pathname);
  if (!route || !enabledRemotes.includes(route.owner)) return null;
  return viewerSeesPage(route, viewer) ? route : null;
}

/**
 * True when the shell shows this page to this viewer rather than sending them to login or home: the page's
 * access rule against what the frame hints say. The server draws a frame (above) and preloads a page's
 * files (tools/site page-preloads, decision 0501) only then.
 */
export function viewerSeesPage(route: PageRecord, viewer: FrameViewer): boolean {
  if (!viewer.signedIn) return accessVerdict(route.access, GUEST_ACCESS) === 'allow';
  // A hint without the member's type (written before it carried one): only the rules every member passes.
  if (viewer.memberType === null) return route.access === 'guest' || route.access === 'member';
  // The merchant's switches and the member's labels are not known here: a rule that reads them draws nothing.
  return accessVerdict(route.access, { ...GUEST_ACCESS, memberType: viewer.memberType }) === 'allow';
}
