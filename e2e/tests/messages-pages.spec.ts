import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { captchaAnswer, nextCaptchaId } from '../support/demo-codes';
import { expectMounted, frame, remoteArea } from '../support/frame';
import { operator } from '../support/operator';
import { mintSession, storeSession } from '../support/session';
import { expect, test } from '../support/test';

const member = (page: Page) => remoteArea(page, 'member');
const XSS = `<p>Read me</p><img src="x.png" onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">tap</a>`;
const flag = (page: Page) => page.evaluate(() => (window as { __xss?: number }).__xss);

test('feedback is sent with a captcha and stored as text', async ({ page, request }) => {
  await storeSession(page, await mintSession('player1'));
  const captchaId = nextCaptchaId(page);
  await page.goto('/m/feedback');
  await expectMounted(page, 'member');
  const id = await captchaId;

  const content = `<script>window.__xss=1</script> withdrawal slow ${Date.now()}`;
  await member(page)
    .getByRole('button', { name: /question type/i })
    .click();
  await page
    .getByRole('dialog', { name: 'Question type' })
    .getByRole('button', { name: 'Withdrawal issues' })
    .click();
  const box = member(page).getByRole('textbox', { name: 'Your feedback' });
  await box.fill('too short');
  await expect(member(page).getByText('9/200')).toBeVisible();
  await expect(member(page).getByRole('button', { name: 'Submit' })).toBeDisabled();
  await box.fill(content);
  await member(page)
    .getByRole('textbox', { name: 'Verification code' })
    .fill(await captchaAnswer(request, id));
  await expectNoAxeViolations(page);
  await member(page).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('sent successfully');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  expect(await flag(page)).toBeUndefined();

  const listed = await operator<{ content: string; type: number }[]>(
    'feedback',
    '--merchant',
    'demo',
    '--user',
    'player1',
    '--limit',
    '1',
  );
  expect(listed[0]).toMatchObject({ content, type: 2 });
});

test('help opens at ?i=2 and the menu switches topics', async ({ page }) => {
  await page.goto('/m/help?i=2');
  await expectMounted(page, 'member');
  await expect(member(page).getByRole('article', { name: 'How to withdraw' })).toBeVisible();
  await expect(member(page).getByRole('button', { name: 'How to withdraw' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expectNoAxeViolations(page);
  await member(page).getByRole('button', { name: 'Account security' }).click();
  await expect(page).toHaveURL(/\/m\/help\?i=3$/);
  await expect(member(page).getByRole('article', { name: 'Account security' })).toBeVisible();
});

test('script in an announcement and in a help topic does not run', async ({ page }) => {
  const notice = await operator<{ id: number }>(
    'announce',
    '--merchant',
    'demo',
    '--type',
    'PL',
    '--title',
    'E2E XSS notice',
    '--content',
    XSS,
  );
  const topic = await operator<{ id: number }>(
    'help-topic',
    '--merchant',
    'demo',
    '--title',
    'E2E XSS topic',
    '--content',
    XSS,
    '--order',
    '1000',
  );
  try {
    await page.goto('/m/notice');
    await expectMounted(page, 'member');
    await member(page)
      .getByRole('button', { name: /E2E XSS notice/ })
      .click();
    await expect(member(page).getByText('Read me')).toBeVisible();
    await member(page).getByText('tap').click();
    expect(await flag(page)).toBeUndefined();

    await page.goto('/m/help');
    await expectMounted(page, 'member');
    await member(page).getByRole('button', { name: 'E2E XSS topic' }).click();
    await expect(member(page).getByRole('article', { name: 'E2E XSS topic' })).toContainText('Read me');
    await member(page).getByRole('article').getByText('tap').click();
    expect(await flag(page)).toBeUndefined();
  } finally {
    await operator('announce', '--merchant', 'demo', '--remove', String(notice.id));
    await operator('help-topic', '--merchant', 'demo', '--remove', String(topic.id));
  }
});

test('the message centre lists its entries and goes back home', async ({ page }) => {
  await storeSession(page, await mintSession('player1'));
  await page.goto('/m/message');
  await expectMounted(page, 'member');
  for (const name of [/^Telegram/, /^Announcements/, /^Inbox/, /^Live chat/, /^Affiliate customer service/]) {
    await expect(member(page).getByRole('heading', { name: 'Message centre' })).toBeVisible();
    await expect(
      member(page).getByRole('link', { name }).or(member(page).getByRole('button', { name })),
    ).toBeVisible();
  }
  await member(page)
    .getByRole('button', { name: /^Inbox/ })
    .click();
  await expect(page).toHaveURL(/\/m\/webEmail$/);
  await page.goBack();
  await member(page).getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('a member applies to a promotion from the Promotions tab and sees it applying', async ({ page }) => {
  await storeSession(page, await mintSession('player0'));
  await page.goto('/m/home');
  await frame.tabBar(page).getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/m\/activity$/);
  await expectMounted(page, 'member');
  await expect(member(page).getByText('Coming soon')).toBeVisible();
  await expectNoAxeViolations(page);
  await member(page)
    .getByRole('link', { name: /Welcome bonus 100%/ })
    .click();
  await expect(member(page).getByRole('article', { name: 'Welcome bonus 100%' })).toBeVisible();
  await member(page).getByRole('button', { name: 'Apply' }).click();
  await expect(member(page).getByText('Applying')).toBeVisible();
  await expect(member(page).getByRole('button', { name: 'Apply' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  const review = (status: string) =>
    operator<{ status: string }>(
      'promotion',
      '--merchant',
      'demo',
      '--user',
      'player0',
      '--code',
      'WELCOME100',
      '--status',
      status,
    );
  try {
    await review('issued');
    await page.reload();
    await expect(member(page).getByText('Issued')).toBeVisible();
  } finally {
    await review('none');
  }
});
