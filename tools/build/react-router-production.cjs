// React Router 7's package exports name only its development build (dist/development, with its dev
// warnings switched on) for every condition; its production build sits beside it, unreferenced
// (remix-run/react-router#14102, #12532). A production bundle takes it by alias (decision 0821).
const path = require('node:path');

/**
 * Aliases of `react-router` and `react-router/dom` to React Router's production build, as React Router
 * Dom (the one the package imports) resolves them from `dir`; none when the package does not use it.
 * @param {string} dir package directory
 * @returns {Record<string, string>}
 */
function reactRouterProductionAliases(dir) {
  let routerDir;
  try {
    const dom = require.resolve('react-router-dom/package.json', { paths: [dir] });
    routerDir = path.dirname(require.resolve('react-router/package.json', { paths: [path.dirname(dom)] }));
  } catch {
    return {};
  }
  return {
    'react-router$': path.join(routerDir, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(routerDir, 'dist/production/dom-export.mjs'),
  };
}

module.exports = { reactRouterProductionAliases };
