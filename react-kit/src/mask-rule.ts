import { TIMERS } from '@mobile/shared-contracts';

/** SPEC 4: the mask ignores clicks for 300 ms after opening (the opening tap must not close it). */
export function maskAcceptsClick(openedAtMs: number, nowMs: number): boolean {
  return nowMs - openedAtMs >= TIMERS.maskIgnoreClicks;
}
