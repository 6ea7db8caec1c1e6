import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { installCompression, registerApiProxies } from './api-proxy';
import { installGatewayHygiene } from './gateway-hygiene';

const origin = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** A stand-in for platform-api's live stream: the opening comment at once, an event only when told. */
async function startApi(): Promise<{ api: FastifyInstance; send: (chunk: string) => void }> {
  const api = Fastify();
  const open = new Set<(chunk: string) => void>();
  api.get('/wps/live/stream', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'x-accel-buffering': 'no',
    });
    reply.raw.write(': ok\n\n');
    const write = (chunk: string) => reply.raw.write(chunk);
    open.add(write);
    reply.raw.on('close', () => open.delete(write));
  });
  await api.listen({ host: '127.0.0.1', port: 0 });
  return {
    api,
    send: (chunk) => {
      for (const write of open) write(chunk);
    },
  };
}

it('the local gateway passes the live stream through as each event arrives, uncompressed', async () => {
  const { api, send } = await startApi();
  const gateway = Fastify({ logger: false });
  installGatewayHygiene(gateway);
  await installCompression(gateway);
  await registerApiProxies(gateway, origin(api));
  await gateway.listen({ host: '127.0.0.1', port: 0 });
  const controller = new AbortController();
  try {
    const res = await fetch(`${origin(gateway)}/wps/live/stream`, {
      headers: { 'accept-encoding': 'gzip, br' },
      signal: controller.signal,
    });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('content-encoding')).toBeNull();
    const reader = res.body?.pipeThrough(new TextDecoderStream()).getReader();
    if (!reader) throw new Error('no body');
    expect((await reader.read()).value).toBe(': ok\n\n');
    // The stream stays open: an event written later arrives on its own, not when the stream ends.
    send('id: a-1\nevent: status\ndata: {}\n\n');
    expect((await reader.read()).value).toBe('id: a-1\nevent: status\ndata: {}\n\n');
  } finally {
    controller.abort();
    await gateway.close();
    await api.close();
  }
});
