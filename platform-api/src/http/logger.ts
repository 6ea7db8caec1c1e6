import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import { redactUrl } from './redact-url';

/** Query strings may carry the session token (spec compatibility), so URLs are scrubbed too. */
export { redactUrl };

/** Anything secret that may show up in a logged object, at the top level or one level down. */
const SECRET_KEYS = [
  'token',
  'password',
  'oldPassword',
  'newPassword',
  'confirmPassword',
  'paymentPassword',
  'captcha',
];
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  // The draw-only token (docs/decisions/0641), which the frame service sends in its own header.
  'req.headers["x-draw-token"]',
  'headers["x-draw-token"]',
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
];

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: {
        req: (req: LoggedRequest) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      },
    },
    destination,
  );
}

/** An answer slower than this is logged even when it succeeded. */
export const SLOW_RESPONSE_MS = 1_000;

/**
 * Fastify's per-request log lines without their cost on every hot read (two lines per request took a
 * third of a cached read's time): nothing when a request comes in (unless the level is `debug`, for
 * tracing); when it ends, only a server error, a failed response or a slow answer, with its method,
 * scrubbed URL, status and time. Refusals are logged by the error handler already; the access log is the
 * gateway's (nginx) job.
 */
export class NotableLogController extends LogController {
  constructor(private readonly slowMs = SLOW_RESPONSE_MS) {
    super();
  }

  override incomingRequest(request: FastifyRequest): void {
    const { level } = request.log;
    if (level === 'debug' || level === 'trace') request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const ms = reply.elapsedTime;
    if (!error && reply.statusCode < 500 && ms < this.slowMs) return;
    const line = {
      req: request,
      status: reply.statusCode,
      ms: Math.round(ms),
      ...(error ? { err: error } : {}),
    };
    request.log.warn(line, error || reply.statusCode >= 500 ? 'request failed' : 'slow request');
  }
}
