import type { AddressInfo } from 'node:net';
import proxy from '@fastify/http-proxy';
import { DEFAULT_BODY_LIMIT_BYTES } from '@mobile/shared-contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  bodyLimitOf,
  gatewayFailureCode,
  installGatewayHygiene,
  isApiPath,
  isDrawRead,
} from './gateway-hygiene';

const origin = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** A stand-in for platform-api: its default body limit, an echo and an internal failure. */
async function startApi(): Promise<FastifyInstance> {
  const api = Fastify({ bodyLimit: DEFAULT_BODY_LIMIT_BYTES });
  api.post('/wps/echo', async (request) => ({
    success: true,
    code: 'OK',
    message: null,
    value: request.body,
  }));
  api.get('/wps/draw/member-home', async () => ({
    success: true,
    code: 'OK',
    message: null,
    value: 'drawn',
  }));
  await api.listen({ host: '127.0.0.1', port: 0 });
  return api;
}

/** The local gateway's proxy set-up (gateway.ts) in front of `upstream`. */
async function startGateway(upstream: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  installGatewayHygiene(app);
  for (const prefix of ['/wps', '/lgw', '/lotto'])
    await app.register(proxy, { upstream, prefix, rewritePrefix: prefix });
  app.get('/m/app.js', (_request, reply) => reply.type('application/javascript').send('1'));
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

describe('the local gateway answers as the production nginx does', () => {
  let api: FastifyInstance;
  let gateway: FastifyInstance;
  beforeAll(async () => {
    api = await startApi();
    gateway = await startGateway(origin(api));
  });
  afterAll(async () => {
    await gateway?.close();
    await api?.close();
  });

  it('passes a body within the limit on', async () => {
    const res = await fetch(`${origin(gateway)}/wps/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 'x'.repeat(1000) }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers a 3 MB body 413 in the envelope, naming nothing of its internals', async () => {
    const res = await fetch(`${origin(gateway)}/wps/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.json()).toEqual({ success: false, code: 'BAD_REQUEST', message: null, value: null });
  });

  it('never passes a draw read on: the frame service calls the API itself (0641)', async () => {
    for (const path of ['/wps/draw/member-home', '/wps/DRAW/member-home', '/wps/%64raw/member-home?x=1']) {
      const res = await fetch(`${origin(gateway)}${path}`, { headers: { 'x-draw-token': 'a'.repeat(43) } });
      expect([path, res.status]).toEqual([path, 404]);
      expect(await res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: null, value: null });
    }
    expect(isDrawRead('/wps/drawings')).toBe(false);
    expect(isDrawRead('/wps/draw')).toBe(false);
  });

  it('answers the API down with the envelope the shell reads as unreachable', async () => {
    const down = await startGateway('http://127.0.0.1:9');
    try {
      for (const path of ['/wps/system/status', '/lgw/x', '/lotto/x']) {
        const res = await fetch(`${origin(down)}${path}`);
        expect(res.status).toBeGreaterThanOrEqual(502);
        expect(res.status).toBeLessThanOrEqual(504);
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(await res.json()).toEqual({ success: false, code: 'NETWORK', message: null, value: null });
      }
    } finally {
      await down.close();
    }
  });

  it('sends nosniff with static files and 404s', async () => {
    for (const path of ['/m/app.js', '/nowhere']) {
      const res = await fetch(`${origin(gateway)}${path}`);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});

describe('gateway hygiene helpers', () => {
  it('tells API paths from the rest', () => {
    expect(['/wps/a', '/lgw/b?x=1', '/lotto/c', '/wps?x'].every(isApiPath)).toBe(true);
    expect(['/m/wps', '/wpsx', '/', '/m/'].some(isApiPath)).toBe(false);
  });

  it("takes a call's own body limit, else the API's default", () => {
    expect(bodyLimitOf('/wps/deposit/manual?x=1')).toBe(24 * 1024 * 1024);
    expect(bodyLimitOf('/wps/session/login')).toBe(DEFAULT_BODY_LIMIT_BYTES);
  });

  it('maps statuses to catalogue codes', () => {
    expect([413, 404, 429, 502, 503, 504, 500].map(gatewayFailureCode)).toEqual([
      'BAD_REQUEST',
      'NOT_FOUND',
      'RATE_LIMITED',
      'NETWORK',
      'NETWORK',
      'NETWORK',
      'UNKNOWN',
    ]);
  });
});
