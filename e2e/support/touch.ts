import type { Page } from '@playwright/test';

/**
 * A one-finger swipe to the right as real touch events (CDP `Input.dispatchTouchEvent`), in small steps
 * like a finger, from `x` across the middle of the screen.
 */
export async function swipeRight(page: Page, dx: number, x = 20): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const y = Math.round((page.viewportSize()?.height ?? 800) / 2);
  const point = (at: number) => [{ x: at, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(x) });
  for (let step = 1; step <= 8; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(x + (dx * step) / 8),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
