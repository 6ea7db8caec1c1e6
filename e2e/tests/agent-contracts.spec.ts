import { expectNoAxeViolations } from '../support/axe';
import { expectMounted, remoteArea } from '../support/frame';
import { operator } from '../support/operator';
import { mintSession, storeSession } from '../support/session';
import { expect, test } from '../support/test';

// agent1 (type 1) is seeded with one pending contract of each kind (db/seed/agent-contracts.ts).
test.afterEach(async () => {
  await operator('contract', '--user', 'agent1', '--offer', 'dailySalary');
});

test('a pending contract is prompted on home, opened with Go and accepted', async ({ page }) => {
  test.slow(); // an axe-core run on the salary page (its daily salary too): over 45 s on a busy machine
  await storeSession(page, await mintSession('agent1'));
  await page.goto('/m/home');
  const prompt = page.getByRole('alertdialog', { name: 'A daily salary contract is waiting' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Go' }).click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);
  await expectMounted(page, 'agent');

  const agent = remoteArea(page, 'agent');
  const offer = agent.getByRole('region', { name: 'Offered to you' });
  await expect(offer).toContainText('Salary');
  await expect(offer).toContainText('300');
  await expectNoAxeViolations(page);
  await offer.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Contract accepted')).toBeVisible();
  await expect(agent.getByText('No contract is waiting for your answer.')).toBeVisible();
  await expect(agent.getByRole('region', { name: 'History' }).getByRole('listitem')).toHaveCount(2);

  // Home asks no more about the salary contract: the next pending one (dividend) comes first now.
  await page.goto('/m/home');
  await expect(page.getByRole('alertdialog', { name: 'A dividend contract is waiting' })).toBeVisible();
});

test('the agent home prompts each pending contract; Cancel moves on to the next', async ({ page }) => {
  await storeSession(page, await mintSession('agent1'));
  await page.goto('/m/agent');
  await expectMounted(page, 'agent');
  const agent = remoteArea(page, 'agent');
  await expect(agent.getByRole('alertdialog', { name: 'A daily salary contract is waiting' })).toBeVisible();
  await agent.getByRole('button', { name: 'Cancel' }).click();
  await expect(agent.getByRole('alertdialog', { name: 'A dividend contract is waiting' })).toBeVisible();
  await agent.getByRole('button', { name: 'Cancel' }).click();
  await expect(
    agent.getByRole('alertdialog', { name: 'An hourly salary contract is waiting' }),
  ).toBeVisible();
  await agent.getByRole('button', { name: 'Go' }).click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/getHourContract$/);
  await expect(agent.getByRole('region', { name: 'Offered to you' })).toContainText('Pay per hour');
});
