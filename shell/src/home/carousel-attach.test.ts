import { holdAutoplay, scrollToSlide, watchSelected } from './carousel-attach';
import type { Autoplay } from './carousel-autoplay';

type Report = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** A controllable IntersectionObserver: each one built is kept with its callback, options and targets. */
const observers: {
  report: Report;
  options?: IntersectionObserverInit;
  targets: Element[];
  disconnected: boolean;
}[] = [];
const original = globalThis.IntersectionObserver;
beforeEach(() => {
  observers.length = 0;
  globalThis.IntersectionObserver = class {
    private readonly record;
    constructor(callback: Report, options?: IntersectionObserverInit) {
      this.record = { report: callback, options, targets: [] as Element[], disconnected: false };
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.push(target);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  } as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  globalThis.IntersectionObserver = original;
});

const anAutoplay = (): Autoplay & { [K in keyof Autoplay]: jest.Mock } => ({
  hold: jest.fn(),
  release: jest.fn(),
  end: jest.fn(),
});

describe('holdAutoplay', () => {
  it('holds the autoplay off screen and lets it go on screen', () => {
    const autoplay = anAutoplay();
    const unwatch = holdAutoplay(document.createElement('div'), autoplay);
    const [offScreen] = observers;
    offScreen?.report([{ isIntersecting: false }]);
    expect(autoplay.hold).toHaveBeenCalledWith('offscreen');
    offScreen?.report([{ isIntersecting: true }]);
    expect(autoplay.release).toHaveBeenCalledWith('offscreen');
    unwatch();
    expect(offScreen?.disconnected).toBe(true);
  });

  it('holds it while a finger is on the strip and while focus is inside', () => {
    const autoplay = anAutoplay();
    const strip = document.createElement('div');
    const unwatch = holdAutoplay(strip, autoplay);
    strip.dispatchEvent(new Event('touchstart'));
    expect(autoplay.hold).toHaveBeenLastCalledWith('touch');
    strip.dispatchEvent(new Event('touchend'));
    expect(autoplay.release).toHaveBeenLastCalledWith('touch');
    strip.dispatchEvent(new FocusEvent('focusin'));
    expect(autoplay.hold).toHaveBeenLastCalledWith('focus');
    strip.dispatchEvent(new FocusEvent('focusout'));
    expect(autoplay.release).toHaveBeenLastCalledWith('focus');
    unwatch();
    autoplay.hold.mockClear();
    strip.dispatchEvent(new Event('touchstart'));
    expect(autoplay.hold).not.toHaveBeenCalled();
  });

  it('holds it while the tab is hidden', () => {
    const autoplay = anAutoplay();
    let state: DocumentVisibilityState = 'visible';
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
    const unwatch = holdAutoplay(document.createElement('div'), autoplay);
    state = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(autoplay.hold).toHaveBeenCalledWith('hidden');
    state = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(autoplay.release).toHaveBeenLastCalledWith('hidden');
    unwatch();
    visibility.mockRestore();
  });
});

function aStrip(slides: number): HTMLDivElement {
  const strip = document.createElement('div');
  const track = document.createElement('div');
  for (let i = 0; i < slides; i++) track.append(document.createElement('div'));
  strip.append(track);
  return strip;
}

describe('watchSelected', () => {
  it('reports the slide that fills at least half of the strip', () => {
    const strip = aStrip(3);
    const onSelect = jest.fn();
    const unwatch = watchSelected(strip, onSelect);
    const [observer] = observers;
    expect(observer?.options).toEqual({ root: strip, threshold: 0.5 });
    const slides = Array.from(strip.firstElementChild?.children ?? []);
    expect(observer?.targets).toEqual(slides);
    observer?.report([
      { target: slides[0], isIntersecting: true, intersectionRatio: 0.3 },
      { target: slides[1], isIntersecting: true, intersectionRatio: 0.7 },
    ]);
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith(1);
    observer?.report([{ target: slides[1], isIntersecting: false, intersectionRatio: 0 }]);
    expect(onSelect).toHaveBeenCalledTimes(1);
    unwatch();
    expect(observer?.disconnected).toBe(true);
  });
});

describe('scrollToSlide', () => {
  it('scrolls the strip by whole widths, smoothly unless asked not to', () => {
    const strip = aStrip(3);
    Object.defineProperty(strip, 'clientWidth', { value: 360 });
    strip.scrollTo = jest.fn();
    scrollToSlide(strip, 2, true);
    expect(strip.scrollTo).toHaveBeenLastCalledWith({ left: 720, behavior: 'smooth' });
    scrollToSlide(strip, 0, false);
    expect(strip.scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'instant' });
  });
});
