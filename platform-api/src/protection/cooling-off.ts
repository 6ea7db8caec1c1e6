import { LIMIT_COOLING_OFF_MS } from '@mobile/shared-contracts';

/** One stored limit: the value in force and, maybe, a raise or removal waiting for its cooling-off. */
export interface LimitState {
  value: number | null;
  /** Set when a change waits: the value it will take (null = no limit) from `pendingFrom`. */
  pendingValue: number | null;
  pendingFrom: Date | null;
}

export const NO_LIMIT: LimitState = { value: null, pendingValue: null, pendingFrom: null };

/** The limit at `now`: a pending change whose cooling-off is over has become the value. */
export function effectiveLimit(state: LimitState, now: Date): LimitState {
  if (state.pendingFrom && state.pendingFrom.getTime() <= now.getTime())
    return { value: state.pendingValue, pendingValue: null, pendingFrom: null };
  return state;
}

const tighter = (next: number | null, current: number | null) =>
  next !== null && (current === null || next <= current);

/**
 * A player's change of a limit: a new or lower limit applies at once (and cancels a waiting raise);
 * a higher limit or a removal waits 24 hours. Asking again for the raise already waiting keeps its
 * date; asking for another raise starts the 24 hours again.
 */
export function changeLimit(state: LimitState, requested: number | null, now: Date): LimitState {
  const current = effectiveLimit(state, now);
  if (tighter(requested, current.value)) return { value: requested, pendingValue: null, pendingFrom: null };
  if (requested === current.value) return { ...current, pendingValue: null, pendingFrom: null };
  if (current.pendingFrom && current.pendingValue === requested) return current;
  return {
    value: current.value,
    pendingValue: requested,
    pendingFrom: new Date(now.getTime() + LIMIT_COOLING_OFF_MS),
  };
}
