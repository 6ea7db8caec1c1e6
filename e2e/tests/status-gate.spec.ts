import type { Page } from '@playwright/test';
import { expectHome, frame } from '../support/frame';
import { setStatus } from '../support/operator';
import { expect, test } from '../support/test';

async function expectGate(page: Page, status: 1 | 2) {
  const gate = page.getByRole('main');
  await expect(gate).toHaveAttribute('data-status', String(status));
  if (status === 1) {
    await expect(page.getByRole('heading', { name: 'Maintenance' })).toBeVisible();
    await expect(gate).toContainText('The site is under maintenance.');
  } else {
    await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
    await expect(gate).toContainText('Your IP or location is blocked.');
  }
  await expect(gate).toContainText(/Your IP: \S+/);
  // No frame and no remote around the gate page.
  await expect(frame.tabBar(page)).toHaveCount(0);
  await expect(page.locator('header')).toHaveCount(0);
  await expect(page.locator('section.remote-area')).toHaveCount(0);
}

test.describe('system status gate (demo merchant)', () => {
  // Each operator call is a Node process on a busy 2-core machine: allow for them.
  test.describe.configure({ timeout: 90_000 });
  test.afterEach(async () => {
    const restored = await setStatus('demo', false, false);
    expect(restored).toMatchObject({ maintenance: false, regionRestriction: false });
  });

  test('maintenance → status 1; region restriction → status 2; both → status 1; off → site', async ({
    page,
  }) => {
    expect(await setStatus('demo', true, false)).toMatchObject({
      maintenance: true,
      regionRestriction: false,
    });
    const status = page.waitForResponse((r) => r.url().includes('/wps/system/status'));
    await page.goto('/m/home');
    expect(((await (await status).json()) as { value: { maintenance: boolean } }).value.maintenance).toBe(
      true,
    );
    await expectGate(page, 1);

    await setStatus('demo', false, true);
    await page.reload();
    await expectGate(page, 2);

    await setStatus('demo', true, true);
    await page.goto('/m/notice');
    await expectGate(page, 1);

    await setStatus('demo', false, false);
    await page.goto('/m/home');
    await expectHome(page);
  });
});
