import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { installCompression, registerApiProxies } from './api-proxy';
import { registerBenchFloor } from './bench-floor';
import { installGatewayHygiene } from './gateway-hygiene';
import { registerHomeFrame } from './home-frame/register-home-frame';
import { NEVER_SERVED_GLOBS } from './never-served';
import { registerPageSecurityHeaders } from './page-security-headers';
import type { SiteConfig } from './site-config';
import { setCacheHeaders } from './static-headers';

export interface GatewayControls {
  stopRemote(name: string): Promise<boolean>;
  startRemote(name: string): Promise<boolean>;
}

/**
 * The one origin players open, as behind the real gateway: the shell under /m (every /m/ address that is no
 * built file gets its page's frame drawn, or index.html, so deep links work: registerHomeFrame) and /wps,
 * /lgw, /lotto proxied to platform-api.
 */
export async function startGateway(config: SiteConfig, controls: GatewayControls): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, trustProxy: false });
  const shellDir = path.join(config.rootDir, 'shell/dist');
  const indexHtml = () => fs.readFileSync(path.join(shellDir, 'index.html'));
  installGatewayHygiene(app);
  registerPageSecurityHeaders(app, { apiOrigin: `http://${config.host}:${config.apiPort}` });
  await installCompression(app);
  await registerApiProxies(app, `http://${config.host}:${config.apiPort}`);
  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/m/',
    setHeaders: setCacheHeaders,
    preCompressed: true,
    index: false,
    // One route per built file, made at start: a wildcard route lists the folder on every request to
    // check the path's spelling (a readdir of ~150 names per file asked for). index.html is the shell's.
    wildcard: false,
    globIgnore: ['index.html', ...NEVER_SERVED_GLOBS],
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
