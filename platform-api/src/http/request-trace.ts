import { createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  formatTraceparent,
  newSpanId,
  newTraceId,
  parseTraceparent,
  TRACEPARENT_HEADER,
} from '@mobile/shared-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Bindings } from 'pino';
import type { LazyChildLogger } from './lazy-child-logger';

/** A request's place in its trace (W3C Trace Context): the caller's trace id, or one started here. */
export interface RequestTrace {
  /** 32 lowercase hex digits: logged on each of the request's lines and kept on the ledger rows it writes. */
  traceId: string;
  /** This request's own span (16 hex digits), answered in `traceresponse`. */
  spanId: string;
  /** The caller's span when it sent a valid `traceparent`, else null (the trace starts here). */
  parentId: string | null;
  flags: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's trace, from its `traceparent` header (an invalid one is ignored) or new. */
    readonly trace: RequestTrace;
  }
}

const TRACE = Symbol('request trace');
type TracedMessage = IncomingMessage & { [TRACE]?: RequestTrace };

/**
 * The trace of a raw request, read once: the request logger is made from the raw request before Fastify's
 * request exists (`childLoggerFactory`), and both must name the same trace.
 */
export function traceOfRaw(raw: IncomingMessage): RequestTrace {
  const message = raw as TracedMessage;
  let trace = message[TRACE];
  if (!trace) {
    const parent = parseTraceparent(raw.headers[TRACEPARENT_HEADER]);
    trace = {
      traceId: parent?.traceId ?? newTraceId(),
      spanId: newSpanId(),
      parentId: parent?.parentId ?? null,
      // Sampled unless the caller said otherwise: this site keeps every trace id (logs, ledger).
      flags: parent ? parent.flags : 1,
    };
    message[TRACE] = trace;
  }
  return trace;
}

/** `traceresponse`: the trace id used and this request's span, for the caller to match its call. */
export const traceresponseOf = (trace: RequestTrace): string =>
  formatTraceparent(trace.traceId, trace.spanId, trace.flags);

/** `request.trace`, read from the raw request on first use. */
export function installRequestTrace(app: FastifyInstance): void {
  app.decorateRequest('trace', {
    getter(this: FastifyRequest) {
      return traceOfRaw(this.raw);
    },
  });
}

/**
 * How a member appears in the logs: an HMAC of merchant and member id under the launch secret (16 hex
 * digits), never the id or the token. The same member gets the same value on every instance, so an
 * operator can follow one member's requests; `pnpm operator ledger` prints it beside the rows.
 */
export function memberLogId(secret: Buffer, merchantCode: string, memberId: number): string {
  return createHmac('sha256', secret)
    .update(`member-log\0${merchantCode}\0${memberId}`)
    .digest('hex')
    .slice(0, 16);
}

/** Adds the request's member (hashed) to each line the request logs from now on. */
export function logMember(
  request: FastifyRequest,
  secret: Buffer,
  merchantCode: string,
  memberId: number,
): void {
  const bindings = (): Bindings => ({ member: memberLogId(secret, merchantCode, memberId) });
  const log = request.log as Partial<Pick<LazyChildLogger, 'bindLater'>>;
  if (log.bindLater) log.bindLater(bindings);
  else request.log = request.log.child(bindings());
}
