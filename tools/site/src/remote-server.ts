import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Remote, SiteConfig } from './site-config';
import { setCacheHeaders } from './static-headers';

/** One remote's production build on its own origin, as its team would deploy it. */
export async function startRemoteServer(config: SiteConfig, name: Remote): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(compress, { global: true, threshold: 1024 });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Timing-Allow-Origin', '*');
  });
  await app.register(fastifyStatic, {
    root: path.join(config.rootDir, `remote-${name}/dist`),
    setHeaders: setCacheHeaders,
    preCompressed: true,
  });
  await app.listen({ host: config.host, port: config.remotePorts[name] });
  return app;
}
