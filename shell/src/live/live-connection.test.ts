/**
 * @jest-environment node
 */
import type { LiveEvent } from '@mobile/shared-contracts';
import { connectLive } from './live-connection';

/** A fetch whose each call answers the next script: a status, the chunks to send, then close or stay open. */
function scriptedFetch(answers: { status?: number; chunks?: string[]; stayOpen?: boolean }[]) {
  const calls: { headers: Record<string, string> }[] = [];
  const fake = (async (_url: string, init: RequestInit) => {
    calls.push({ headers: init.headers as Record<string, string> });
    const answer = answers.shift() ?? { status: 503 };
    if (answer.status && answer.status !== 200) return new Response(null, { status: answer.status });
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of answer.chunks ?? []) controller.enqueue(encoder.encode(chunk));
        if (!answer.stayOpen) controller.close();
        init.signal?.addEventListener('abort', () => controller.error(new Error('aborted')));
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  }) as unknown as typeof fetch;
  return { fake, calls };
}

const until = async (check: () => boolean, ms = 2_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('connectLive', () => {
  it('hands over typed events, split across chunks, and resumes with Last-Event-ID after a drop', async () => {
    const { fake, calls } = scriptedFetch([
      {
        chunks: [
          ': ok\n\nid: e-1\nevent: bal',
          'ance\ndata: {"wallet":{"currencySymbol":"₱","sumBalance":12}}\n\n',
        ],
      },
      { chunks: ['id: e-2\nevent: unread\ndata: {}\n\nevent: unknown\ndata: {}\n\n'], stayOpen: true },
    ]);
    const events: LiveEvent[] = [];
    const health: boolean[] = [];
    const stop = connectLive({
      url: '/wps/live/stream',
      headers: () => ({ Authorization: 'Bearer t' }),
      onEvent: (event) => events.push(event),
      onHealth: (healthy) => health.push(healthy),
      onRefused: () => {},
      fetch: fake,
      retryMs: 10,
    });
    await until(() => events.length === 2);
    stop();
    expect(events).toEqual([
      { type: 'balance', wallet: { currencySymbol: '₱', sumBalance: 12 } },
      { type: 'unread' },
    ]);
    expect(calls[0]?.headers.Authorization).toBe('Bearer t');
    expect(calls[0]?.headers['Last-Event-ID']).toBeUndefined();
    expect(calls[1]?.headers['Last-Event-ID']).toBe('e-1');
    expect(health).toEqual([true, false, true]);
  });

  it('drops a stream silent past its limit and opens it again; unhealthy while it cannot open', async () => {
    const { fake, calls } = scriptedFetch([
      { chunks: [': ok\n\n'], stayOpen: true },
      { status: 503 },
      { stayOpen: true },
    ]);
    const health: boolean[] = [];
    const stop = connectLive({
      url: '/s',
      headers: () => ({}),
      onEvent: () => {},
      onHealth: (healthy) => health.push(healthy),
      onRefused: () => {},
      fetch: fake,
      silenceMs: 50,
      retryMs: 10,
    });
    await until(() => calls.length >= 3);
    stop();
    expect(health).toEqual([true, false]);
  });

  it('stops at a 401 and says so: the session ended elsewhere', async () => {
    const { fake, calls } = scriptedFetch([{ status: 401 }]);
    let refused = 0;
    connectLive({
      url: '/s',
      headers: () => ({}),
      onEvent: () => {},
      onHealth: () => {},
      onRefused: () => refused++,
      fetch: fake,
      retryMs: 10,
    });
    await until(() => refused === 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(1);
  });
});
