import { FRAME_BANNER_WAIT_MS, whenFramePainted } from './when-frame-painted';

/** A document as the server draws home: the frame marked prerendered, its first banner still loading. */
function drawnDocument(bannerComplete: boolean): { doc: Document; banner: HTMLImageElement } {
  const doc = document.implementation.createHTMLDocument('home');
  doc.body.innerHTML =
    '<div id="root"><div class="app-frame" data-prerendered=""><img class="banner-carousel__image" alt="Welcome"></div></div>';
  const banner = doc.querySelector('img') as HTMLImageElement;
  Object.defineProperty(banner, 'complete', { value: bannerComplete });
  Object.defineProperty(doc, 'defaultView', { value: window });
  return { doc, banner };
}

describe('whenFramePainted', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const settled = async (promise: Promise<void>) => {
    let done = false;
    promise.then(() => {
      done = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    return done;
  };

  it('resolves at once when the server drew no frame', async () => {
    const doc = document.implementation.createHTMLDocument('login');
    expect(await settled(whenFramePainted(doc))).toBe(true);
  });

  it('resolves at once when the banner is already there', async () => {
    const { doc } = drawnDocument(true);
    expect(await settled(whenFramePainted(doc))).toBe(true);
  });

  it('waits for the banner, then for the frame that paints it', async () => {
    const { doc, banner } = drawnDocument(false);
    const painted = whenFramePainted(doc);
    expect(await settled(painted)).toBe(false);
    banner.dispatchEvent(new Event('load'));
    expect(await settled(painted)).toBe(false);
    jest.runAllTimers(); // animation frame, then the task after it
    expect(await settled(painted)).toBe(true);
  });

  it('goes on when the banner fails', async () => {
    const { doc, banner } = drawnDocument(false);
    const painted = whenFramePainted(doc);
    banner.dispatchEvent(new Event('error'));
    jest.runAllTimers();
    expect(await settled(painted)).toBe(true);
  });

  it('does not wait longer than its limit for a slow banner', async () => {
    const { doc } = drawnDocument(false);
    const painted = whenFramePainted(doc);
    jest.advanceTimersByTime(FRAME_BANNER_WAIT_MS - 1);
    expect(await settled(painted)).toBe(false);
    jest.advanceTimersByTime(1);
    jest.runOnlyPendingTimers();
    jest.runOnlyPendingTimers();
    expect(await settled(painted)).toBe(true);
  });
});
