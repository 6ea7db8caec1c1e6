import { render } from '@testing-library/react';
import { useInfiniteScroll } from './use-infinite-scroll';

interface Watch {
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
}

function Sentinel({ onReachEnd, enabled }: { onReachEnd: () => void; enabled: boolean }) {
  const ref = useInfiniteScroll<HTMLDivElement>(onReachEnd, enabled);
  return <div ref={ref} />;
}

describe('useInfiniteScroll (account record)', () => {
  const watches: Watch[] = [];
  const original = globalThis.IntersectionObserver;
  let now: jest.SpyInstance<number, []>;

  beforeEach(() => {
    watches.length = 0;
    globalThis.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        watches.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    now = jest.spyOn(Date, 'now').mockReturnValue(50_000);
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
    now.mockRestore();
  });

  const reach = (isIntersecting = true) =>
    watches[0]?.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);

  it('infinite scroll 300 px from bottom, load-more 1 per second (SPEC 9)', () => {
    const onReachEnd = jest.fn();
    render(<Sentinel onReachEnd={onReachEnd} enabled />);
    expect(watches[0]?.options?.rootMargin).toBe('0px 0px 300px 0px');

    reach(false);
    expect(onReachEnd).not.toHaveBeenCalled();
    reach();
    expect(onReachEnd).toHaveBeenCalledTimes(1);
    now.mockReturnValue(50_999);
    reach();
    expect(onReachEnd).toHaveBeenCalledTimes(1);
    now.mockReturnValue(51_000);
    reach();
    expect(onReachEnd).toHaveBeenCalledTimes(2);
  });

  it('watches nothing while no more pages are available', () => {
    render(<Sentinel onReachEnd={jest.fn()} enabled={false} />);
    expect(watches).toHaveLength(0);
  });
});
