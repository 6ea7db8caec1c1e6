import type { ErrorCode } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { HashingBusyError } from '../security/hash-slots';
import { ApiError } from './api-error';
import { failure } from './envelope';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './unavailable';

interface Classified {
  status: number;
  code: ErrorCode;
  value: unknown;
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: 'NOT_LOGGED_IN',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  429: 'RATE_LIMITED',
};

/**
 * PostgreSQL's data errors (class 22: a number out of its column's range, text that is not a number or
 * a date, a string too long) come from the client's values, which the contract's schemas let through
 * but the column refuses: a bad request, never a 500. SQLite stores such values as they are.
 */
function isDataError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/** Maps anything thrown (ours, Fastify's, a plugin's, a bug) onto a catalogue code and status. */
export function classifyError(error: unknown): Classified {
  if (error instanceof ApiError) return { status: error.statusCode, code: error.code, value: error.value };
  if (isDatabaseUnavailable(error) || error instanceof HashingBusyError)
    return { status: 503, code: 'UPGRADING', value: null };
  if (isDataError(error)) return { status: 400, code: 'BAD_REQUEST', value: null };
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, code: CODE_BY_STATUS[status] ?? 'BAD_REQUEST', value: null };
  }
  return { status: 500, code: 'UNKNOWN', value: null };
}

/** One answer shape for every failure; stacks and raw messages go to the log only. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, code, value } = classifyError(error);
    if (status === 503) {
      request.log.warn({ req: request, err: error }, 'unavailable (database, or too many logins hashing)');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    } else if (status >= 500) request.log.error({ req: request, err: error }, 'request failed');
    // With no line per request (NotableLogController), a refusal names its method and (scrubbed) URL.
    else request.log.info({ req: request, status, code }, 'request rejected');
    return reply.code(status).header('cache-control', 'no-store').send(failure(code, value));
  });
  app.setNotFoundHandler((_request, reply) => {
    return reply.code(404).header('cache-control', 'no-store').send(failure('NOT_FOUND'));
  });
}
