import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectMounted, remoteArea } from '../support/frame';
import { type MintedSession, mintSession, storeSession } from '../support/session';
import { SITE } from '../support/site';
import { expect, test } from '../support/test';

const agent = (page: Page) => remoteArea(page, 'agent');
const menu = (page: Page) => page.getByRole('navigation', { name: 'Agent menu' });
const downlines = (page: Page) => agent(page).getByRole('list', { name: 'Downlines' });

async function openAgentHome(page: Page): Promise<MintedSession> {
  const session = await mintSession('agent41');
  await storeSession(page, session);
  await page.goto('/m/agent');
  await expectMounted(page, 'agent');
  await expect(menu(page)).toBeVisible();
  return session;
}

test('an agent opens team overview from the menu: figures by period and the trend chart', async ({
  page,
}) => {
  await openAgentHome(page);
  await menu(page).getByRole('link', { name: 'Team overview' }).click();
  await expect(page).toHaveURL(/\/m\/agent\/team\/overview$/);
  await expectMounted(page, 'agent');
  const bets = agent(page)
    .locator('dt', { hasText: /^Bets$/ })
    .locator('xpath=..')
    .locator('dd');
  // The seed places bets for agent41's team today, so today's stakes are never zero.
  await expect(bets).toHaveText(/^₱[1-9][\d,]*\.\d\d$/);
  await agent(page).getByRole('button', { name: 'This month' }).click();
  await expect(agent(page).getByRole('button', { name: 'This month' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(bets).toHaveText(/^₱[1-9][\d,]*\.\d\d$/);
  const chart = agent(page).getByRole('img', { name: /^From \d{4}-\d\d-\d\d to / });
  await expect(chart.locator('svg .ct-line')).toHaveCount(3);
  await expectNoAxeViolations(page);
});

test('an agent opens team management: direct and all levels, search, and a downline detail', async ({
  page,
}) => {
  await openAgentHome(page);
  await menu(page).getByRole('link', { name: 'Team management' }).click();
  await expect(page).toHaveURL(/\/m\/member\/team$/);
  await expectMounted(page, 'agent');
  await expect(downlines(page).getByRole('button', { name: /^agent41s1 / })).toBeVisible();
  await expect(downlines(page).getByRole('button', { name: /agent41s1ap1/ })).toHaveCount(0);
  const size = agent(page).getByRole('region', { name: 'Team size' });
  await expect(size).toContainText(/Direct downlines\s*[1-9]\d*/);
  await expect(size).toContainText(/Indirect downlines\s*[1-9]\d*/);
  await expectNoAxeViolations(page);

  await agent(page).getByRole('button', { name: 'All levels' }).click();
  await expect(downlines(page).getByRole('button', { name: /agent41s1ap1.*Level 3/ })).toBeVisible();
  await agent(page).getByRole('searchbox', { name: 'Search by name' }).fill('nina');
  await agent(page).getByRole('button', { name: 'Search', exact: true }).click();
  await expect(downlines(page).getByRole('listitem')).toHaveCount(1);
  await downlines(page)
    .getByRole('button', { name: /agent41s1a/ })
    .click();
  const detail = agent(page).getByRole('region', { name: 'agent41s1a' });
  await expect(detail).toContainText('agent41s1');
  await expect(detail.getByRole('textbox', { name: 'Rebate (%)' })).toHaveValue('1');
  await expect(detail).toContainText(/Downlines further down\s*0/);
  await expectNoAxeViolations(page);
});

test("an agent changes a downline's rebate, and one above its own is refused", async ({ page, request }) => {
  const session = await openAgentHome(page);
  const restore = async () => {
    const list = await request.get(
      `${SITE.origin}/wps/agent/downlines?scope=direct&keyword=agent41s2&pageNo=1`,
      {
        headers: { authorization: `Bearer ${session.token}` },
      },
    );
    const [member] = (await list.json()).value.content as { id: number }[];
    await request.post(`${SITE.origin}/wps/agent/updateDownlineRebates`, {
      headers: { authorization: `Bearer ${session.token}` },
      data: { memberId: member?.id, rebate: 1.2 },
    });
  };
  try {
    await page.goto('/m/member/team');
    await expectMounted(page, 'agent');
    await downlines(page)
      .getByRole('button', { name: /^agent41s2 / })
      .click();
    const rebate = agent(page).getByRole('textbox', { name: 'Rebate (%)' });
    await expect(rebate).toHaveValue('1.2');
    await rebate.fill('2.5');
    await agent(page).getByRole('button', { name: 'Save rebate' }).click();
    await expect(agent(page).getByRole('alert')).toHaveText(
      "At most 2.00 %: never above the upline's own rebate.",
    );
    await rebate.fill('1.75');
    await agent(page).getByRole('button', { name: 'Save rebate' }).click();
    await expect(page.getByText('Rebate saved')).toBeVisible();
    await expect(agent(page).getByText('1.75 %')).toBeVisible();
  } finally {
    await restore();
  }
});

test('an agent opens team profit and loss and team betting from the menu and sees its team', async ({
  page,
}) => {
  await openAgentHome(page);
  await menu(page).getByRole('link', { name: 'Team profit and loss' }).click();
  await expect(page).toHaveURL(/\/m\/agent\/team\/pnl$/);
  await expectMounted(page, 'agent');
  const pnl = agent(page).getByRole('list', { name: 'Profit and loss by member' });
  await expect(pnl.getByRole('listitem').first()).toContainText('Whole team');
  await expect(pnl.getByText(/agent41s1ap1/)).toBeVisible();
  await expectNoAxeViolations(page);
  // A range over 31 days is explained and not sent.
  await agent(page).getByLabel('From').fill('2020-01-01');
  await agent(page).getByRole('button', { name: 'Show' }).click();
  await expect(agent(page).getByRole('alert')).toHaveText('Please choose at most 31 days.');

  await page.goBack();
  await expect(menu(page)).toBeVisible();
  await menu(page).getByRole('link', { name: 'Team betting' }).click();
  await expect(page).toHaveURL(/\/m\/teamBetting$/);
  const bets = agent(page).getByRole('list', { name: 'Team bets' });
  await expect(bets.getByRole('listitem').first()).toContainText(/agent41/);
  await agent(page).getByRole('searchbox', { name: 'Member name (optional)' }).fill('agent41s1p1');
  await agent(page).getByRole('button', { name: 'Show' }).click();
  await expect(bets.getByRole('listitem').filter({ hasNotText: 'agent41s1p1 ·' })).toHaveCount(0);
  await expect(bets.getByRole('listitem').first()).toContainText('agent41s1p1 ·');
  await expectNoAxeViolations(page);
});

test('an agent opens rebate settings and team rebate income from the menu and sees its team', async ({
  page,
}) => {
  await openAgentHome(page);
  await menu(page).getByRole('link', { name: 'Agent rebate settings' }).click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/agentRebeat$/);
  await expectMounted(page, 'agent');
  await expect(agent(page).getByText('Your rebate: 2.00 %. No downline can get more.')).toBeVisible();
  const rebates = agent(page).getByRole('list', { name: 'Rebates of your direct downlines' });
  await expect(rebates.getByRole('button', { name: /agent41s1\s*Rebate 1\.50 %/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goBack();
  await expect(menu(page)).toBeVisible();
  await menu(page).getByRole('link', { name: 'Team rebate income' }).click();
  await expect(page).toHaveURL(/\/m\/member\/teamRebate$/);
  const branches = agent(page).getByRole('list', { name: 'Income by direct downline' });
  await expect(branches.getByRole('listitem').filter({ hasText: 'agent41s1' }).first()).toContainText(
    '0.50 %',
  );
  await expectNoAxeViolations(page);
});

const AGENT_ROUTES = [
  '/m/agent',
  '/m/agent/team/overview',
  '/m/member/team',
  '/m/agent/team/pnl',
  '/m/teamBetting',
  '/m/member/agent/agentRebeat',
  '/m/member/teamRebate',
  '/m/member/agent/getSalaryContract',
  '/m/member/agent/getDevidendContract',
  '/m/member/agent/getHourContract',
  '/m/agentRegister',
  '/m/member/agent/agentDivident',
];

test('a type-0 member is sent home from every agent route', async ({ page }) => {
  await storeSession(page, await mintSession('player0'));
  for (const path of AGENT_ROUTES) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/m\/home$/);
  }
});

// SPEC 4 'Agent screen load': no session -> replaced to /m/home (the routes' guestsToHome), not to login.
test('a guest is sent home from every agent route', async ({ page }) => {
  for (const path of AGENT_ROUTES) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/m\/home$/);
  }
});
