import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';
import { traceOfRaw } from './request-trace';

type Method = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * A request's `request.log` whose pino child (request id bound, redaction set up) is only made when the
 * request logs something. Most requests never do (NotableLogController logs failures and slow answers
 * only), and making the child took a cached guest read ~3 % of its CPU. The level is the parent's until
 * the child exists, as a pino child's is.
 */
export class LazyChildLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | null = null;
  /** Bindings learnt during the request (its member), computed only if a line is ever written. */
  #later: (() => Bindings)[] = [];

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** The real child logger, made on first use. */
  get real(): FastifyBaseLogger {
    if (!this.#child) {
      const later = this.#later.map((make) => make());
      this.#child = this.parent.child(Object.assign({}, this.bindings, ...later), this.options);
    }
    return this.#child;
  }

  /** Adds bindings to every line from now on; `make` runs only when a line is written (or at once if one was). */
  bindLater(make: () => Bindings): void {
    // The child is always pino's (the parent is), which can take more bindings.
    if (this.#child)
      (this.#child as FastifyBaseLogger & { setBindings(b: Bindings): void }).setBindings(make());
    else this.#later.push(make);
  }

  get level(): FastifyBaseLogger['level'] {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: FastifyBaseLogger['level']) {
    this.real.level = level;
  }

  fatal(...args: unknown[]): void {
    this.log('fatal', args);
  }
  error(...args: unknown[]): void {
    this.log('error', args);
  }
  warn(...args: unknown[]): void {
    this.log('warn', args);
  }
  info(...args: unknown[]): void {
    this.log('info', args);
  }
  debug(...args: unknown[]): void {
    this.log('debug', args);
  }
  trace(...args: unknown[]): void {
    this.log('trace', args);
  }
  silent(...args: unknown[]): void {
    this.log('silent', args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }

  private log(method: Method, args: unknown[]): void {
    const real = this.real;
    (real[method] as (...forwarded: unknown[]) => void).apply(real, args);
  }
}

/** Fastify's `childLoggerFactory`: the request logger, made lazily, each line naming the request's trace. */
export function lazyChildLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
  raw?: IncomingMessage,
): FastifyBaseLogger {
  return new LazyChildLogger(
    logger,
    raw ? { ...bindings, trace: traceOfRaw(raw).traceId } : bindings,
    options,
  );
}
