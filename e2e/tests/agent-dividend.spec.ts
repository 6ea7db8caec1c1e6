import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectMounted, remoteArea } from '../support/frame';
import { operator } from '../support/operator';
import { mintSession, storeSession } from '../support/session';
import { expect, test } from '../support/test';

const agent = (page: Page) => remoteArea(page, 'agent');
/** The shell's tab bar finding of agent-team.spec.ts (Service badge label), kept out of this check too. */
const axeOptions = { exclude: ['nav.tab-bar'] };

test('an agent opens its dividend from the footer and pays a downline agent its due dividend', async ({
  page,
}) => {
  await storeSession(page, await mintSession('agent41'));
  await page.goto('/m/agent');
  await expectMounted(page, 'agent');
  await page
    .getByRole('navigation', { name: 'Agent navigation' })
    .getByRole('link', { name: 'Dividend' })
    .click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/agentDivident$/);
  await expectMounted(page, 'agent');

  // Its own dividend: the seeded half-monthly contract, this period so far, income and closed periods.
  await expect(
    agent(page).getByText(/^Every half month contract: 30\.00 % of the team's loss/),
  ).toBeVisible();
  await expect(agent(page).getByRole('region', { name: /^This period \(\d{4}-\d\d-\d\d – / })).toBeVisible();
  await expect(agent(page).getByRole('region', { name: 'Income' })).toContainText(/Previous period/);
  await expect(agent(page).getByRole('list', { name: 'Closed periods' }).getByRole('listitem')).toHaveCount(
    6,
  );
  await expectNoAxeViolations(page, axeOptions);

  await agent(page).getByRole('tab', { name: 'Pay downlines' }).click();
  const firstDue = agent(page)
    .getByRole('list', { name: 'Dividends of your downline agents' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Pay agent41s1' }) })
    .first();
  await expect(firstDue).toContainText('Due');
  // The row by its name: once 'Pay' is tapped it no longer holds that button.
  const due = agent(page).getByRole('listitem', { name: (await firstDue.getAttribute('aria-label')) ?? '' });
  await expectNoAxeViolations(page, axeOptions);
  await due.getByRole('button', { name: 'Pay agent41s1' }).click();
  const payout = page.waitForResponse((r) => r.url().endsWith('/wps/relay/ODSFE2_PayoutDividend'));
  await due.getByRole('button', { name: /^Pay ₱[\d,]+\.\d\d$/ }).click();
  const answer = (await (await payout).json()) as { success: boolean; value: { periodStart: string } };
  expect(answer.success).toBe(true);
  try {
    // The row says so (the 1 s success toast may be gone before a busy machine looks).
    const paid = agent(page).getByRole('listitem', {
      name: new RegExp(`^agent41s1 ${answer.value.periodStart} – `),
    });
    await expect(paid).toContainText('Paid');
    await expect(paid.getByRole('button', { name: 'Pay agent41s1' })).toHaveCount(0);
  } finally {
    // Puts the money back: the payout is taken back through the ledger and the period is due again.
    await operator('dividend-reverse', '--user', 'agent41s1', '--period', answer.value.periodStart);
  }
});
