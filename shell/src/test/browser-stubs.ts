/**
 * Browser APIs jsdom lacks that react-router, the frame and the banner carousel touch. Installed on import,
 * only where missing. Component tests import this file first: react-router needs TextEncoder while
 * its module loads.
 */
import { TextDecoder, TextEncoder } from 'node:util';

class NoopObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}

function installBrowserStubs(): void {
  const w = globalThis as unknown as Record<string, unknown>;
  w.TextEncoder ??= TextEncoder;
  w.TextDecoder ??= TextDecoder;
  w.IntersectionObserver ??= NoopObserver;
  w.ResizeObserver ??= NoopObserver;
  if (typeof window.matchMedia !== 'function') {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
}

installBrowserStubs();
