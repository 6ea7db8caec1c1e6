import '../test/browser-stubs';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { heightToReserve } from './scroll-reserve';
import { useScrollRestoration } from './use-scroll-restoration';

/** The document's geometry as the hook reads it: jsdom lays nothing out. */
const geometry = { documentHeight: 0, bodyHeight: 0 };
let resized: (() => void) | null = null;

class ResizeObserverFake {
  constructor(private readonly callback: () => void) {}
  observe(): void {
    resized = this.callback;
  }
  disconnect(): void {
    resized = null;
  }
  unobserve(): void {}
}

function Frame() {
  useScrollRestoration();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate('/m/notice')}>
        open announcements
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
    </>
  );
}

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });
}

const minHeight = () => document.documentElement.style.minHeight;

describe('useScrollRestoration', () => {
  const scrollToSpy = jest.fn((_x: number, y: number) => {
    window.scrollY = y;
  });

  beforeAll(() => {
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      get: () => Math.max(geometry.documentHeight, Number.parseFloat(minHeight()) || 0),
    });
    Object.defineProperty(document.body, 'offsetHeight', {
      configurable: true,
      get: () => geometry.bodyHeight,
    });
    (globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverFake;
    window.scrollTo = scrollToSpy as unknown as typeof window.scrollTo;
    window.innerHeight = 800;
  });
  beforeEach(() => {
    scrollToSpy.mockClear();
    window.scrollY = 0;
    document.documentElement.style.removeProperty('min-height');
  });

  async function homeScrolledThenBack(homeHeightWhenBack: number) {
    render(
      <MemoryRouter initialEntries={['/m/home']}>
        <Frame />
      </MemoryRouter>,
    );
    geometry.documentHeight = 2_000;
    scrollTo(700);
    await userEvent.click(screen.getByRole('button', { name: 'open announcements' }));
    // The page left is removed: the short page opened clamps the scroll (an event of the new entry).
    geometry.documentHeight = 900;
    scrollTo(100);
    geometry.documentHeight = homeHeightWhenBack;
    geometry.bodyHeight = homeHeightWhenBack;
    await userEvent.click(screen.getByRole('button', { name: 'back' }));
  }

  it('takes the page scrolling over from the browser, and gives it back when the page is left', () => {
    const { unmount } = render(
      <MemoryRouter>
        <Frame />
      </MemoryRouter>,
    );
    expect(window.history.scrollRestoration).toBe('manual');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(window.history.scrollRestoration).toBe('auto');
    act(() => {
      window.dispatchEvent(new Event('pageshow'));
    });
    expect(window.history.scrollRestoration).toBe('manual');
    unmount();
    expect(window.history.scrollRestoration).toBe('auto');
  });

  it('back to a page drawn again as tall as before scrolls it where it was, with no reserve', async () => {
    await homeScrolledThenBack(2_000);
    expect(scrollToSpy).toHaveBeenLastCalledWith(0, 700);
    expect(minHeight()).toBe('');
  });

  it('back to a page drawn again shorter holds the height the position needs until the page is that tall', async () => {
    await homeScrolledThenBack(1_334);
    expect(scrollToSpy).toHaveBeenLastCalledWith(0, 700);
    expect(minHeight()).toBe('1500px');
    geometry.bodyHeight = 1_450;
    act(() => resized?.());
    expect(minHeight()).toBe('1500px');
    geometry.bodyHeight = 1_520;
    act(() => resized?.());
    expect(minHeight()).toBe('');
  });

  it('a page opened anew (not Back) is left as the browser leaves it', async () => {
    render(
      <MemoryRouter initialEntries={['/m/home']}>
        <Frame />
      </MemoryRouter>,
    );
    scrollTo(700);
    await userEvent.click(screen.getByRole('button', { name: 'open announcements' }));
    expect(scrollToSpy).not.toHaveBeenCalled();
    expect(minHeight()).toBe('');
  });
});

describe('heightToReserve', () => {
  it('is the scroll position plus the viewport when the page is shorter, else nothing', () => {
    expect(heightToReserve(700, 800, 1_334)).toBe(1_500);
    expect(heightToReserve(700, 800, 1_500)).toBeNull();
    expect(heightToReserve(700.5, 800, 1_200)).toBe(1_501);
  });
});
