import { allowedFrameUrl } from './frame-origin';

const ORIGINS = ['http://127.0.0.1:8080', 'https://games.example/'];

describe('allowedFrameUrl', () => {
  it('accepts a URL on a configured origin', () => {
    expect(allowedFrameUrl('http://127.0.0.1:8080/lgw/demo-vendor/play?ticket=a.b', ORIGINS)?.href).toBe(
      'http://127.0.0.1:8080/lgw/demo-vendor/play?ticket=a.b',
    );
    expect(allowedFrameUrl('https://games.example/x', ORIGINS)).not.toBeNull();
  });

  it('refuses other origins, ports and schemes', () => {
    expect(allowedFrameUrl('http://evil.example/play', ORIGINS)).toBeNull();
    expect(allowedFrameUrl('http://127.0.0.1:9999/play', ORIGINS)).toBeNull();
    expect(allowedFrameUrl('http://games.example/x', ORIGINS)).toBeNull();
    expect(allowedFrameUrl('javascript:alert(1)', ORIGINS)).toBeNull();
    expect(allowedFrameUrl('data:text/html,hi', ORIGINS)).toBeNull();
  });

  it('refuses look-alikes and credentials', () => {
    expect(allowedFrameUrl('https://games.example.evil.test/x', ORIGINS)).toBeNull();
    expect(allowedFrameUrl('https://user:pw@games.example/x', ORIGINS)).toBeNull();
  });

  it('resolves a relative URL against the base and refuses garbage', () => {
    expect(allowedFrameUrl('/lotto/demo/play', ORIGINS, 'http://127.0.0.1:8080/m/x')).not.toBeNull();
    expect(allowedFrameUrl('http://', ORIGINS)).toBeNull();
  });

  it('refuses everything when no origin is configured', () => {
    expect(allowedFrameUrl('https://games.example/x', [])).toBeNull();
  });
});
