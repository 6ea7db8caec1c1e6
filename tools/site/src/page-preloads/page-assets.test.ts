import { createHash } from 'node:crypto';
import { parsePageAssets } from './page-assets';

// The table each remote's build writes (tools/build/page-assets.cjs), read back as the page server reads it.
const { pageAssetsOf } = require('@mobile/build/page-assets.cjs') as {
  pageAssetsOf(manifest: unknown, integrityOf: (file: string) => string): unknown;
};

/** An mf-manifest.json of @module-federation/enhanced 2.9 (its `exposes[].assets`), cut down. */
const MF_MANIFEST = {
  id: 'remote_member',
  exposes: [
    {
      id: 'remote_member:NoticePage',
      name: 'NoticePage',
      path: './NoticePage',
      assets: {
        js: {
          sync: ['1222.4ca601d8.js', '__federation_expose_NoticePage.bca6a6d5.js'],
          async: [
            'i18n-member-CN-json.acf0c25d.js',
            'i18n-member-EN-json.516d70c6.js',
            'passkey-browser.29c81b9f.js',
            '__federation_expose_HelpPage.fff178af.js',
          ],
        },
        css: { sync: ['__federation_expose_NoticePage.1d541ac1.css'], async: ['site-document.c64b8ab3.css'] },
      },
    },
  ],
};

const integrityOf = (file: string) => `sha384-${createHash('sha384').update(file).digest('base64')}`;

describe('page-assets.json', () => {
  const table = pageAssetsOf(MF_MANIFEST, integrityOf);

  it("lists each expose's own scripts with their hash, its stylesheets, and the remote's catalogues", () => {
    expect(table).toEqual({
      entry: { file: 'remoteEntry.js', integrity: integrityOf('remoteEntry.js') },
      exposes: {
        './NoticePage': {
          js: [
            { file: '1222.4ca601d8.js', integrity: integrityOf('1222.4ca601d8.js') },
            {
              file: '__federation_expose_NoticePage.bca6a6d5.js',
              integrity: integrityOf('__federation_expose_NoticePage.bca6a6d5.js'),
            },
          ],
          css: ['__federation_expose_NoticePage.1d541ac1.css'],
          catalogues: {
            CN: {
              file: 'i18n-member-CN-json.acf0c25d.js',
              integrity: integrityOf('i18n-member-CN-json.acf0c25d.js'),
            },
            EN: {
              file: 'i18n-member-EN-json.516d70c6.js',
              integrity: integrityOf('i18n-member-EN-json.516d70c6.js'),
            },
          },
        },
      },
    });
  });

  it('is read back as written', () => {
    expect(parsePageAssets(JSON.parse(JSON.stringify(table)))).toEqual(table);
  });

  it('is refused when a file name could leave the folder or a hash is not SHA-384', () => {
    const good = JSON.parse(JSON.stringify(table));
    const withFile = JSON.parse(JSON.stringify(table));
    withFile.exposes['./NoticePage'].js[0].file = '../shell/main.js';
    const withHash = JSON.parse(JSON.stringify(table));
    withHash.exposes['./NoticePage'].catalogues.EN.integrity = 'sha256-abc';
    const withCss = JSON.parse(JSON.stringify(table));
    withCss.exposes['./NoticePage'].css = ['"><script>'];
    expect(parsePageAssets(good)).not.toBeNull();
    for (const bad of [withFile, withHash, withCss, null, [], { exposes: {} }])
      expect(parsePageAssets(bad)).toBeNull();
  });
});
