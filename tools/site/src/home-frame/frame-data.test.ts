import { cachedFrameData, FRAME_DATA_TTL_MS, isSiteOpen } from './frame-data';
import { cachedManifest } from './merchant-manifest';

const remote = (enabled: boolean) => ({
  enabled,
  entry: 'http://127.0.0.1:3101/remoteEntry.js',
  version: '1.0.0',
});
const answers: Record<string, unknown> = {
  '/wps/system/manifest': {
    merchantCode: 'lite',
    name: 'Lite',
    frameOrigins: [],
    remotes: { games: remote(true), member: remote(true), wallet: remote(false), agent: remote(false) },
  },
  '/wps/system/settings/consolidated': { siteName: 'Lite Play', imageCdns: [] },
  '/wps/relay/MCSFE_getListAnnouncements': {
    content: [
      { id: 1, title: 'No image', url: null, linkage: null },
      { id: 2, title: 'Welcome', url: '/wps/static/banners/2.svg', linkage: null },
      { id: 3, title: 'Second', url: '/wps/static/banners/3.svg', linkage: null },
    ],
  },
  '/wps/system/status': {
    maintenance: false,
    regionRestriction: true,
    location: { ip: '1.2.3.4' },
    info: null,
  },
};

function fakeFetch(fail = false) {
  return jest.spyOn(global, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input));
    if (fail) return new Response('{}', { status: 502 });
    return new Response(
      JSON.stringify({ success: true, code: 'OK', message: null, value: answers[url.pathname] }),
    );
  });
}

describe('merchant frame data', () => {
  afterEach(() => jest.restoreAllMocks());

  it('takes the site name, the enabled remotes and the banners with an image', async () => {
    fakeFetch();
    const data = await cachedFrameData('http://api', cachedManifest({ apiOrigin: 'http://api' }))('lite');
    expect(data).toEqual({
      siteName: 'Lite Play',
      enabledRemotes: ['games', 'member'],
      banners: [
        { id: 2, image: '/wps/static/banners/2.svg', title: 'Welcome', link: null },
        { id: 3, image: '/wps/static/banners/3.svg', title: 'Second', link: null },
      ],
    });
  });

  it('is asked again once its time is up, and at once after a failure', async () => {
    let now = 0;
    const fetchSpy = fakeFetch(true);
    const frameData = cachedFrameData(
      'http://api',
      cachedManifest({ apiOrigin: 'http://api', now: () => now }),
      () => now,
    );
    await expect(frameData('demo')).rejects.toThrow();
    fetchSpy.mockRestore();
    const okSpy = fakeFetch();
    await frameData('demo');
    await frameData('demo');
    expect(okSpy).toHaveBeenCalledTimes(3);
    now = FRAME_DATA_TTL_MS;
    await frameData('demo');
    expect(okSpy).toHaveBeenCalledTimes(6);
  });

  it('passes the player address to the status gate', async () => {
    const spy = fakeFetch();
    await expect(isSiteOpen('http://api', 'demo', '1.2.3.4')).resolves.toBe(false);
    expect(spy.mock.calls[0]?.[1]?.headers).toMatchObject({ 'X-Forwarded-For': '1.2.3.4' });
  });
});
