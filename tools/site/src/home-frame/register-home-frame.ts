import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createPagePreloads, pageRequestOf } from '../page-preloads/page-preloads';
import {
  createHomeFrame,
  type DrawnPage,
  HOME_FRAME_HEADERS,
  type HomeFrameOptions,
  MEMBER_PAGE_HEADERS,
} from './home-frame';
import { cachedManifest } from './merchant-manifest';

/**
 * GET /m/home and every other /m/ address that is not a built file, answered with the page's frame drawn
 * in the HTML (home: header, ticker bar, first banner, tab bar; a page of the page table: titled bar, tab
 * bar), or with the plain index.html when no frame is drawn. Used by the local gateway (its built files
 * are routes of their own, which win over the wildcard) and by the frame service that nginx asks in
 * production (deploy/nginx/home-frame.conf).
 */
export function registerHomeFrame(app: FastifyInstance, options: HomeFrameOptions): void {
  // The frame and the preloads read one manifest per merchant: one API call for both.
  const manifestOf = cachedManifest({ apiOrigin: options.apiOrigin });
  const frame = createHomeFrame(options, manifestOf);
  const answer = async (request: FastifyRequest): Promise<DrawnPage> =>
    (await frame.page({
      pathname: request.url.split(/[?#]/, 1)[0] ?? request.url,
      search: /\?[^#]*/.exec(request.url)?.[0] ?? '',
      host: request.headers.host,
      cookie: request.headers.cookie,
      userAgent: request.headers['user-agent'],
      ip: request.ip,
    })) ?? { html: fs.readFileSync(path.join(options.shellDir, 'index.html'), 'utf8'), membersOwn: false };
  // A page drawn with the member's own data is kept by no cache (decision 0642); any other, revalidated.
  const headersOf = (page: DrawnPage) => (page.membersOwn ? MEMBER_PAGE_HEADERS : HOME_FRAME_HEADERS);
  app.get('/m/home', async (request, reply) => {
    const page = await answer(request);
    return reply.headers(headersOf(page)).send(page.html);
  });
  // A page's HTML also preloads the files its page needs from its remote (decision 0461).
  const preloads = createPagePreloads({ manifestOf, apiOrigin: options.apiOrigin });
  app.get('/m/*', async (request, reply) => {
    const page = await answer(request);
    return reply.headers(headersOf(page)).send(await preloads.html(page.html, pageRequestOf(request)));
  });
}
