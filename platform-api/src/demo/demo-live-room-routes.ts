import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** The demo's live rooms all play this six-second test picture (VP8 WebM, made with ffmpeg's testsrc2). */
export const DEMO_STREAM_PATH = '/wps/demo/live/room.webm';
const VIDEO_FILE = path.join(__dirname, 'media', 'live-room.webm');

/** The demo profile's stand-in for a streaming provider: one short looping video on the API's origin. */
export function registerDemoLiveRoomRoutes(app: FastifyInstance): void {
  let video: Promise<Buffer> | null = null;
  app.get(DEMO_STREAM_PATH, async (_request, reply) => {
    video ??= readFile(VIDEO_FILE);
    return reply
      .type('video/webm')
      .header('cache-control', 'public, max-age=86400')
      .send(await video);
  });
}
