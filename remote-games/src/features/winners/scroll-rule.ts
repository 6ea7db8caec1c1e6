import { WINNERS_SCROLL_ABOVE } from '@mobile/shared-contracts';

/** SPEC: the winners board scrolls by itself only above 6 entries, and never for reduced motion. */
export function winnersAutoScroll(count: number, reducedMotion: boolean): boolean {
  return count > WINNERS_SCROLL_ABOVE && !reducedMotion;
}

/** Next scroll offset of the board: one row further, or back to the top once the end is shown. */
export function nextScrollTop(scrollTop: number, rowHeight: number, maxScrollTop: number): number {
  // Browsers report fractional offsets; within a pixel of the end counts as the end.
  return scrollTop >= maxScrollTop - 1 ? 0 : Math.min(scrollTop + rowHeight, maxScrollTop);
}
