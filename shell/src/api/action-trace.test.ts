import { parseTraceparent } from '@mobile/shared-contracts';
import { createActionTrace } from './action-trace';

describe('createActionTrace', () => {
  it('keeps one trace id for every call of an action and starts a new one at the next tap or key', () => {
    const trace = createActionTrace(document);
    const first = parseTraceparent(trace.traceparent());
    const second = parseTraceparent(trace.traceparent());
    expect(first?.traceId).toBe(trace.traceId());
    expect(second?.traceId).toBe(first?.traceId);
    // Each call is a span of its own.
    expect(second?.parentId).not.toBe(first?.parentId);

    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    const afterTap = trace.traceId();
    expect(afterTap).not.toBe(first?.traceId);
    expect(parseTraceparent(trace.traceparent())?.traceId).toBe(afterTap);

    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(trace.traceId()).not.toBe(afterTap);

    trace.stop();
    const stopped = trace.traceId();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(trace.traceId()).toBe(stopped);
  });
});
