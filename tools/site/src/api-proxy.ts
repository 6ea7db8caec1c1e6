import compress from '@fastify/compress';
import proxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { bufferSmallStreams, COMPRESS_MIN_BYTES } from './compress-threshold';
import { API_PREFIXES } from './gateway-hygiene';

/** Answers compressed as nginx does: small ones as they are; never `text/event-stream` (the plug-in's default). */
export async function installCompression(app: FastifyInstance): Promise<void> {
  bufferSmallStreams(app);
  await app.register(compress, { global: true, threshold: COMPRESS_MIN_BYTES });
}

/**
 * /wps, /lgw and /lotto to platform-api. Answers stream through as they arrive, so the live streams
 * (Server-Sent Events, issue 32) pass unbuffered; the 30 s socket timeout is twice the streams' heartbeat.
 */
export async function registerApiProxies(app: FastifyInstance, upstream: string): Promise<void> {
  for (const prefix of API_PREFIXES) {
    await app.register(proxy, {
      upstream,
      prefix,
      rewritePrefix: prefix,
      http: { requestOptions: { timeout: 30_000 } },
      // The API rate-limits and reports location per player, so it must see the player's address.
      replyOptions: {
        // Overwritten with the address this gateway saw, never appended: the client's own header is dropped.
        rewriteRequestHeaders: (request, headers) => ({
          ...headers,
          'x-forwarded-for': request.ip,
          'x-real-ip': request.ip,
        }),
      },
    });
  }
}
