// `pnpm dev`: one deployable (the shell or a remote) compiled in development mode and served with hot
// updates by webpack-dev-server, on its own origin like its production build.
const path = require('node:path');
const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');

/**
 * @param {object} options
 * @param {string} options.dir package directory (shell/ or remote-x/)
 * @param {string} options.host
 * @param {number} options.port
 * @param {string} [options.apiOrigin] shell only: where /wps /lgw /lotto go
 * @returns {Promise<{ origin: string, close(): Promise<void> }>}
 */
async function startDevServer({ dir, host, port, apiOrigin }) {
  const exported = require(path.join(dir, 'webpack.config.cjs'));
  // The shell's config is a list (the service worker builds after it): dev runs without a worker.
  const factory = Array.isArray(exported) ? exported[0] : exported;
  const config = typeof factory === 'function' ? factory({}, { mode: 'development' }) : factory;
  const isShell = Boolean(apiOrigin);
  const compiler = webpack({ ...config, infrastructureLogging: { level: 'warn' } });
  const origin = `http://${host}:${port}`;
  const server = new WebpackDevServer(
    {
      host,
      port,
      hot: true,
      // A change no module accepts (a component's code) reloads the page; CSS is swapped in place.
      liveReload: true,
      allowedHosts: 'all',
      // The remote's code runs in the shell's page (another origin): chunks, hot updates and the socket
      // must be reachable from there.
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { webSocketURL: `ws://${host}:${port}/ws`, overlay: false, logging: 'warn' },
      static: false,
      // The caller stops the server (and the API it started) on SIGINT/SIGTERM; webpack-dev-server's own
      // handler would exit the process first and leave the API running.
      setupExitSignals: false,
      ...(isShell
        ? {
            historyApiFallback: { index: '/m/index.html' },
            proxy: [{ context: ['/wps', '/lgw', '/lotto'], target: apiOrigin, xfwd: true }],
          }
        : {}),
    },
    compiler,
  );
  await server.start();
  return {
    origin,
    close: () => server.stop(),
  };
}

module.exports = { startDevServer };
