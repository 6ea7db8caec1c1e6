import type { Worker } from '@playwright/test';
import { expectHome } from '../support/frame';
import { expect, test } from '../support/test';

// Decision 0701: the browser's Intl data (time zones, number and date formats) is set up on a worker of
// its own while the start runs, so the main thread's first Intl call does not load it. The worker is the
// shell's file (the page's CSP lets workers come from its own origin only: the test's CSP watch fails on a
// violation) and it ends itself once done.
const WARM_INTL = /\/m\/warm-intl\.[0-9a-f]{8}\.js$/;

test('the start sets up Intl on a worker of its own, which ends itself', async ({ page }) => {
  let ended: Promise<void> | undefined;
  const started = new Promise<Worker>((resolve) =>
    page.on('worker', (worker) => {
      if (!WARM_INTL.test(worker.url())) return;
      ended = new Promise((done) => worker.on('close', () => done()));
      resolve(worker);
    }),
  );
  await page.goto('/m/home');
  await expectHome(page);
  expect((await started).url()).toMatch(WARM_INTL);
  await ended;
  // The time zone hint is still written from the main thread's Intl, now without the set-up.
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'mc_tz')?.value)
    .toBeTruthy();
});
