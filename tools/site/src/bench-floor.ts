import type { FastifyInstance } from 'fastify';
import type { SiteConfig } from './site-config';

const BANNERS_PATH = '/wps/relay/MCSFE_getListAnnouncements?types=B&groupName=m_home';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The bench's floor (issue 11): a static page with just a header and the merchant's first home banner, no
 * JavaScript, served by this same gateway. Lighthouse measures it in every bench run beside /m/home, so the
 * ratio LCP(home) / LCP(floor) survives a noisy machine. Test control only.
 */
export function registerBenchFloor(app: FastifyInstance, config: SiteConfig): void {
  app.get<{ Querystring: { merchant?: string } }>('/__site/floor', async (request, reply) => {
    const merchant = /^[A-Za-z0-9_-]{1,32}$/.test(request.query.merchant ?? '')
      ? (request.query.merchant as string)
      : 'demo';
    const response = await fetch(`http://${config.host}:${config.apiPort}${BANNERS_PATH}`, {
      headers: { 'X-Merchant-Code': merchant },
    });
    const body = (await response.json()) as { value?: { content?: { url?: string; title?: string }[] } };
    const first = body.value?.content?.find((b) => b.url?.startsWith('/'));
    const image = first?.url ? escapeHtml(first.url) : '';
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title>
<style>body{margin:0;font-family:system-ui,sans-serif}header{height:48px;background:#0b3d91;color:#fff;display:flex;align-items:center;padding:0 12px}
img{display:block;width:100%;height:auto;aspect-ratio:5/2}</style></head><body>
<header>Site</header><main><img src="${image}" alt="${escapeHtml(first?.title ?? '')}" width="750" height="300" fetchpriority="high"></main>
</body></html>`;
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
  });
}
