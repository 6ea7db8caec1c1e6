import '../test/browser-stubs';
import { act, render } from '@testing-library/react';
import { createRef } from 'react';
import BannerCarouselMotion from './banner-carousel-motion';

type Report = (entries: Partial<IntersectionObserverEntry>[]) => void;
const observers: { report: Report; root: Element | null }[] = [];
const original = globalThis.IntersectionObserver;

function aStrip(slides: number): HTMLDivElement {
  const strip = document.createElement('div');
  const track = document.createElement('div');
  for (let i = 0; i < slides; i++) track.append(document.createElement('div'));
  strip.append(track);
  Object.defineProperty(strip, 'clientWidth', { value: 400 });
  strip.scrollTo = jest.fn();
  document.body.append(strip);
  return strip;
}

function mount(slides: number, autoplayMs: number | null, loop = slides > 1) {
  const strip = aStrip(slides);
  const viewport = createRef<HTMLElement>() as { current: HTMLElement | null };
  viewport.current = strip;
  const onSelect = jest.fn();
  const view = render(
    <BannerCarouselMotion
      viewport={viewport}
      loop={loop}
      autoplayMs={autoplayMs}
      reducedMotion={false}
      onSelect={onSelect}
    />,
  );
  const selection = observers.find((observer) => observer.root === strip);
  const select = (index: number) =>
    act(() =>
      selection?.report([
        { target: strip.firstElementChild?.children[index], isIntersecting: true, intersectionRatio: 1 },
      ]),
    );
  return { strip, onSelect, select, view };
}

describe('BannerCarouselMotion', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    observers.length = 0;
    globalThis.IntersectionObserver = class {
      constructor(report: Report, options?: IntersectionObserverInit) {
        observers.push({ report, root: (options?.root as Element | undefined) ?? null });
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    jest.useRealTimers();
    globalThis.IntersectionObserver = original;
    document.body.innerHTML = '';
  });

  it('scrolls to the next banner every 5 s and from the last back to the first', () => {
    const { strip, select } = mount(3, 5_000);
    act(() => jest.advanceTimersByTime(4_999));
    expect(strip.scrollTo).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(strip.scrollTo).toHaveBeenLastCalledWith({ left: 400, behavior: 'smooth' });
    select(1);
    act(() => jest.advanceTimersByTime(5_000));
    expect(strip.scrollTo).toHaveBeenLastCalledWith({ left: 800, behavior: 'smooth' });
    select(2);
    act(() => jest.advanceTimersByTime(5_000));
    expect(strip.scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
  });

  it('tells which banner is in view (the dots), and the next one as soon as a move starts', () => {
    const { onSelect, select } = mount(3, 5_000);
    select(2);
    expect(onSelect).toHaveBeenLastCalledWith(2);
    act(() => jest.advanceTimersByTime(5_000));
    expect(onSelect).toHaveBeenLastCalledWith(0);
  });

  it('moves on from its own target when the timer comes before the slide is reported', () => {
    const { strip } = mount(3, 5_000);
    act(() => jest.advanceTimersByTime(10_000));
    expect(strip.scrollTo).toHaveBeenLastCalledWith({ left: 800, behavior: 'smooth' });
  });

  it('pauses while a finger is on the strip and starts a full delay after it lifts', () => {
    const { strip } = mount(2, 5_000);
    act(() => jest.advanceTimersByTime(4_000));
    strip.dispatchEvent(new Event('touchstart'));
    act(() => jest.advanceTimersByTime(10_000));
    expect(strip.scrollTo).not.toHaveBeenCalled();
    strip.dispatchEvent(new Event('touchend'));
    act(() => jest.advanceTimersByTime(4_999));
    expect(strip.scrollTo).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(strip.scrollTo).toHaveBeenCalledTimes(1);
  });

  it('skips its moves while a modal layer covers home (the drawer, a popup) and moves again at its next tick once it closes (0761)', () => {
    const { strip } = mount(3, 5_000);
    const drawer = document.createElement('div');
    drawer.setAttribute('role', 'dialog');
    drawer.setAttribute('aria-modal', 'true');
    document.body.append(drawer);
    act(() => jest.advanceTimersByTime(15_000));
    expect(strip.scrollTo).not.toHaveBeenCalled();
    drawer.remove();
    act(() => jest.advanceTimersByTime(5_000));
    expect(strip.scrollTo).toHaveBeenLastCalledWith({ left: 400, behavior: 'smooth' });
  });

  it('pauses off screen', () => {
    const { strip } = mount(2, 5_000);
    const offScreen = observers.find((observer) => observer.root === null);
    act(() => offScreen?.report([{ isIntersecting: false }]));
    act(() => jest.advanceTimersByTime(30_000));
    expect(strip.scrollTo).not.toHaveBeenCalled();
  });

  it('does not move without autoplay (one banner, or reduced motion)', () => {
    const { strip } = mount(1, null, false);
    act(() => jest.advanceTimersByTime(30_000));
    expect(strip.scrollTo).not.toHaveBeenCalled();
  });

  it('stops moving once unmounted', () => {
    const { strip, view } = mount(3, 5_000);
    view.unmount();
    act(() => jest.advanceTimersByTime(30_000));
    expect(strip.scrollTo).not.toHaveBeenCalled();
  });
});
