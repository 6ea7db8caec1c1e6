import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectHome } from '../support/frame';
import { SITE } from '../support/site';

// Issue 11: /m/home arrives with its frame drawn (header, ticker bar, first banner, tab bar), so the first
// paint needs no JavaScript; right per merchant (host table) and per language (the shell's mc_lang hint).

const MERCHANTS = [
  { code: 'demo', origin: SITE.origin, site: 'Demo Play', depositTab: true },
  { code: 'lite', origin: `http://lite.localhost:${SITE.port}`, site: 'Lite Play', depositTab: false },
] as const;
const LANGUAGES = [
  { code: 'EN', htmlLang: 'en', login: 'Log in', nav: 'Main', home: 'Home' },
  { code: 'TY', htmlLang: 'fil', login: 'Mag-login', nav: 'Pangunahing nabigasyon', home: 'Simula' },
] as const;

async function setLanguage(context: BrowserContext, origin: string, language: string) {
  await context.addCookies([{ name: 'mc_lang', value: language, url: `${origin}/m/` }]);
}

const banner = (page: Page) => page.locator('.banner-carousel img').first();

test.describe('home HTML without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const merchant of MERCHANTS)
    for (const language of LANGUAGES)
      test(`${merchant.code}, ${language.code}: header, first banner and tab bar`, async ({
        page,
        context,
      }) => {
        await setLanguage(context, merchant.origin, language.code);
        await page.goto(`${merchant.origin}/m/home`);
        await expect(page.locator('html')).toHaveAttribute('lang', language.htmlLang);
        const header = page.locator('header.home-header');
        await expect(header).toBeVisible();
        await expect(header.getByText(merchant.site)).toBeVisible();
        await expect(header.getByRole('link', { name: language.login, exact: true })).toBeVisible();
        await expect(banner(page)).toBeVisible();
        await expect(banner(page)).toHaveAttribute('fetchpriority', 'high');
        await expect
          .poll(() => banner(page).evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
        const tabBar = page.getByRole('navigation', { name: language.nav });
        await expect(tabBar).toBeVisible();
        await expect(tabBar.getByRole('link')).toHaveCount(merchant.depositTab ? 4 : 3);
        await expect(tabBar.locator('a[href="/m/voucherCenter"]')).toHaveCount(merchant.depositTab ? 1 : 0);
      });
});

test('the shell takes the drawn frame over without a console error and without moving it', async ({
  browser,
}) => {
  const boxes = async (page: Page) => ({
    header: await page.locator('header.home-header').boundingBox(),
    banner: await page.locator('.banner-carousel').boundingBox(),
    tabBar: await page.locator('nav.tab-bar').boundingBox(),
  });
  const staticContext = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 412, height: 915 },
  });
  const staticPage = await staticContext.newPage();
  await staticPage.goto(`${SITE.origin}/m/home`);
  const drawn = await boxes(staticPage);
  await staticContext.close();

  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${SITE.origin}/m/home`);
  await expectHome(page);
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  expect(await boxes(page)).toEqual(drawn);
  expect(errors).toEqual([]);
  await context.close();
});
