import { Readable } from 'node:stream';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { BUFFER_MAX_BYTES, bufferSmallStreams, COMPRESS_MIN_BYTES } from './compress-threshold';

const json = (bytes: number) => `{"a":"${'x'.repeat(bytes - 8)}"}`;

/** A route that streams `body`, as the proxy does, stating its length unless told not to. */
async function appStreaming(body: string, headers: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = Fastify();
  bufferSmallStreams(app);
  await app.register(compress, { global: true, threshold: COMPRESS_MIN_BYTES });
  app.get('/', (_request, reply) =>
    reply
      .type('application/json')
      .headers({ 'content-length': String(Buffer.byteLength(body)), ...headers })
      .send(Readable.from([Buffer.from(body)])),
  );
  return app;
}

const get = (app: FastifyInstance) => app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });

describe('bufferSmallStreams', () => {
  it('sends a streamed answer under the threshold as it is, with its length', async () => {
    const app = await appStreaming(json(200));
    const res = await get(app);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe('200');
    expect(res.body).toBe(json(200));
  });

  it('still compresses a streamed answer over the threshold', async () => {
    const app = await appStreaming(json(COMPRESS_MIN_BYTES * 4));
    const res = await get(app);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
  });

  it('leaves an already encoded stream and a very large one to stream', async () => {
    const encoded = await appStreaming(json(200), { 'content-encoding': 'gzip' });
    expect((await get(encoded)).headers['content-encoding']).toBe('gzip');
    const large = await appStreaming(json(BUFFER_MAX_BYTES + 1));
    const res = await get(large);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBeUndefined();
  });
});
