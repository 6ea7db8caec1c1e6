import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createHomeFrame, HOME_FRAME_HEADERS, type HomeFrameOptions } from './home-frame';

/**
 * GET /m/home answered with the home frame drawn in the HTML (header, ticker bar, first banner, tab bar),
 * or with the plain index.html when it cannot be drawn. Used by the local gateway and by the frame service
 * that nginx asks in production (deploy/nginx/home-frame.conf).
 */
export function registerHomeFrame(app: FastifyInstance, options: HomeFrameOptions): void {
  const frame = createHomeFrame(options);
  app.get('/m/home', async (request, reply) => {
    const html =
      (await frame.html({
        host: request.headers.host,
        cookie: request.headers.cookie,
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      })) ?? fs.readFileSync(path.join(options.shellDir, 'index.html'), 'utf8');
    return reply.headers(HOME_FRAME_HEADERS).send(html);
  });
}
