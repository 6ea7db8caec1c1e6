import type { Page } from '@playwright/test';

/** Selects the merchant for every page load of this page (SPEC: local-storage test override). */
export async function useMerchant(page: Page, code: 'demo' | 'lite' | 'TEST'): Promise<void> {
  await page.addInitScript((merchant) => {
    window.localStorage.setItem('MC_TEST_MERCHANT', merchant);
  }, code);
}
