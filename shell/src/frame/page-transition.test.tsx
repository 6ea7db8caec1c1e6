import '../test/browser-stubs';
import { render, screen } from '@testing-library/react';
import { PageTransition } from './page-transition';

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}

describe('PageTransition (SPEC 9 page transition 300 ms)', () => {
  const matchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('page transition 300 ms: a new page enters over 300 ms', () => {
    preferReducedMotion(false);
    render(
      <PageTransition>
        <p>page</p>
      </PageTransition>,
    );
    const frame = screen.getByText('page').parentElement as HTMLElement;
    expect(frame).toHaveClass('page-transition--enter');
    expect(frame.style.animationDuration).toBe('300ms');
  });

  it('honours prefers-reduced-motion: the page appears without moving', () => {
    preferReducedMotion(true);
    render(
      <PageTransition>
        <p>page</p>
      </PageTransition>,
    );
    const frame = screen.getByText('page').parentElement as HTMLElement;
    expect(frame).not.toHaveClass('page-transition--enter');
    expect(frame.style.animationDuration).toBe('');
  });
});
