/**
 * W3C Trace Context (https://www.w3.org/TR/trace-context/): one trace id from a player's tap to the ledger
 * row it wrote. The shell's API client sends `traceparent` on every call of one user action; platform-api
 * takes it (or starts one), logs it, answers it in `traceresponse` and keeps it on the ledger rows.
 */
export const TRACEPARENT_HEADER = 'traceparent';
/** Trace Context Level 2's answer header: the trace id the server used and its own span id. */
export const TRACERESPONSE_HEADER = 'traceresponse';

export interface TraceParent {
  /** 32 lowercase hex digits, not all zero. */
  traceId: string;
  /** 16 lowercase hex digits, not all zero: the caller's span. */
  parentId: string;
  /** Bit 0: sampled. */
  flags: number;
}

const VERSION_00 = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;
/** A later version keeps version 00's fields at the same places and may add more after a dash. */
const LATER_VERSION = /^([0-9a-e][0-9a-f]|f[0-9a-e])-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;
const ALL_ZERO = /^0+$/;

/** The header's fields, or null when it is missing or invalid (then the receiver starts a new trace). */
export function parseTraceparent(header: string | string[] | undefined | null): TraceParent | null {
  // Two traceparent headers make it invalid, as the recommendation says.
  if (typeof header !== 'string' || header.length > 512) return null;
  const value = header.trim();
  const match = VERSION_00.exec(value) ?? (value.startsWith('00-') ? null : LATER_VERSION.exec(value));
  if (!match) return null;
  const [traceId, parentId, flags] = match[0].startsWith('00-') ? match.slice(1, 4) : match.slice(2, 5);
  if (!traceId || !parentId || !flags || ALL_ZERO.test(traceId) || ALL_ZERO.test(parentId)) return null;
  return { traceId, parentId, flags: Number.parseInt(flags, 16) };
}

/** `00-<trace id>-<span id>-<flags>`. */
export function formatTraceparent(traceId: string, spanId: string, flags = 1): string {
  return `00-${traceId}-${spanId}-${flags.toString(16).padStart(2, '0')}`;
}

function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  // Never all zero (invalid): the chance is 2^-64 or less, the check is free.
  if (values.every((value) => value === 0)) values[bytes - 1] = 1;
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}

/** A new random trace id (16 bytes). */
export const newTraceId = (): string => randomHex(16);
/** A new random span id (8 bytes). */
export const newSpanId = (): string => randomHex(8);

/** A trace id as stored and shown (ledger rows, logs): 32 lowercase hex digits. */
export const TRACE_ID_PATTERN = /^[0-9a-f]{32}$/;
