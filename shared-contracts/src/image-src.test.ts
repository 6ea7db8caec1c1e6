import { imageSrc, pickImageCdn } from './image-src';

describe('pickImageCdn', () => {
  const cdns = ['https://a.cdn', 'https://b.cdn', 'ftp://bad'];
  it('picks among the https CDNs by the random number', () => {
    expect(pickImageCdn(cdns, 0)).toBe('https://a.cdn');
    expect(pickImageCdn(cdns, 0.99)).toBe('https://b.cdn');
  });
  it('is null without a usable CDN', () => expect(pickImageCdn(['ftp://bad'], 0.5)).toBeNull());
});

describe('imageSrc', () => {
  it('keeps absolute URLs and site paths', () => {
    expect(imageSrc('https://img.example/b.png', 'https://a.cdn')).toBe('https://img.example/b.png');
    expect(imageSrc('/static/b.png', 'https://a.cdn')).toBe('/static/b.png');
  });
  it('puts bare paths under the CDN', () => {
    expect(imageSrc('banners/b.png', 'https://a.cdn/')).toBe('https://a.cdn/banners/b.png');
    expect(imageSrc('banners/b.png', null)).toBe('/banners/b.png');
  });
  it('is null for no image', () => expect(imageSrc(null, null)).toBeNull());
});
