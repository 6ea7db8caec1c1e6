// The drawn pages' frame-start script (tools/build/frame-start.cjs): on home main.js only after the banner
// has painted; on another drawn page after its first frame; at once when nothing was drawn; never later
// than its limit.
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
    jest.restoreAllMocks();
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

  it("runs main.js after a drawn page's first frame (decision 0552)", () => {
    document.body.innerHTML =
      '<div id="root"><div class="app-frame" data-prerendered=""><h1>Notice</h1></div></div>';
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    runFrameStart();
    expect(mainRequested()).toBe(false);
    expect(frames).toHaveLength(1);
    frames[0]?.(0);
    expect(mainRequested()).toBe(false); // the task after the frame
    jest.advanceTimersByTime(0);
    expect(mainRequested()).toBe(true);
    jest.advanceTimersByTime(2_000);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it("adds the page's held preloads to the head just before main.js, after the first frame (decision 0591)", () => {
    document.head.innerHTML =
      '<template data-late-preloads><link rel="preload" as="script" href="/m/2.js" fetchpriority="low"></template>';
    document.body.innerHTML =
      '<div id="root"><div class="app-frame" data-prerendered=""><h1>Notice</h1></div></div>';
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    runFrameStart();
    expect(document.head.querySelectorAll('link')).toHaveLength(0); // still inert in the template
    frames[0]?.(0);
    jest.advanceTimersByTime(0);
    expect([...document.head.children].map((node) => node.tagName)).toEqual(['LINK', 'SCRIPT']);
    expect(document.head.querySelector('link')?.getAttribute('href')).toBe('/m/2.js');
    expect(document.querySelector('template')).toBeNull();
  });

  it('runs main.js at once on a drawn page in a hidden tab (no frames there)', () => {
    document.body.innerHTML = '<div id="root"><div class="app-frame" data-prerendered=""></div></div>';
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    runFrameStart();
    expect(mainRequested()).toBe(true);
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
