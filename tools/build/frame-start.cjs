// Emits the shell's frame-start script (frame-start.[hash].js) for the pages the server draws
// (tools/site/src/home-frame): they name it instead of main.js. On home it asks for main.js only once the
// drawn banner (the page's largest paint) is on screen, so the app's JavaScript does not share a slow link
// with the banner, nor the main thread with its first paint. On another drawn page (no banner) it runs
// main.js after the drawn frame's first frame (decision 0552), and first moves the page's held preloads (the
// start's and the page's own chunks, in a <template data-late-preloads>) into the head, so that nothing but
// the HTML is asked for before that first paint (decision 0591). The plain index.html loads main.js as before.
const crypto = require('node:crypto');

const NAME = 'FrameStartPlugin';
/** How long the banner may keep the app waiting (as shell/src/app/when-frame-painted.ts). */
const BANNER_WAIT_MS = 1500;
/** The drawn page's held preloads (as tools/site/src/home-frame/late-preloads.ts writes them). */
const LATE_PRELOADS_ATTRIBUTE = 'data-late-preloads';

/** ES5, no dependencies: runs before anything else of the shell. `data-main` names main.js. */
const SOURCE = `(function () {
  var self = document.currentScript;
  var main = self && self.getAttribute('data-main');
  if (!main) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var held = document.querySelector('template[${LATE_PRELOADS_ATTRIBUTE}]');
    if (held) {
      document.head.appendChild(held.content);
      held.parentNode.removeChild(held);
    }
    var script = document.createElement('script');
    script.src = main;
    document.head.appendChild(script);
  }
  setTimeout(start, ${BANNER_WAIT_MS});
  var banner = document.querySelector('[data-prerendered] img.banner-carousel__image');
  if (!banner) {
    // A frame without a banner needs no JavaScript to paint: the app starts after its first frame (at once
    // when nothing was drawn, or in a hidden tab, which draws no frames).
    if (!document.querySelector('[data-prerendered]') || document.visibilityState === 'hidden') return start();
    return requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  banner.addEventListener('error', start);
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('largest-contentful-paint') >= 0) {
    // The browser says when the banner was presented: the exact moment, later than its load event.
    new PerformanceObserver(function (list) {
      var entries = list.getEntries();
      for (var i = 0; i < entries.length; i++) if (entries[i].element === banner) start();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    return;
  }
  function painted() {
    requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(start, 0); }); });
  }
  if (banner.complete) return painted();
  banner.addEventListener('load', painted);
})();
`;

const FILE_PATTERN = /^frame-start\.[0-9a-f]{8}\.js$/;

class FrameStartPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const hash = crypto.createHash('sha256').update(SOURCE).digest('hex').slice(0, 8);
          compilation.emitAsset(`frame-start.${hash}.js`, new RawSource(SOURCE));
        },
      );
    });
  }
}

module.exports = { FrameStartPlugin, FILE_PATTERN, LATE_PRELOADS_ATTRIBUTE, SOURCE };
