import { expect, type Response, test } from '@playwright/test';
import { expectHome, expectMounted, frame, remoteArea } from '../support/frame';
import { REMOTE_PORTS, SITE } from '../support/site';

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

  // The games widget came from the games remote's origin, through its mf-manifest.json.
  const gamesOrigin = `http://127.0.0.1:${REMOTE_PORTS.games}/`;
  const fromGames = responses.filter((r) => r.url().startsWith(gamesOrigin));
  expect(fromGames.map((r) => new URL(r.url()).pathname)).toContain('/mf-manifest.json');
  expect(fromGames.every((r) => r.ok())).toBe(true);
  // And the manifest the shell followed came from the API, not from the shell's build.
  expect(responses.some((r) => r.url().includes('/wps/system/manifest'))).toBe(true);
});

test('the shell build has no remote URL baked in', async ({ page, request }) => {
  const shellScripts: string[] = [];
  page.on('response', (r) => {
    const url = r.url();
    if (url.startsWith(`${SITE.origin}/m/`) && r.request().resourceType() === 'script') shellScripts.push(url);
  });
  await page.goto('/m/home');
  await expectMounted(page, 'games');

  expect(shellScripts).toContain(`${SITE.origin}/m/main.js`);
  for (const url of shellScripts) {
    const body = await (await request.get(url)).text();
    for (const port of Object.values(REMOTE_PORTS)) {
      expect(body.includes(String(port)), `${url} mentions port ${port}`).toBe(false);
    }
    expect(body.includes('mf-manifest.json'), `${url} names a remote manifest`).toBe(false);
  }
});

test('one React DOM for the shell and every remote parcel', async ({ page }) => {
  await page.addInitScript(installDevtoolsStub);
  await page.goto('/m/home');
  await expectHome(page);
  const count = () =>
    page.evaluate(
      () => (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: DevtoolsStub }).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
    );
  expect(await count()).toBe(1);

  // A page of a second remote, reached in-app so the same page keeps its globals.
  await frame.tabBar(page).getByRole('button', { name: /^Service/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^Announcements/ }).click();
  await expect(page).toHaveURL(/\/m\/notice$/);
  await expectMounted(page, 'member');
  expect(await count()).toBe(1);
});
