import fs from 'node:fs';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { SITE } from '../support/site';

async function main() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  await page.goto(`${SITE.origin}/m/gameList?gameType=RNG`);
  await page
    .getByRole('button', { name: /^Play / })
    .first()
    .waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'blink.user_timing',
    ],
  });
  await page.mouse.move(200, 500);
  const t0 = Date.now();
  while (Date.now() - t0 < 12_000) {
    await page.mouse.wheel(0, 150);
    await new Promise((r) => setTimeout(r, 100));
  }
  const buf = await browser.stopTracing();
  fs.writeFileSync('/tmp/perf/scroll-trace.json', buf);
  await browser.close();
}
main();
