// The drawn home's frame-start script (tools/build/frame-start.cjs): main.js only after the banner has
// painted, at once when nothing was drawn, and never later than its limit.
const { SOURCE } = require('@mobile/build/frame-start.cjs') as { SOURCE: string };

const MAIN = '/m/main.0a1b2c3d.js';

/** Runs the script as the page would, with `document.currentScript` naming main.js. */
function runFrameStart(): void {
  const script = document.createElement('script');
  script.setAttribute('data-main', MAIN);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(SOURCE)();
}
const mainRequested = () => [...document.head.querySelectorAll('script')].some((s) => s.src.endsWith(MAIN));

function drawBanner(): HTMLImageElement {
  document.body.innerHTML =
    '<div id="root"><div class="app-frame" data-prerendered=""><img class="banner-carousel__image" alt="Welcome"></div></div>';
  const banner = document.querySelector('img') as HTMLImageElement;
  Object.defineProperty(banner, 'complete', { value: false }); // still loading
  return banner;
}

describe('frame-start', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('asks for main.js at once when the server drew no frame', () => {
    runFrameStart();
    expect(mainRequested()).toBe(true);
  });

  it('waits for the banner, then for it to be painted (no LCP entries here: two frames)', () => {
    const banner = drawBanner();
    runFrameStart();
    expect(mainRequested()).toBe(false);
    banner.dispatchEvent(new Event('load'));
    expect(mainRequested()).toBe(false);
    jest.advanceTimersByTime(100); // the frames and the task after them
    expect(mainRequested()).toBe(true);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('goes on when the banner fails', () => {
    const banner = drawBanner();
    runFrameStart();
    banner.dispatchEvent(new Event('error'));
    expect(mainRequested()).toBe(true);
  });

  it('does not keep the app waiting longer than 1.5 s for a slow banner', () => {
    drawBanner();
    runFrameStart();
    jest.advanceTimersByTime(1_499);
    expect(mainRequested()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(mainRequested()).toBe(true);
  });
});
