// webpack configuration of the shell's service worker (issue 11). It builds after the shell (`dependencies`)
// so its precache list is the shell's real output: every JS and CSS file, the offline pages and the icons
// (never index.html, remoteEntry.js or mf-manifest.json). Hashed names need no revision; others get one.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { precompressPlugins } = require('./precompress.cjs');

const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;
const PRECACHED = /(\.(js|css)|^offline-[A-Z]{2}\.html|^icons\/.+\.png)$/;
const NEVER = /^(sw\.js|remoteEntry\.js|index\.html|mf-.*\.json)$/;

function listFiles(dir, base = '') {
  return fs.readdirSync(path.join(dir, base), { withFileTypes: true }).flatMap((entry) => {
    const file = base ? `${base}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(dir, file) : [file];
  });
}

/** Workbox precache entries of the built shell in `dist`. */
function precacheEntries(dist, publicPath) {
  return listFiles(dist)
    .filter((file) => PRECACHED.test(file) && !NEVER.test(file))
    .sort()
    .map((file) => ({
      url: `${publicPath}${file}`,
      revision: HASHED.test(file)
        ? null
        : crypto
            .createHash('sha256')
            .update(fs.readFileSync(path.join(dist, file)))
            .digest('hex')
            .slice(0, 16),
    }));
}

/**
 * @param {{ dir: string, hostName: string, publicPath: string, swSrc: string }} options
 */
function createServiceWorkerConfig({ dir, hostName, publicPath, swSrc }) {
  const dist = path.join(dir, 'dist');
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      name: 'service-worker',
      dependencies: [hostName],
      mode: production ? 'production' : 'development',
      context: dir,
      target: 'webworker',
      entry: { sw: swSrc },
      devtool: false,
      output: { path: dist, publicPath, filename: '[name].js', clean: false },
      resolve: { extensions: ['.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.[cm]?ts$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
            },
          },
        ],
      },
      plugins: [
        new webpack.DefinePlugin({
          __PRECACHE_MANIFEST__: webpack.DefinePlugin.runtimeValue(
            () => JSON.stringify(precacheEntries(dist, publicPath)),
            true,
          ),
        }),
        ...(production ? precompressPlugins() : []),
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'error' },
    };
  };
}

module.exports = { createServiceWorkerConfig, precacheEntries };
