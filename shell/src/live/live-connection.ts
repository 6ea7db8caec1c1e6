import { LIVE_SILENCE_MS, type LiveEvent, parseLiveEvent } from '@mobile/shared-contracts';
import { createParser } from 'eventsource-parser';

export interface LiveConnectionOptions {
  url: string;
  /** The headers of every call (merchant, Authorization), read at each (re)connect. */
  headers: () => Record<string, string>;
  onEvent: (event: LiveEvent) => void;
  /** True once bytes flow, false when the stream cannot open or falls silent (the caller's timers resume). */
  onHealth: (healthy: boolean) => void;
  /** A token the server no longer takes (401): the stream stops; the page's session has ended. */
  onRefused: () => void;
  fetch?: typeof fetch;
  silenceMs?: number;
  /** First wait before reconnecting; doubles up to `maxRetryMs` while it fails (the server's `retry:` sets it). */
  retryMs?: number;
  maxRetryMs?: number;
}

/**
 * The page's live stream, read with fetch (it carries the Authorization header; docs/decisions/0311) and
 * parsed by eventsource-parser. Reconnects with `Last-Event-ID`, so nothing is lost or doubled; a stream
 * silent for two heartbeats is dropped and opened again. Returns the function that stops it.
 */
export function connectLive(options: LiveConnectionOptions): () => void {
  const doFetch = options.fetch ?? fetch.bind(globalThis);
  const silenceMs = options.silenceMs ?? LIVE_SILENCE_MS;
  const maxRetryMs = options.maxRetryMs ?? 30_000;
  let retryMs = options.retryMs ?? 3_000;
  let stopped = false;
  let lastEventId: string | null = null;
  let controller: AbortController | null = null;
  let healthy = false;
  const health = (next: boolean) => {
    if (next === healthy) return;
    healthy = next;
    options.onHealth(next);
  };

  async function once(): Promise<'again' | 'refused'> {
    const abort = new AbortController();
    controller = abort;
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => abort.abort(), silenceMs);
    };
    try {
      arm();
      const headers = { ...options.headers(), accept: 'text/event-stream' };
      const res = await doFetch(options.url, {
        headers: lastEventId ? { ...headers, 'Last-Event-ID': lastEventId } : headers,
        signal: abort.signal,
        cache: 'no-store',
      });
      if (res.status === 401) return 'refused';
      if (!res.ok || !res.body) return 'again';
      const parser = createParser({
        onEvent: (message) => {
          if (message.id) lastEventId = message.id;
          const event = parseLiveEvent(message.event ?? 'message', message.data);
          if (event) options.onEvent(event);
        },
        onRetry: (ms) => {
          retryMs = ms;
        },
      });
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        arm();
        health(true);
        retryMs = options.retryMs ?? 3_000;
        parser.feed(read.value);
      }
      return 'again';
    } catch {
      return 'again';
    } finally {
      clearTimeout(watchdog);
    }
  }

  (async () => {
    let wait = retryMs;
    while (!stopped) {
      const outcome = await once();
      health(false);
      if (stopped) return;
      if (outcome === 'refused') {
        options.onRefused();
        return;
      }
      wait = healthy ? retryMs : Math.min(maxRetryMs, Math.max(wait, retryMs));
      await new Promise((resolve) => setTimeout(resolve, wait));
      wait = Math.min(maxRetryMs, wait * 2);
    }
  })();

  return () => {
    stopped = true;
    controller?.abort();
  };
}
