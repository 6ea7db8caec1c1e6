import { expectHome, expectMounted } from '../support/frame';
import { watchNetwork } from '../support/network';
import { REMOTE_PORTS, SITE } from '../support/site';
import { expect, test } from '../support/test';

// Issue 11: hashed files are cached for good (a returning player fetches none of them again); only HTML,
// remoteEntry.js and mf-manifest.json are revalidated; brotli and gzip on the wire.

const HASHED = /\.[0-9a-f]{8}\.(js|css|png|svg)(\?|$)/;

test('a second visit fetches no hashed file', async ({ page, context }) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const fromNetwork = new Map<string, string>();
  const cached = new Set<string>();
  let counting = false;
  cdp.on('Network.requestServedFromCache', ({ requestId }) => cached.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (!counting || !HASHED.test(response.url)) return;
    if (response.fromDiskCache || response.fromServiceWorker || response.fromPrefetchCache)
      cached.add(requestId);
    else fromNetwork.set(requestId, `${response.status} ${response.url}`);
  });

  const network = watchNetwork(page);
  const visit = async () => {
    await page.goto('/m/home');
    await expectHome(page);
    await network.idle();
    await page.goto('/m/gameList?gameType=RNG');
    await expectMounted(page, 'games');
    await network.idle();
  };
  await visit();
  counting = true;
  await visit();
  const refetched = [...fromNetwork].filter(([id]) => !cached.has(id)).map(([, what]) => what);
  expect(refetched, 'hashed files asked of the network on the second visit').toEqual([]);
  expect(cached.size).toBeGreaterThan(5);
});

test('cache headers: hashed files immutable, entry points revalidated, brotli and gzip', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/m/home');
  await expectMounted(page, 'games');
  // Files under 1 KB (the frame's tiny start script) go as they are, as nginx's gzip_min_length would.
  const shellChunk = scripts.find((url) => /\/m\/main\.[0-9a-f]{8}\.js$/.test(url));
  const remoteChunk = scripts.find(
    (url) => url.includes(`:${REMOTE_PORTS.games}/__federation_expose_WinnersWidget`) && HASHED.test(url),
  );
  if (!shellChunk || !remoteChunk)
    throw new Error(`no hashed shell or games chunk among ${scripts.join(', ')}`);

  for (const url of [shellChunk, remoteChunk]) {
    for (const encoding of ['br', 'gzip']) {
      const response = await request.get(url, { headers: { 'Accept-Encoding': encoding } });
      expect(response.headers()['cache-control'], url).toBe('public, max-age=31536000, immutable');
      expect(response.headers()['content-encoding'], `${url} ${encoding}`).toBe(encoding);
    }
  }
  for (const url of [
    `${SITE.origin}/m/home`,
    `${SITE.origin}/m/gameList`,
    `http://127.0.0.1:${REMOTE_PORTS.games}/remoteEntry.js`,
    `http://127.0.0.1:${REMOTE_PORTS.games}/mf-manifest.json`,
    `${SITE.origin}/m/sw.js`,
    `${SITE.origin}/m/manifest.webmanifest`,
  ]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['cache-control'], url).toMatch(/(^|, )no-cache$/);
  }
});
