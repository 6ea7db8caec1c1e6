import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerBenchFloor } from './bench-floor';
import { registerHomeFrame } from './home-frame/register-home-frame';
import { pageHeaders } from './page-security-headers';
import type { SiteConfig } from './site-config';
import { setCacheHeaders } from './static-headers';

export interface GatewayControls {
  stopRemote(name: string): Promise<boolean>;
  startRemote(name: string): Promise<boolean>;
}

/**
 * The one origin players open, as behind the real gateway: the shell under /m (every unknown path gets
 * index.html so deep links work) and /wps, /lgw, /lotto proxied to platform-api.
 */
export async function startGateway(config: SiteConfig, controls: GatewayControls): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, trustProxy: false });
  const shellDir = path.join(config.rootDir, 'shell/dist');
  const indexHtml = () => fs.readFileSync(path.join(shellDir, 'index.html'));
  // Every HTML answer (the shell, the server-drawn home frame) gets the page's security headers; added
  // before compression so the HTML is still text here and its inline <style> can be allowed by hash.
  const headersFor = pageHeaders({ apiOrigin: `http://${config.host}:${config.apiPort}` });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    // Only the shell's pages: the API's own pages (the demo vendor and lottery, framed by the shell) send
    // their own policy, and the shell's `frame-ancestors 'none'` would refuse them their frame.
    const path = request.url.split('?', 1)[0] ?? '';
    if (!(path === '/' || path === '/m' || path.startsWith('/m/'))) return payload;
    const html = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : '';
    reply.headers(await headersFor(request.hostname, html));
    return payload;
  });
  await app.register(compress, { global: true, threshold: 1024 });
  for (const prefix of ['/wps', '/lgw', '/lotto']) {
    await app.register(proxy, {
      upstream: `http://${config.host}:${config.apiPort}`,
      prefix,
      rewritePrefix: prefix,
      http: { requestOptions: { timeout: 30_000 } },
      // The API rate-limits and reports location per player, so it must see the player's address.
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }),
      },
    });
  }
  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/m/',
    setHeaders: setCacheHeaders,
    preCompressed: true,
    index: false,
    wildcard: true,
  });
  registerHomeFrame(app, {
    rootDir: config.rootDir,
    shellDir,
    apiOrigin: `http://${config.host}:${config.apiPort}`,
  });
  const sendShell = (_request: unknown, reply: import('fastify').FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml());
  // Home paths (SPEC 2). '/m/' is a folder to the static plug-in, which answers a folder with 403.
  for (const home of ['/', '/m', '/m/', '/m/index.html']) app.get(home, sendShell);
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && (request.url === '/' || request.url.startsWith('/m')))
      return sendShell(request, reply);
    return reply.code(404).send({ success: false, code: 'NOT_FOUND', message: null, value: null });
  });
  if (config.testControl) {
    registerBenchFloor(app, config);
    app.post<{ Params: { name: string; action: string } }>(
      '/__site/remotes/:name/:action',
      async (request, reply) => {
        const { name, action } = request.params;
        const done =
          action === 'stop'
            ? await controls.stopRemote(name)
            : action === 'start'
              ? await controls.startRemote(name)
              : false;
        return reply.code(done ? 200 : 400).send({ ok: done });
      },
    );
  }
  await app.listen({ host: config.host, port: config.gatewayPort });
  return app;
}
