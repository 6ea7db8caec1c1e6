import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, devices, expect, type Page, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { expectHome, frame } from '../support/frame';
import { useMerchant } from '../support/merchant';
import { manifest, setRemoteEnabled } from '../support/operator';
import { SITE } from '../support/site';

// Issue 11: web app manifest, service worker (offline page, remote switches still apply), installable.
test.use({ serviceWorkers: 'allow' });

async function controlledByServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker claims the page once it is active; a reload would be controlled in any case.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

test('the web app manifest is valid and its icons are real PNGs of their size', async ({ page, request }) => {
  await page.goto('/m/home');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/m/manifest.webmanifest');
  const response = await request.get(`${SITE.origin}${href}`);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const webManifest = (await response.json()) as WebManifest;
  expect(webManifest).toMatchObject({ start_url: '/m/home', scope: '/m/', display: 'standalone' });
  expect(webManifest.name.length).toBeGreaterThan(0);
  for (const size of [192, 512])
    for (const purpose of ['any', 'maskable']) {
      const icon = webManifest.icons.find((i) => i.sizes === `${size}x${size}` && i.purpose === purpose);
      if (!icon) throw new Error(`no ${size} ${purpose} icon`);
      const png = await (await request.get(`${SITE.origin}${icon.src}`)).body();
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }
});

test('Chromium finds the site installable', async () => {
  // Chromium never offers to install from an incognito profile (Playwright's contexts): a real profile.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...devices['Pixel 7'],
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${SITE.origin}/m/home`);
    await expectHome(page);
    await controlledByServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () =>
        (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((e) => e.errorId),
      )
      .toEqual([]);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(url).toBe(`${SITE.origin}/m/manifest.webmanifest`);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('offline, a reload shows the offline page with the spec message', async ({ page, context }) => {
  await page.goto('/m/home');
  await expectHome(page);
  await controlledByServiceWorker(page);
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText(
      'Network slow or offline. Please check your connection.',
    );
    await expect(page.getByRole('link', { name: 'Retry' })).toHaveAttribute('href', '/m/home');
  } finally {
    await context.setOffline(false);
  }
  await page.getByRole('link', { name: 'Retry' }).click();
  await expectHome(page);
});

test.describe('with the service worker active', () => {
  test.describe.configure({ timeout: 90_000 });
  let walletWasOn = false;
  test.beforeEach(async () => {
    walletWasOn = (await manifest('lite')).remotes.wallet.enabled;
  });
  test.afterEach(async () => {
    await setRemoteEnabled('lite', 'wallet', walletWasOn);
  });

  test("an operator's remote switch applies on the next load", async ({ page }) => {
    await useMerchant(page, 'lite');
    await page.goto('/m/home');
    await expectHome(page);
    await controlledByServiceWorker(page);
    const deposit = frame.tabBar(page).getByRole('link', { name: 'Deposit' });
    await expect(deposit).toHaveCount(walletWasOn ? 1 : 0);

    await setRemoteEnabled('lite', 'wallet', !walletWasOn);
    await page.reload();
    await expectHome(page);
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(deposit).toHaveCount(walletWasOn ? 0 : 1);
  });
});
