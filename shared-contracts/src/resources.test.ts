import { resourceUrl, socialLinks } from './resources';

const resources = [
  { resourceType: 'Android', url: 'https://d.example/app.apk' },
  { resourceType: 'TELEGRAM', url: 'https://t.example/site' },
  { resourceType: 'YOUTUBE', url: 'https://yt.example/site' },
  { resourceType: 'FACEBOOK', url: '  ' },
  { resourceType: 'LINE', url: 'https://line.example/site' },
];

describe('resourceUrl', () => {
  it('finds a link by type, ignoring case', () => {
    expect(resourceUrl(resources, 'ANDROID')).toBe('https://d.example/app.apk');
    expect(resourceUrl(resources, 'LINE')).toBe('https://line.example/site');
  });
  it('is null when no resource of the type holds a link', () => {
    expect(resourceUrl(resources, 'FACEBOOK')).toBeNull();
    expect(resourceUrl(resources, 'IOS')).toBeNull();
  });
});

describe('socialLinks', () => {
  it('keeps only social networks with a link, in display order', () => {
    expect(socialLinks(resources)).toEqual([
      { type: 'YOUTUBE', url: 'https://yt.example/site' },
      { type: 'TELEGRAM', url: 'https://t.example/site' },
    ]);
  });
});
