import { LIVE_STREAM_PATH, type LiveEvent, parseLiveEvent } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';

/** One SSE message as the browser's parser would see it. */
export interface Received {
  id: string | null;
  event: LiveEvent;
}

/** A stream opened like the shell opens it (fetch, Authorization header), read message by message. */
export interface OpenStream {
  status: number;
  /** Events received so far, in order. */
  events: Received[];
  /** Comment lines received (the opening one, heartbeats). */
  comments: string[];
  /** Resolves with the first event (after those already taken) that matches, or rejects after `ms`. */
  next(match?: (event: LiveEvent) => boolean, ms?: number): Promise<Received>;
  /** Waits `ms` and returns the events received in that time. */
  quietFor(ms: number): Promise<Received[]>;
  /** True once the server ended the stream. */
  ended(): boolean;
  close(): void;
}

/** The address of `app`, listening on a free loopback port (the stream needs a real socket, not inject). */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return address;
}

export async function openStream(
  base: string,
  options: { token?: string; lastEventId?: string; merchant?: string; query?: string; path?: string } = {},
): Promise<OpenStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = { 'x-merchant-code': options.merchant ?? 'demo' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  const res = await fetch(`${base}${options.path ?? LIVE_STREAM_PATH}${options.query ?? ''}`, {
    headers,
    signal: controller.signal,
  });
  const events: Received[] = [];
  const comments: string[] = [];
  let taken = 0;
  let done = false;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  if (res.ok && res.body) void pump(res.body);

  async function pump(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder();
    let buffered = '';
    const reader = body.getReader();
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        buffered += decoder.decode(read.value, { stream: true });
        let end = buffered.indexOf('\n\n');
        while (end >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          end = buffered.indexOf('\n\n');
          let id: string | null = null;
          let type = 'message';
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('id: ')) id = line.slice(4);
            else if (line.startsWith('event: ')) type = line.slice(7);
            else if (line.startsWith('data: ')) data = line.slice(6);
          }
          const event = data ? parseLiveEvent(type, data) : null;
          if (event) events.push({ id, event });
          wake();
        }
      }
    } catch {
      // Aborted by close().
    }
    done = true;
    wake();
  }

  return {
    status: res.status,
    events,
    comments,
    next(match = () => true, ms = 5_000) {
      return new Promise((resolve, reject) => {
        const look = () => {
          while (taken < events.length) {
            const received = events[taken++] as Received;
            if (match(received.event)) {
              cleanup();
              resolve(received);
              return;
            }
          }
          if (done) {
            cleanup();
            reject(new Error('stream ended'));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events)}`));
        }, ms);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(look);
        };
        waiters.add(look);
        look();
      });
    },
    async quietFor(ms) {
      const from = events.length;
      await new Promise((resolve) => setTimeout(resolve, ms));
      return events.slice(from);
    },
    ended: () => done,
    close: () => controller.abort(),
  };
}
