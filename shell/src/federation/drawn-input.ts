/**
 * A drawn page's input before the swap (decision 0691): the drawing's buttons have no handlers, so a tap on
 * one would be lost, and the focus inside the drawing would fall to the body when the drawing goes. The
 * drawing equals the parcel's commit node for node (0561), so the node at the same place in the parcel's
 * host is the drawn node's twin: the tap is replayed on it, and the focus moved to it.
 */

/** The child indices from `root` down to `node`; null when `node` is not inside `root`. */
export function pathOf(root: Element, node: Element): number[] | null {
  const path: number[] = [];
  for (let at: Element | null = node; at !== root; at = at.parentElement) {
    const parent: Element | null | undefined = at?.parentElement;
    if (!at || !parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, at));
  }
  return path;
}

/** The element at `path` under `root`, or null. */
export function nodeAt(root: Element, path: readonly number[]): Element | null {
  let at: Element | null = root;
  for (const index of path) at = at?.children.item(index) ?? null;
  return at;
}

/** A node at a place in the drawing, with what tells its twin: its tag and its words. */
interface Place {
  path: number[];
  tag: string;
  words: string;
}

const placeOf = (root: Element, node: Element): Place | null => {
  const path = pathOf(root, node);
  return path ? { path, tag: node.tagName, words: node.textContent ?? '' } : null;
};

const twinOf = (host: Element, place: Place | null): HTMLElement | null => {
  const twin = place ? nodeAt(host, place.path) : null;
  return twin instanceof HTMLElement && twin.tagName === place?.tag && twin.textContent === place.words
    ? twin
    : null;
};

export interface HeldInput {
  /** The swap: the focus and the tap held in `drawing` go to their twins in `host`. Call before the drawing goes. */
  settle(host: HTMLElement): void;
  /** Stops holding, nothing replayed (the parcel failed, or the area went). */
  stop(): void;
}

/**
 * Holds the last tap on a drawn button (one tap: a second on a toggle would undo the first) and tracks the
 * focus inside `drawing` until `settle`. Links are left alone: a drawn link is a real link.
 */
export function holdDrawnInput(drawing: HTMLElement): HeldInput {
  let tapped: Place | null = null;
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !drawing.contains(button)) return;
    // A drawn button has no handler of its own; a submit button's form must not submit natively.
    event.preventDefault();
    tapped = placeOf(drawing, button);
  };
  drawing.addEventListener('click', onClick, true);
  const stop = () => drawing.removeEventListener('click', onClick, true);
  return {
    stop,
    settle(host) {
      stop();
      const active = document.activeElement;
      const focused =
        active && active !== drawing && drawing.contains(active) ? placeOf(drawing, active) : null;
      // After the caller has shown the host: a hidden node takes no focus and no click.
      queueMicrotask(() => {
        twinOf(host, focused)?.focus({ preventScroll: true });
        const twin = twinOf(host, tapped);
        if (twin instanceof HTMLButtonElement && !twin.disabled) twin.click();
      });
    },
  };
}
