import pino, { type DestinationStream, type Logger } from 'pino';

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
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
];

const SECRET_QUERY = /([?&](?:token|password|captcha)=)[^&#]*/gi;

/** Query strings may carry the session token (spec compatibility), so URLs are scrubbed too. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

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
