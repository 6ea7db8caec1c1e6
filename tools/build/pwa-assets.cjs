// Emits the shell's web app files (issue 11): manifest.webmanifest, its icons (192 and 512, `any` and
// `maskable`, content-hashed so they are cached for good) and one offline page per language with the
// spec's 'network slow or offline' message from the shell's own catalogues (`error.network`).
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { iconPng } = require('./pwa-icon.cjs');

const NAME = 'PwaAssetsPlugin';
const hash8 = (buffer) => crypto.createHash('sha256').update(buffer).digest('hex').slice(0, 8);
const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function webManifest({ name, shortName, themeColor, backgroundColor, icons }) {
  return {
    id: '/m/home',
    name,
    short_name: shortName,
    start_url: '/m/home',
    scope: '/m/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: themeColor,
    background_color: backgroundColor,
    icons: icons.flatMap(({ src, size }) =>
      ['any', 'maskable'].map((purpose) => ({ src, sizes: `${size}x${size}`, type: 'image/png', purpose })),
    ),
  };
}

function offlinePage({ lang, message, retry, themeColor }) {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="${themeColor}">
<title>${escapeHtml(message)}</title>
<style>body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:24px;padding:24px;box-sizing:border-box;font-family:system-ui,sans-serif;background:#f3f5f9;color:#1b2433;text-align:center}
p{font-size:18px;margin:0;max-width:22em}a{display:inline-flex;align-items:center;min-height:44px;padding:0 24px;border-radius:22px;background:${themeColor};color:#fff;text-decoration:none;font-size:16px}</style>
</head><body><main><p role="alert">${escapeHtml(message)}</p></main><a href="/m/home">${escapeHtml(retry)}</a></body></html>`;
}

class PwaAssetsPlugin {
  /**
   * @param {{ localesDir: string, languages: Record<string, string>, name: string, shortName: string,
   *   themeColor: string, backgroundColor: string }} options languages: catalogue code -> <html lang>
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const o = this.options;
          const icons = [192, 512].map((size) => {
            const png = iconPng(size);
            const file = `icons/icon-${size}.${hash8(png)}.png`;
            compilation.emitAsset(file, new RawSource(png));
            return { src: `${compiler.options.output.publicPath}${file}`, size };
          });
          const manifest = webManifest({ ...o, icons });
          compilation.emitAsset('manifest.webmanifest', new RawSource(JSON.stringify(manifest, null, 2)));
          for (const [code, lang] of Object.entries(o.languages)) {
            const catalogue = JSON.parse(fs.readFileSync(path.join(o.localesDir, `${code}.json`), 'utf8'));
            const html = offlinePage({
              lang,
              message: catalogue.error.network,
              retry: catalogue.action.retry,
              themeColor: o.themeColor,
            });
            compilation.emitAsset(`offline-${code}.html`, new RawSource(html));
          }
        },
      );
    });
  }
}

module.exports = { PwaAssetsPlugin, webManifest, offlinePage };
