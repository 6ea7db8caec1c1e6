import { offlinePageOf, swRouteOf } from './sw-rules';

const SELF = 'https://m.demo.example';
const url = (href: string) => new URL(href, SELF);

describe('swRouteOf', () => {
  it('never handles API calls, the merchant manifest, remote entries or their manifests', () => {
    for (const href of [
      '/wps/system/manifest?merchantCode=demo',
      '/wps/static/banners/1.svg',
      // The live streams (issue 32): never answered by the worker, whatever the mode.
      '/wps/live/stream',
      '/wps/chat/stream?ticket=x',
      '/lgw/anything',
      '/lotto/x',
      'https://games.example/remoteEntry.js',
      'https://games.example/mf-manifest.json',
    ])
      expect([href, swRouteOf(url(href), SELF, 'cors')]).toEqual([href, 'network-only']);
  });

  it('stale-while-revalidates hashed chunks of remotes on their own origins', () => {
    expect(swRouteOf(url('https://games.example/__federation_expose_x.1a2b3c4d.js'), SELF, 'cors')).toBe(
      'remote-chunk',
    );
    expect(swRouteOf(url('https://games.example/412.0f0f0f0f.css'), SELF, 'no-cors')).toBe('remote-chunk');
    expect(swRouteOf(url('https://games.example/main.js'), SELF, 'cors')).toBe('network-only');
  });

  it('answers navigations of the site from the network with the offline page as fallback', () => {
    expect(swRouteOf(url('/m/home'), SELF, 'navigate')).toBe('navigation');
    expect(swRouteOf(url('/m'), SELF, 'navigate')).toBe('navigation');
    expect(swRouteOf(url('/other'), SELF, 'navigate')).toBe('network-only');
    expect(swRouteOf(url('https://vendor.example/m/game'), SELF, 'navigate')).toBe('network-only');
  });

  it('leaves anything but GET alone', () =>
    expect(swRouteOf(url('https://games.example/1.1a2b3c4d.js'), SELF, 'cors', 'POST')).toBe('network-only'));
});

describe('offlinePageOf', () => {
  it('picks the page of the hinted language, EN otherwise', () => {
    expect(offlinePageOf('TY', ['EN', 'TY'])).toBe('/m/offline-TY.html');
    expect(offlinePageOf('XX', ['EN', 'TY'])).toBe('/m/offline-EN.html');
    expect(offlinePageOf(null, ['EN'])).toBe('/m/offline-EN.html');
  });
});
