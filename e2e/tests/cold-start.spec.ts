import type { Envelope, MerchantManifest } from '@mobile/shared-contracts';
import type { Response } from '@playwright/test';
import { expectHome, expectMounted, openAnnouncementsFromServiceSheet, remoteArea } from '../support/frame';
import { sharedFiles } from '../support/mf-manifest';
import { REMOTE_PORTS, SITE } from '../support/site';
import { expect, test } from '../support/test';

interface DevtoolsStub {
  renderers: Map<number, unknown>;
}

/**
 * A stand-in for the React DevTools hook: every react-dom copy that starts on the page registers its
 * renderer with it, so the number of renderers is the number of React DOM copies.
 */
function installDevtoolsStub() {
  const hook = {
    renderers: new Map<number, unknown>(),
    supportsFiber: true,
    inject(renderer: unknown) {
      this.renderers.set(this.renderers.size + 1, renderer);
      return this.renderers.size;
    },
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', { value: hook, configurable: true });
}

test('cold /m/home: frame, tab bar and the games widget from its own origin', async ({ page }) => {
  const responses: Response[] = [];
  page.on('response', (r) => responses.push(r));

  await page.goto('/m/home');
  await expectHome(page);
  await expect(remoteArea(page, 'games').getByRole('listitem').first()).toBeVisible();

  // The widget came from the games remote's own origin, through the entry the merchant manifest names.
  const manifestResponse = responses.find((r) => r.url().includes('/wps/system/manifest'));
  if (!manifestResponse) throw new Error('the shell did not ask the API for the merchant manifest');
  const { value } = (await manifestResponse.json()) as Envelope<MerchantManifest>;
  const entry = value.remotes.games.entry;
  expect(new URL(entry).port).toBe(String(REMOTE_PORTS.games));
  const fromGames = responses.filter((r) => r.url().startsWith(new URL(entry).origin));
  expect(fromGames.map((r) => r.url())).toContain(entry);
  expect(fromGames.length).toBeGreaterThan(1);
  expect(fromGames.every((r) => r.ok())).toBe(true);
});

test('the shell build has no remote URL baked in', async ({ page, request }) => {
  const shellScripts: string[] = [];
  page.on('response', (r) => {
    const url = r.url();
    if (url.startsWith(`${SITE.origin}/m/`) && r.request().resourceType() === 'script')
      shellScripts.push(url);
  });
  await page.goto('/m/home');
  await expectMounted(page, 'games');

  expect(shellScripts.some((url) => /\/m\/main\.[0-9a-f]{8}\.js$/.test(url))).toBe(true);
  for (const url of shellScripts) {
    const body = await (await request.get(url)).text();
    for (const port of Object.values(REMOTE_PORTS)) {
      expect(body.includes(String(port)), `${url} mentions port ${port}`).toBe(false);
    }
    expect(/mf-manifest\.json|remoteEntry\.js/.test(body), `${url} names a remote entry`).toBe(false);
  }
});

test('one React DOM for the shell and every remote parcel', async ({ page }) => {
  const shared = sharedFiles();
  const reactCopies: string[] = [];
  page.on('request', (r) => {
    const file = shared.get(r.url());
    if (file && /^react(-dom)?(\/|$)/.test(file.name)) reactCopies.push(`${file.name} from ${file.from}`);
  });
  await page.addInitScript(installDevtoolsStub);
  await page.goto('/m/home');
  await expectHome(page);
  const count = () =>
    page.evaluate(
      () =>
        (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: DevtoolsStub }).__REACT_DEVTOOLS_GLOBAL_HOOK__
          .renderers.size,
    );
  expect(await count()).toBe(1);

  // A page of a second remote, reached in-app so the same page keeps its globals.
  await openAnnouncementsFromServiceSheet(page);
  await expect(page).toHaveURL(/\/m\/notice$/);
  await expectMounted(page, 'member');
  expect(await count()).toBe(1);
  // On the network too: react and react-dom came once each, all from the shell.
  expect(reactCopies.length).toBeGreaterThan(0);
  expect(reactCopies.filter((c) => !c.endsWith(' from shell'))).toEqual([]);
  expect(new Set(reactCopies).size).toBe(reactCopies.length);
});
