import { expectMounted } from '../support/frame';
import { mintSession, storeSession } from '../support/session';
import { expect, test } from '../support/test';

test("the demo's task link opens the task page in the task frame with the member's session (SPEC 2)", async ({
  page,
}) => {
  await storeSession(page, await mintSession('player0'));
  await page.goto('/m/task');
  await expectMounted(page, 'games');
  const taskFrame = page.locator('iframe[title="Tasks"]');
  // The link is on one of the merchant's frame origins, with the session token as the query parameter.
  await expect(taskFrame).toHaveAttribute('src', /\/lgw\/demo-task\/demo\?token=/);
  const task = page.frameLocator('iframe[title="Tasks"]');
  await expect(task.getByRole('heading', { name: 'Tasks' })).toBeVisible();
  await expect(task.getByText('Hello, player0.')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
