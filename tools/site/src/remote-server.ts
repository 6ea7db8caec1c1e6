import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { bufferSmallStreams, COMPRESS_MIN_BYTES } from './compress-threshold';
import { NEVER_SERVED_GLOBS } from './never-served';
import type { Remote, SiteConfig } from './site-config';
import { setCacheHeaders } from './static-headers';

/** One remote's production build on its own origin, as its team would deploy it. */
export async function startRemoteServer(config: SiteConfig, name: Remote): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  bufferSmallStreams(app);
  await app.register(compress, { global: true, threshold: COMPRESS_MIN_BYTES });
  // Set as the request arrives, in a callback hook: no onSend hook of its own on every file served.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Timing-Allow-Origin', '*');
    reply.header('X-Content-Type-Options', 'nosniff');
    done();
  });
  await app.register(fastifyStatic, {
    root: path.join(config.rootDir, `remote-${name}/dist`),
    setHeaders: setCacheHeaders,
    preCompressed: true,
    // A route per built file, made at start (see the gateway): no folder listing on every request.
    wildcard: false,
    globIgnore: NEVER_SERVED_GLOBS,
  });
  await app.listen({ host: config.host, port: config.remotePorts[name] });
  return app;
}
