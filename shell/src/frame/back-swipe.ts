import { BACK_SWIPE_PX } from '@mobile/shared-contracts';
import { BACK_SWIPE_EDGE_SHARE } from './frame-constants';

export interface TouchPoint {
  x: number;
  y: number;
}

/**
 * SPEC page frame: a swipe of more than 100 px counts as back. It must start in the left part of the
 * screen, move right, and be mostly horizontal, so vertical scrolling never goes back.
 */
export function isBackSwipe(start: TouchPoint, end: TouchPoint, viewportWidth: number): boolean {
  const dx = end.x - start.x;
  const dy = Math.abs(end.y - start.y);
  return start.x <= viewportWidth * BACK_SWIPE_EDGE_SHARE && dx > BACK_SWIPE_PX && dy < dx;
}
