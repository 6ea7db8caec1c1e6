/** The parts of the Navigation API used here (Chromium, Safari 26.2+); older browsers lack it. */
interface NavigationLike {
  currentEntry: { index: number } | null;
  entries(): { key: string }[];
  traverseTo(key: string): unknown;
}

interface WindowLike {
  history: { back(): void };
  navigation?: NavigationLike;
}

/**
 * Back to the page before the frame page. Navigations inside the frame (a bet form posting) add
 * entries to the joint session history, so history.back() would only step back inside the frame;
 * the Navigation API lists the top-level entries alone, and traversing to the previous one leaves
 * the frame in one step. Without that API, history.back() is the best there is.
 */
export function backOutOfFrame(win: WindowLike): void {
  const navigation = win.navigation;
  const index = navigation?.currentEntry?.index ?? -1;
  const previous = index > 0 ? navigation?.entries()[index - 1] : undefined;
  if (navigation && previous) navigation.traverseTo(previous.key);
  else win.history.back();
}
