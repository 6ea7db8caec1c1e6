import { linkTarget } from './link-target';

describe('linkTarget', () => {
  it('keeps paths of this site', () => {
    expect(linkTarget('/m/activity?id=3')).toEqual({ kind: 'internal', path: '/m/activity?id=3' });
  });
  it('keeps http(s) URLs', () => {
    expect(linkTarget(' https://line.example/x ')).toEqual({
      kind: 'external',
      url: 'https://line.example/x',
    });
  });
  it.each([
    null,
    '',
    'javascript:alert(1)',
    'data:text/html,hi',
    '//evil.example',
    '/\\evil.example',
    'not a url',
  ])('refuses %p', (link) => expect(linkTarget(link)).toBeNull());
});
