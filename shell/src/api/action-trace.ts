import { formatTraceparent, newSpanId, newTraceId } from '@mobile/shared-contracts';

/** What starts a player's action: a tap (or click) and a key press (Enter submits, a key types). */
const ACTION_EVENTS = ['pointerdown', 'keydown'] as const;

export interface ActionTrace {
  /** The trace id of the action under way (the page's load until the first tap or key). */
  traceId(): string;
  /** A `traceparent` for one call of that action: its trace id, and a span id of the call's own. */
  traceparent(): string;
  stop(): void;
}

/**
 * One W3C trace per user action: every call the action leads to (a tap on "Deposit" that validates,
 * creates the order and reloads the balance) carries the same trace id, so the API's log lines and the
 * ledger row it writes can be followed back to that tap. A new action starts at the next tap or key press;
 * the page's load is the first one. Listened to in the capture phase, before any handler makes its calls.
 */
export function createActionTrace(target: EventTarget = document): ActionTrace {
  let traceId = newTraceId();
  const begin = () => {
    traceId = newTraceId();
  };
  for (const type of ACTION_EVENTS) target.addEventListener(type, begin, { capture: true, passive: true });
  return {
    traceId: () => traceId,
    traceparent: () => formatTraceparent(traceId, newSpanId()),
    stop() {
      for (const type of ACTION_EVENTS) target.removeEventListener(type, begin, { capture: true });
    },
  };
}
