import { AVATAR_IDS } from '@mobile/shared-contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../http/api-error';
import { PAYMENT_PARTNERS } from '../merchants/default-settings';
import { bitmapIcons } from './bitmap-icons';
import { avatarSvg, bannerSvg, iconSvg, paymentSvg } from './svg';

/** Every drawn image is the same for a day: a game's, a banner's, a badge's, an avatar's. */
const IMAGE_CACHE = 'public, max-age=86400';

const FILE = /^(\d{1,9})\.svg$/;
/** A game icon: WebP (what `iconPath` hands out), or SVG for an address handed out before (decision 0741). */
const ICON_FILE = /^(\d{1,9})\.(webp|svg)$/;

function idOf(file: string, pattern = FILE): number {
  const match = pattern.exec(file);
  if (!match) throw notFound();
  return Number(match[1]);
}

function sendSvg(reply: FastifyReply, svg: string) {
  return (
    reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', IMAGE_CACHE)
      // An SVG opened on its own is a document; it must never run anything.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg)
  );
}

/** Game icons, banner images, payment badges and the site's avatars, drawn from what they belong to. */
export function registerStaticRoutes(app: FastifyInstance): void {
  const icons = bitmapIcons(iconSvg);
  // A game list shows 25 icons at a time, so images get their own, larger budget.
  const config = {
    rateLimit: { max: app.deps.rateLimitMax * 10, scope: 'static-images' },
  };
  app.get<{ Params: { file: string } }>('/wps/static/icons/:file', { config }, async (request, reply) => {
    const id = idOf(request.params.file, ICON_FILE);
    const game = await app.deps.db.selectFrom('games').select('id').where('id', '=', id).executeTakeFirst();
    if (!game) throw notFound();
    if (request.params.file.endsWith('.svg')) return sendSvg(reply, iconSvg(id));
    return reply
      .type('image/webp')
      .header('cache-control', IMAGE_CACHE)
      .send(await icons(id));
  });

  app.get<{ Params: { file: string } }>('/wps/static/banners/:file', { config }, async (request, reply) => {
    const id = idOf(request.params.file);
    const banner = await app.deps.db
      .selectFrom('announcements')
      .select('title')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!banner) throw notFound();
    return sendSvg(reply, bannerSvg(id, banner.title));
  });

  app.get<{ Params: { file: string } }>('/wps/static/payments/:file', { config }, async (request, reply) => {
    const code = /^([A-Z0-9_]{1,20})\.svg$/.exec(request.params.file)?.[1];
    const name = code && Object.hasOwn(PAYMENT_PARTNERS, code) ? PAYMENT_PARTNERS[code] : undefined;
    if (!code || !name) throw notFound();
    return sendSvg(reply, paymentSvg(code, name));
  });

  app.get<{ Params: { file: string } }>('/wps/static/avatars/:file', { config }, async (request, reply) => {
    const id = idOf(request.params.file);
    if (!AVATAR_IDS.some((avatar) => avatar === id)) throw notFound();
    return sendSvg(reply, avatarSvg(id));
  });
}
