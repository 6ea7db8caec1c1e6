import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectHome, frame } from '../support/frame';
import { useMerchant } from '../support/merchant';
import { expect, test } from '../support/test';

const openServiceSheet = async (page: Page) => {
  await frame
    .tabBar(page)
    .getByRole('button', { name: /^Service/ })
    .click();
  return page.getByRole('dialog');
};

test("the service sheet offers the merchant's customer-service links from domainRoute, in a new tab", async ({
  page,
}) => {
  await page.goto('/m/home');
  await expectHome(page);
  const asked = page.waitForResponse((r) => r.url().includes('/wps/system/domainRoute') && r.ok());
  const sheet = await openServiceSheet(page);
  await asked;
  const cs = sheet.getByRole('link', { name: 'Customer service (web)' });
  await expect(cs).toHaveAttribute('href', 'https://chat.example/demo');
  await expect(cs).toHaveAttribute('target', '_blank');
  await expect(cs).toHaveAttribute('rel', /noopener/);
  await expect(sheet.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.example/639000000000',
  );
  await expectNoAxeViolations(page);
});

test('a merchant without a WhatsApp link shows only its customer-service page', async ({ page }) => {
  await useMerchant(page, 'lite');
  await page.goto('/m/home');
  await expect(frame.tabBar(page)).toBeVisible();
  const sheet = await openServiceSheet(page);
  await expect(sheet.getByRole('link', { name: 'Customer service (web)' })).toHaveAttribute(
    'href',
    'https://chat.example/lite',
  );
  await expect(sheet.getByRole('link', { name: 'WhatsApp' })).toHaveCount(0);
});
