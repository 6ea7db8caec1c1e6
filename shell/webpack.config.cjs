const path = require('node:path');
const { createWebpackConfig } = require('@mobile/build');
const { FrameStartPlugin } = require('@mobile/build/frame-start.cjs');
const { PwaAssetsPlugin } = require('@mobile/build/pwa-assets.cjs');
const { createServiceWorkerConfig } = require('@mobile/build/service-worker-config.cjs');

// The shell is a pure consumer: no remote is named here, the merchant manifest registers them at run time.
// It ships the web app manifest and offline pages; its service worker builds after it, from its real output.
const shellConfig = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  role: 'host',
  publicPath: '/m/',
  // Remote modules load step by step, each step a task of its own (yielding-steps-plugin.ts); each remote's
  // entry with the integrity its manifest gives it (remote-integrity-plugin.ts); each failure to load one is
  // reported by the field beacon (field-report-plugin.ts).
  runtimePlugins: [
    path.join(__dirname, 'src/federation/yielding-steps-plugin.ts'),
    path.join(__dirname, 'src/federation/remote-integrity-plugin.ts'),
    path.join(__dirname, 'src/federation/field-report-plugin.ts'),
  ],
  plugins: [
    new FrameStartPlugin(),
    new PwaAssetsPlugin({
      localesDir: path.join(__dirname, 'src/i18n/locales'),
      // Catalogue code -> <html lang> (as the shell's htmlLangOf).
      languages: { EN: 'en', TY: 'fil', CN: 'zh-CN', JA: 'ja', TH: 'th', VI: 'vi' },
      name: 'Mobile games, lottery and sports',
      shortName: 'Mobile',
      themeColor: '#0b3d91',
      backgroundColor: '#f3f5f9',
    }),
  ],
});
// Home pop-ups load DOMPurify only when there is a pop-up to show: its chunk carries a name of its own, so
// the size budget can count it apart from the frame (.size-limit.cjs).
const shell = (env, argv) => {
  const config = shellConfig(env, argv);
  config.optimization = {
    ...config.optimization,
    splitChunks: {
      cacheGroups: {
        homePopupsSanitiser: {
          test: /[\\/]node_modules[\\/](\.pnpm[\\/])?dompurify/,
          name: 'home-popups-sanitiser',
          chunks: 'async',
          enforce: true,
        },
      },
    },
  };
  return config;
};

module.exports = [
  shell,
  createServiceWorkerConfig({
    dir: __dirname,
    hostName: 'shell',
    publicPath: '/m/',
    swSrc: path.join(__dirname, 'src/pwa/service-worker.ts'),
  }),
];
