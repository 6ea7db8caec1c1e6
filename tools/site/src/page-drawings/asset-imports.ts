import { registerHooks } from 'node:module';

/** What webpack bundles beside a remote's views: a stylesheet, an image. */
const STYLESHEET = /\.css$/;
const IMAGE = /\.(png|jpe?g|svg|webp)$/;

/**
 * A remote's views import their stylesheets and images for webpack; the frame service runs those views in
 * Node to draw a page (decisions 0561, 0621), as jest does with its mocks (tools/build/jest-preset.cjs; jest
 * cannot run these hooks: the service's entries import this file, start-site.ts and frame-server.ts): a
 * stylesheet is nothing here (the drawn page's CSS is inlined from the held build) and an image is an
 * empty address. No drawn page shows an imported image: its drawing test compares the drawing with the
 * page's commit, which has the bundled address.
 */
registerHooks({
  load(url, context, nextLoad) {
    if (STYLESHEET.test(url))
      return { format: 'commonjs', source: 'module.exports = {};', shortCircuit: true };
    if (IMAGE.test(url)) return { format: 'commonjs', source: 'module.exports = "";', shortCircuit: true };
    return nextLoad(url, context);
  },
});
