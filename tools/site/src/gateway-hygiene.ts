import { STATUS_CODES } from 'node:http';
import { DEFAULT_BODY_LIMIT_BYTES, DRAW_READS, ENDPOINTS, type ErrorCode } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';

/** Paths the gateway passes to platform-api. */
export const API_PREFIXES = ['/wps', '/lgw', '/lotto'] as const;

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some(
    (prefix) => url.startsWith(`${prefix}/`) || url === prefix || url.startsWith(`${prefix}?`),
  );
}

const DRAW_READ_PREFIX = `${DRAW_READS.memberHome.slice(0, DRAW_READS.memberHome.lastIndexOf('/'))}/`;

/** A draw read (`/wps/draw/...`, docs/decisions/0641): refused at the player-facing origin, as nginx does. */
export function isDrawRead(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  try {
    return decodeURI(path).toLowerCase().startsWith(DRAW_READ_PREFIX);
  } catch {
    // A malformed escape is no page's call: refused rather than passed on unread.
    return true;
  }
}

/** The calls that read more than the API's default body (receipt uploads), by path. */
const OWN_BODY_LIMITS = new Map(
  Object.values(ENDPOINTS).flatMap((endpoint) =>
    endpoint.bodyLimitBytes ? [[endpoint.path, endpoint.bodyLimitBytes] as const] : [],
  ),
);

/** The body size the API reads at this URL, as nginx's client_max_body_size (deploy/nginx/gateway.conf). */
export function bodyLimitOf(url: string): number {
  return OWN_BODY_LIMITS.get(url.split('?', 1)[0] ?? '') ?? DEFAULT_BODY_LIMIT_BYTES;
}

/** The envelope code of a failure the gateway answers itself; a 502-504 reads as "API unreachable". */
export function gatewayFailureCode(status: number): ErrorCode {
  if (status >= 502 && status <= 504) return 'NETWORK';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 400 && status < 500) return 'BAD_REQUEST';
  return 'UNKNOWN';
}

const failure = (code: ErrorCode) => ({ success: false, code, message: null, value: null });

function statusOf(error: unknown): number {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/**
 * What the production nginx does at the player-facing origin, done by the local gateway (issue 26,
 * finding 18): `nosniff` on every answer; a body larger than the API reads answered 413 before it is
 * sent on (the API would cut the connection mid-upload, and the proxy answered that with a 500 naming
 * its error); the gateway's own failures (API down: 502/503/504) in the platform's envelope for the API
 * paths, plain status text elsewhere, never an error's message or code. Install before the proxy.
 */
export function installGatewayHygiene(app: FastifyInstance): void {
  // A callback hook set as the request arrives: every answer keeps it, refusals and errors included.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!isApiPath(request.url)) return done();
    // The draw reads are the frame service's, which calls the API directly: never the player's (0641).
    if (isDrawRead(request.url))
      return void reply.code(404).header('cache-control', 'no-store').send(failure('NOT_FOUND'));
    const length = Number(request.headers['content-length']);
    if (!Number.isFinite(length) || length <= bodyLimitOf(request.url)) return done();
    // The body is not read: the connection closes after the answer.
    reply
      .code(413)
      .header('cache-control', 'no-store')
      .header('connection', 'close')
      .send(failure('BAD_REQUEST'));
  });
  app.setErrorHandler((error, request, reply) => {
    let status = statusOf(error);
    reply.header('cache-control', 'no-store');
    if (!isApiPath(request.url))
      return reply
        .code(status)
        .type('text/plain; charset=utf-8')
        .send(STATUS_CODES[status] ?? 'Error');
    // On an API path only the proxy fails here: the API's answer was not had (refused, reset, cut off).
    if (status === 500) status = 502;
    return reply.code(status).send(failure(gatewayFailureCode(status)));
  });
}
