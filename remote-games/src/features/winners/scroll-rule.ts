import { WINNERS_SCROLL_ABOVE } from '@mobile/shared-contracts';

/** SPEC: the winners board scrolls by itself only above 6 entries, and never for reduced motion. */
export function winnersAutoScroll(count: number, reducedMotion: boolean): boolean {
  return count > WINNERS_SCROLL_ABOVE && !reducedMotion;
}
