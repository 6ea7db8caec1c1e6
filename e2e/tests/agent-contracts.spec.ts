import { expectNoAxeViolations } from '../support/axe';
import { expectMounted, remoteArea } from '../support/frame';
import { operator } from '../support/operator';
import { mintSession, storeSession } from '../support/session';
import { expect, test } from '../support/test';

// agent1 (type 1) is seeded with one pending contract of each kind (platform-api/src/demo/seed/agent-contracts.ts).
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

test("an agent without a salary contract applies for one; the operator's offer answers it", async ({
  page,
}) => {
  // agent41s2 (type 1) holds no daily salary contract and no offer; the journey ends with none again.
  await storeSession(page, await mintSession('agent41s2'));
  await page.goto('/m/member/agent/getSalaryContract');
  await expectMounted(page, 'agent');
  const agent = remoteArea(page, 'agent');
  await expect(agent.getByText('You have no accepted daily salary contract.')).toBeVisible();
  await agent.getByRole('button', { name: 'Apply for a daily salary contract' }).click();
  await expect(agent.getByRole('button', { name: 'Application sent' })).toBeDisabled();
  await expect(agent.getByText(/^You applied on \d{4}-\d\d-\d\d\./)).toBeVisible();
  await expectNoAxeViolations(page);

  await operator('contract', '--user', 'agent41s2', '--offer', 'dailySalary');
  await page.reload();
  await expectMounted(page, 'agent');
  const offer = agent.getByRole('region', { name: 'Offered to you' });
  await expect(offer).toContainText('300');
  await expect(agent.getByRole('button', { name: 'Application sent' })).toHaveCount(0);
  await offer.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Contract rejected')).toBeVisible();
  await expect(agent.getByRole('button', { name: 'Apply for a daily salary contract' })).toBeEnabled();
});

test("the operator pays a closed day's salary: the day shows paid, and a reversal makes it due again", async ({
  page,
}) => {
  // agent41 holds the demo's accepted daily salary contract; its team bets on most days (seeded).
  await storeSession(page, await mintSession('agent41'));
  await page.goto('/m/member/agent/getSalaryContract');
  await expectMounted(page, 'agent');
  const agent = remoteArea(page, 'agent');
  const days = agent.getByRole('list', { name: 'Daily salary by day' });
  const today = new Date().toISOString().slice(0, 10);
  const due = days
    .getByRole('listitem')
    .filter({ hasText: 'Awaiting payout' })
    .filter({ hasNotText: today })
    .first();
  await expect(due).toBeVisible();
  const day = (await due.locator('p').first().textContent())?.trim() ?? '';
  expect(day).toMatch(/^\d{4}-\d\d-\d\d$/);

  const run = await operator<{ paid: { username: string }[] }>('salary-pay', '--day', day);
  expect(run.paid.map((paid) => paid.username)).toContain('agent41');
  await page.reload();
  await expectMounted(page, 'agent');
  const paidDay = days.getByRole('listitem').filter({ hasText: day });
  await expect(paidDay).toContainText('Paid');
  await expectNoAxeViolations(page);

  await operator('salary-reverse', '--user', 'agent41', '--day', day);
  await page.reload();
  await expectMounted(page, 'agent');
  await expect(days.getByRole('listitem').filter({ hasText: day })).toContainText('Awaiting payout');
});
