import '../test/browser-stubs';
import fs from 'node:fs';
import path from 'node:path';
import type { RequestOf, ResponseOf } from '@mobile/shared-contracts';
import { screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { bannersOf } from '../home/banners-of';
import { HomePage } from '../home/home-page';
import { anAnnouncement } from '../test/announcement';
import { renderWithShell, TEST_SETTINGS, testI18n } from '../test/render-with-shell';
import type { Texts } from '../ui/texts';
import { AppFrame } from './app-frame';
import { DOWNLOAD_BANNER_CLOSED_KEY } from './frame-constants';
import { PrerenderedHomeFrame } from './prerendered-home-frame';
import { reachedModules } from './reached-modules-test-kit';

// The widgets come from remotes after the start; the drawn frame ends with the banner carousel.
jest.mock('../federation/remote-area', () => ({ RemoteArea: () => null }));
// Home's preloads start 3 s after home settles: a slow run would reach them, and jsdom has no performance.mark.
jest.mock('../federation/use-preload-next-pages', () => ({ usePreloadNextPages: () => undefined }));

const list = {
  content: [
    anAnnouncement({ id: 1, type: 'B', title: 'Welcome "bonus"', url: '/b/1.jpg', linkage: '/m/activity' }),
    anAnnouncement({ id: 2, type: 'B', title: 'Cashback', url: '/b/2.jpg', linkage: 'https://x.example' }),
    anAnnouncement({ id: 3, type: 'B', title: 'No link', url: '/b/3.jpg', linkage: null }),
  ],
  footer: { unreadCount: 0 },
};
/** Banners answer; the notices never do, so the ticker shows what the drawn frame shows (nothing yet). */
const announcements = (payload: RequestOf<'announcements'>) =>
  (payload.types === 'B' ? list : new Promise(() => {})) as ResponseOf<'announcements'>;

const i18n = testI18n();
const t: Texts = (key, values) => i18n.t(key, { ns: 'common', ...values });

/**
 * An element as markup with its attributes in name order (React and react-router set them in different
 * orders), without what only one side carries: the drawn frame's waiting `disabled`, react-router's
 * `data-discover`.
 */
function normalised(element: Element | null | undefined): string {
  if (!element) return 'missing';
  const attributes = [...element.attributes]
    .filter((a) => a.name !== 'disabled' && a.name !== 'data-discover')
    .map((a) => ` ${a.name}="${a.value}"`)
    .sort()
    .join('');
  const children = [...element.childNodes]
    .map((node) => (node instanceof Element ? normalised(node) : (node.textContent ?? '')))
    .join('');
  return `<${element.tagName.toLowerCase()}${attributes}>${children}</${element.tagName.toLowerCase()}>`;
}

function drawnFrame(downloadBarShown: boolean): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = renderToStaticMarkup(
    <PrerenderedHomeFrame
      t={t}
      siteName={TEST_SETTINGS.siteName}
      enabledRemotes={['games', 'member', 'wallet', 'agent']}
      banners={bannersOf(list, null)}
      signedIn={false}
      downloadBarShown={downloadBarShown}
    />,
  );
  return holder;
}

async function shellFrame(): Promise<HTMLElement> {
  const { container } = renderWithShell(
    <AppFrame>
      <HomePage />
    </AppFrame>,
    { entries: ['/m/home'], responses: { announcements } },
  );
  await within(screen.getByRole('region', { name: 'Featured' })).findAllByRole('img');
  // The drawn frame draws only the first slide: its image is the one the page waits for.
  for (const slide of [...container.querySelectorAll('.banner-carousel__slide')].slice(1)) slide.remove();
  return container;
}

describe('PrerenderedHomeFrame (the server-drawn /m/home)', () => {
  afterEach(() => window.sessionStorage.clear());

  it.each(['aside.download-banner', 'header.home-header', 'section.banner-carousel', 'nav.tab-bar'])(
    'draws %s exactly as the shell does for a guest',
    async (selector) => {
      const shell = await shellFrame();
      expect(normalised(drawnFrame(true).querySelector(selector))).toBe(
        normalised(shell.querySelector(selector)),
      );
    },
  );

  it('has the shell frame box: the same classes, and the carousel first on the home page', async () => {
    const shell = await shellFrame();
    const drawn = drawnFrame(true);
    const box = (root: HTMLElement) => {
      const frame = root.querySelector('.app-frame');
      return {
        className: frame?.className,
        home: frame?.getAttribute('data-home'),
        children: [...(frame?.children ?? [])].map((c) => c.tagName + (c.className ? `.${c.className}` : '')),
        first: root.querySelector('main.app-frame__content > .home-page > :first-child')?.className,
      };
    };
    const drawnBox = box(drawn);
    const shellBox = box(shell);
    expect(drawnBox.className).toBe(shellBox.className);
    expect(drawnBox.home).toBe(shellBox.home);
    expect(drawnBox.first).toBe('banner-carousel');
    expect(shellBox.first).toBe('banner-carousel');
    // The shell's frame also holds its overlays (the offline notice, fixed and empty while online; toasts).
    const inFlow = shellBox.children.filter((c) => !c.startsWith('DIV.offline-notice'));
    expect(inFlow.slice(0, drawnBox.children.length)).toEqual(drawnBox.children);
    expect(drawn.querySelector('.app-frame')?.hasAttribute('data-prerendered')).toBe(true);
  });

  it('leaves the download bar out as the shell does once it was closed', async () => {
    window.sessionStorage.setItem(DOWNLOAD_BANNER_CLOSED_KEY, '1');
    const shell = await shellFrame();
    expect(shell.querySelector('aside.download-banner')).toBeNull();
    expect(drawnFrame(false).querySelector('aside.download-banner')).toBeNull();
  });

  it('waits with every button disabled (the shell brings their handlers); links are real links', () => {
    const drawn = drawnFrame(true);
    const buttons = [...drawn.querySelectorAll('button')];
    expect(buttons.length).toBeGreaterThanOrEqual(3);
    for (const button of buttons) expect(button).toBeDisabled();
    // The download bar's open control is a button (it opens the download popup, SPEC 2); guests get free play.
    expect([...drawn.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/m/login',
      '/m/register',
      '/m/trail',
      '/m/notice',
      '/m/activity',
      '/m/home',
      '/m/activity',
      '/m/voucherCenter',
      '/m/member/home',
    ]);
  });
});

describe('the drawn frame imports only pure views', () => {
  it('no bus, query, router, i18n or CSS: the server renders it with React alone', () => {
    const { seen, packages } = reachedModules(path.join(__dirname, 'prerendered-home-frame.tsx'));
    expect([...packages].sort()).toEqual(['@mobile/shared-contracts', 'react']);
    expect([...seen].filter((f) => /shell-context|use-|\.css$/.test(path.basename(f)))).toEqual([]);
  });

  it('says the JSX runtime in each file: tsx compiles them outside the shell with React not in scope', () => {
    const { seen } = reachedModules(path.join(__dirname, 'prerendered-home-frame.tsx'));
    const withoutPragma = [...seen].filter(
      (f) => f.endsWith('.tsx') && !fs.readFileSync(f, 'utf8').startsWith('/* @jsxRuntime automatic'),
    );
    expect(withoutPragma.map((f) => path.relative(__dirname, f))).toEqual([]);
  });
});
