// Builds the webpack configuration of the shell or of one remote, so every deployable is built alike.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { precompressPlugins } = require('./precompress.cjs');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PageAssetsPlugin } = require('./page-assets.cjs');
const { remoteChunkIntegrityPlugins } = require('./remote-chunk-integrity.cjs');
const { PreloadStartChunksPlugin } = require('./preload-start-chunks.cjs');
const { PrivateBuildFilesPlugin, SOURCE_MAP_FILENAME } = require('./private-build-files.cjs');
const { sharedConfig } = require('./shared-config.cjs');
const { axiosStubPlugins } = require('./axios-stubs/index.cjs');
const { reactRouterProductionAliases } = require('./react-router-production.cjs');
const { CompileHintsPlugin } = require('./compile-hints.cjs');

/**
 * @param {object} options
 * @param {string} options.dir package directory (__dirname of the caller)
 * @param {string} options.name federation container name
 * @param {'host'|'remote'} options.role
 * @param {Record<string,string>} [options.exposes] remote exposes
 * @param {string} [options.publicPath] where the built files are served from
 * @param {string[]} [options.runtimePlugins] absolute paths of federation runtime plugins
 * @param {object[]} [options.plugins] further webpack plugins of this deployable
 */
function createWebpackConfig({
  dir,
  name,
  role,
  exposes = {},
  publicPath = 'auto',
  runtimePlugins = [],
  plugins = [],
}) {
  const pkg = require(path.join(dir, 'package.json'));
  const isHost = role === 'host';
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      name,
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      // No eval in development either: the shell page's CSP allows no 'unsafe-eval'.
      // Production: hidden maps written to build-private/, never served (private-build-files.cjs).
      devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(dir, 'dist'),
        publicPath,
        // The shell's entry is hashed too (served immutable; the federation runtime only allows the build's
        // hash there, not contenthash); a remote's entry is remoteEntry.js (no-cache).
        filename: production && isHost ? '[name].[fullhash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        ...(production ? { sourceMapFilename: SOURCE_MAP_FILENAME } : {}),
        // A remote's chunks load in CORS mode with their integrity (SubresourceIntegrityPlugin below).
        ...(production && !isHost ? { crossOriginLoading: 'anonymous' } : {}),
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // 'es2015': rxjs's ES2015 build (native classes) instead of its ES5 one with tslib's helpers, smaller in
        // the shell's start; every browser the site supports runs the es2020 output anyway.
        conditionNames: ['browser', 'import', 'module', 'es2015', 'default'],
        ...(production ? { alias: reactRouterProductionAliases(dir) } : {}),
      },
      module: {
        rules: [
          // The shell's API client needs only the method, path and flags of each endpoint, not the schemas.
          ...(isHost
            ? [
                {
                  test: /shared-contracts[\\/]src[\\/]endpoints[\\/]index\.ts$/,
                  enforce: 'pre',
                  use: require.resolve('./endpoint-routes-loader.cjs'),
                },
              ]
            : [
                // A remote links to pages by key: it gets the key-to-path table, not every page record.
                {
                  test: /shared-contracts[\\/]src[\\/]pages[\\/]page-paths\.ts$/,
                  enforce: 'pre',
                  use: require.resolve('./page-paths-loader.cjs'),
                },
              ]),
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  // react/jsx-runtime in development too: it is the shared singleton, so a remote served by
                  // its dev server runs against the production shell's React as well as a dev one.
                  transform: { react: { runtime: 'automatic', development: false } },
                  target: 'es2020',
                },
              },
            },
          },
          {
            test: /\.css$/,
            use: [
              MiniCssExtractPlugin.loader,
              {
                loader: require.resolve('css-loader'),
                options: {
                  modules: {
                    auto: true,
                    localIdentName: production ? '[hash:base64:6]' : '[local]_[hash:base64:4]',
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                  },
                },
              },
            ],
          },
          {
            test: /\.(png|jpe?g|gif|svg|webp)$/i,
            type: 'asset',
            parser: { dataUrlCondition: { maxSize: 2048 } },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedConfig(pkg),
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          runtimePlugins,
          shareStrategy: 'loaded-first',
          // One federation runtime per page: the shell provides it, remotes use it (-27 KB gzip per remote).
          experiments: isHost
            ? // Remotes are registered by their remoteEntry.js URL: no manifest snapshot logic in the runtime;
              // a browser only: no Node loading code in it either.
              { provideExternalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } }
            : { externalRuntime: true },
        }),
        new MiniCssExtractPlugin({ filename: production ? '[name].[contenthash:8].css' : '[name].css' }),
        ...plugins,
        // The scripts whose functions run as they load are compiled then, off the main thread (0831).
        ...(production ? [new CompileHintsPlugin()] : []),
        // A remote's chunks carry their SHA-384 in its remoteEntry.js (issue 26 finding 17, decision 0181).
        ...(production && !isHost ? remoteChunkIntegrityPlugins() : []),
        // What a deep link's HTML preloads of each exposed page, with the same hashes (decision 0461).
        ...(production && !isHost ? [new PageAssetsPlugin()] : []),
        ...(production ? precompressPlugins() : []),
        ...(production ? [new PrivateBuildFilesPlugin()] : []),
        // The dev-server smoke test's marker: a self-accepting module (outside the sources) in every entry,
        // remoteEntry.js included, that the test edits to see a hot update reach the page.
        ...(!production && process.env.DEV_HOT_PROBE
          ? [new webpack.EntryPlugin(dir, process.env.DEV_HOT_PROBE, { name: undefined })]
          : []),
        ...(isHost
          ? [
              ...axiosStubPlugins(),
              new PreloadStartChunksPlugin({
                chunkGroup: 'bootstrap',
                // react-dom/client, react, jsx-runtime, i18next and react-query: what the first render consumes.
                sharedModules:
                  /node_modules[\\/](react-dom[\\/]client\.js|react[\\/](index|jsx-runtime)\.js|i18next[\\/]|@tanstack[\\/]react-query[\\/])/,
              }),
              new HtmlWebpackPlugin({
                template: path.join(dir, 'src/index.html'),
                scriptLoading: 'defer',
                minify: production,
              }),
            ]
          : []),
      ],
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'error' },
    };
  };
}

module.exports = { createWebpackConfig };
