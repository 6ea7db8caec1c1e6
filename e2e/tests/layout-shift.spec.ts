import { findRoute, type RemoteName } from '@mobile/shared-contracts';
import type { Page, Request } from '@playwright/test';
import { testDeepLinksByUser } from '../support/deep-link-journeys';
import { expectMounted } from '../support/frame';
import { expect, test } from '../support/test';

/**
 * Issue 34's cold deep links hold still while they load: CLS ≤ 0.01 each (docs/performance.md). Each link is
 * opened cold (HTTP cache emptied) at the phone viewport as the user it is for; a `layout-shift` observer
 * installed before the page's scripts sums every shift without recent input until the page's data is drawn
 * (its remote mounted, the network idle, two frames after). Layout shift is geometry, not time: the sum is
 * the same on a fast or a slow machine. A failure lists what moved (element, rectangles before and after).
 */
const CLS_BUDGET = 0.01;
/** Pages whose last shift was found and mended: they hold perfectly still, and any shift is a regression. */
const STILL_PAGES: readonly string[] = ['/m/gameRecord'];
const budgetOf = (link: string) => (STILL_PAGES.includes(link) ? 0 : CLS_BUDGET);

interface ShiftSource {
  node: string;
  from: string;
  to: string;
}
interface Shift {
  value: number;
  at: number;
  sources: ShiftSource[];
}
type ShiftWindow = Window & { __layoutShifts: Shift[] };

async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as ShiftWindow).__layoutShifts = shifts;
    const nameOf = (node: Node | null): string => {
      if (!(node instanceof Element)) return node ? node.nodeName : '(gone)';
      const classes =
        typeof node.className === 'string' && node.className
          ? `.${node.className.trim().split(/\s+/).join('.')}`
          : '';
      const text = (node.textContent ?? '').trim().slice(0, 30);
      return `${node.tagName.toLowerCase()}${classes}${text ? ` "${text}"` : ''}`;
    };
    const rect = (r: DOMRectReadOnly): string => `${r.x},${r.y} ${r.width}×${r.height}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        startTime: number;
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: entry.sources.map((source) => ({
            node: nameOf(source.node),
            from: rect(source.previousRect),
            to: rect(source.currentRect),
          })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function shiftsOfColdLoad(page: Page, link: string): Promise<Shift[]> {
  const pathname = link.split('?')[0] ?? link;
  const record = findRoute(pathname);
  if (!record) throw new Error(`no page record for ${pathname}`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await watchShifts(page);

  // Requests in flight, but for the live stream (held open for the page's life: never 'network idle').
  const inFlight = new Set<Request>();
  const settle = (request: Request) => inFlight.delete(request);
  page.on('request', (request) => {
    if (request.headers().accept !== 'text/event-stream') inFlight.add(request);
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);

  await page.goto(link, { waitUntil: 'load' });
  await expectMounted(page, record.owner as RemoteName);
  // The page's data drawn: nothing in flight and nothing marked busy, twice in a row (an answer's render
  // may ask for more: images, the next query).
  let quietPolls = 0;
  await expect
    .poll(
      async () => {
        const busy = await page.locator('[aria-busy="true"]').count();
        quietPolls = inFlight.size === 0 && busy === 0 ? quietPolls + 1 : 0;
        return quietPolls;
      },
      { message: `${link}: its data drawn`, timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(2);
  // Two frames after the last answer: what it brought is laid out and the observer has reported it.
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  expect(new URL(page.url()).pathname, `${link}: the address`).toBe(pathname);
  return page.evaluate(() => (window as unknown as ShiftWindow).__layoutShifts);
}

testDeepLinksByUser(
  (user, links) =>
    `cold deep links as ${user} do not shift while they load (CLS ≤ ${CLS_BUDGET}): ${links.join(', ')}`,
  async (page, link) => {
    const shifts = await shiftsOfColdLoad(page, link);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    test.info().annotations.push({ type: 'layout shift', description: `${link} ${total.toFixed(4)}` });
    expect
      .soft(total, `${link}: layout shift ${total.toFixed(4)}\n${JSON.stringify(shifts, null, 1)}`)
      .toBeLessThanOrEqual(budgetOf(link));
  },
);
