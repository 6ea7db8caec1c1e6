import { appLinks, platformOf } from './app-links';

describe('appLinks', () => {
  it('takes the Android, IOS and MOBILECONFIG resources', () => {
    expect(
      appLinks([
        { resourceType: 'Android', url: 'https://d.example/app.apk' },
        { resourceType: 'IOS', url: 'https://d.example/app.ipa' },
        { resourceType: 'MOBILECONFIG', url: 'https://d.example/clip.mobileconfig' },
        { resourceType: 'LINE', url: 'https://line.example' },
      ]),
    ).toEqual({
      android: 'https://d.example/app.apk',
      ios: 'https://d.example/app.ipa',
      profile: 'https://d.example/clip.mobileconfig',
    });
  });

  it('leaves out missing links and anything not http(s)', () => {
    expect(appLinks([{ resourceType: 'ANDROID', url: 'javascript:alert(1)' }])).toEqual({
      android: null,
      ios: null,
      profile: null,
    });
  });
});

describe('platformOf', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 0, 'ios'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5, 'ios'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0, 'android'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 7)', 5, 'android'],
  ] as const)('%p with %p touch points is %p', (ua, touch, platform) => {
    expect(platformOf(ua, touch)).toBe(platform);
  });
});
