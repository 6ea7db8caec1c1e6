/** What holds the banners' autoplay: off screen, a finger on the strip, keyboard focus in it, the tab hidden. */
export type AutoplayHold = 'offscreen' | 'touch' | 'focus' | 'hidden';

export interface Autoplay {
  hold(reason: AutoplayHold): void;
  /** Lets go of one hold; once none is left, the next move comes a full delay later. */
  release(reason: AutoplayHold): void;
  /** Ends the autoplay: no move after this. */
  end(): void;
}

/**
 * Calls `advance` every `delayMs` while nothing holds it (decision 0581). A plain timer: the move itself is
 * the browser's smooth scroll, so nothing runs on the main thread between two moves.
 */
export function startAutoplay(
  delayMs: number,
  advance: () => void,
  view: Pick<Window, 'setTimeout' | 'clearTimeout'> = window,
): Autoplay {
  const holds = new Set<AutoplayHold>();
  let timer: number | undefined;
  let ended = false;
  const disarm = () => {
    if (timer !== undefined) view.clearTimeout(timer);
    timer = undefined;
  };
  const arm = () => {
    disarm();
    if (!ended && holds.size === 0) timer = view.setTimeout(tick, delayMs);
  };
  function tick() {
    timer = undefined;
    advance();
    arm();
  }
  arm();
  return {
    hold(reason) {
      holds.add(reason);
      disarm();
    },
    release(reason) {
      if (holds.delete(reason) && holds.size === 0) arm();
    },
    end() {
      ended = true;
      disarm();
    },
  };
}
