import {
  formatTraceparent,
  newSpanId,
  newTraceId,
  parseTraceparent,
  TRACE_ID_PATTERN,
} from './trace-context';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT = '00f067aa0ba902b7';

describe('traceparent', () => {
  it('reads version 00 and later versions', () => {
    expect(parseTraceparent(`00-${TRACE}-${PARENT}-01`)).toEqual({
      traceId: TRACE,
      parentId: PARENT,
      flags: 1,
    });
    expect(parseTraceparent(` 00-${TRACE}-${PARENT}-00 `)).toEqual({
      traceId: TRACE,
      parentId: PARENT,
      flags: 0,
    });
    // A later version may add fields after a dash; version 00's stay where they are.
    expect(parseTraceparent(`cc-${TRACE}-${PARENT}-01-what-the-future-holds`)).toEqual({
      traceId: TRACE,
      parentId: PARENT,
      flags: 1,
    });
  });

  it('ignores an invalid header, so the receiver starts a trace of its own', () => {
    for (const bad of [
      undefined,
      null,
      '',
      [`00-${TRACE}-${PARENT}-01`, `00-${TRACE}-${PARENT}-01`],
      `00-${TRACE.toUpperCase()}-${PARENT}-01`,
      `00-${'0'.repeat(32)}-${PARENT}-01`,
      `00-${TRACE}-${'0'.repeat(16)}-01`,
      `ff-${TRACE}-${PARENT}-01`,
      `00-${TRACE}-${PARENT}-01-extra`,
      `00-${TRACE.slice(1)}-${PARENT}-01`,
      `00-${TRACE}-${PARENT}`,
      `0-${TRACE}-${PARENT}-01`,
      `00-${TRACE}-${PARENT}-1g`,
      `00_${TRACE}_${PARENT}_01`,
      `00-${TRACE}-${PARENT}-01${'x'.repeat(600)}`,
    ])
      expect(parseTraceparent(bad)).toBeNull();
  });

  it('writes what it reads, with new random ids', () => {
    const traceId = newTraceId();
    const spanId = newSpanId();
    expect(traceId).toMatch(TRACE_ID_PATTERN);
    expect(spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(newTraceId()).not.toBe(traceId);
    const header = formatTraceparent(traceId, spanId);
    expect(header).toBe(`00-${traceId}-${spanId}-01`);
    expect(parseTraceparent(header)).toEqual({ traceId, parentId: spanId, flags: 1 });
    expect(formatTraceparent(traceId, spanId, 0)).toMatch(/-00$/);
  });
});
