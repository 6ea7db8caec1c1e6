import { cacheControlFor } from './static-headers';

describe('cacheControlFor', () => {
  it.each([
    'bootstrap.1a2b3c4d.js',
    'main.0123abcd.js',
    'main.0123abcd.js.br',
    'main.0123abcd.css.gz',
    'assets/logo.deadbeef.svg',
  ])('%s is immutable for a year', (file) =>
    expect(cacheControlFor(`/dist/${file}`)).toBe('public, max-age=31536000, immutable'),
  );

  it.each(['index.html', 'remoteEntry.js', 'remoteEntry.js.br', 'mf-manifest.json', 'sw.js', 'main.js'])(
    '%s is revalidated on every load',
    (file) => expect(cacheControlFor(`/dist/${file}`)).toBe('no-cache'),
  );
});
