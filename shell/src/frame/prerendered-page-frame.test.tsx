import '../test/browser-stubs';
import fs from 'node:fs';
import path from 'node:path';
import { findRoute, type RemoteName } from '@mobile/shared-contracts';
import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderWithShell, sessionOf, TEST_SETTINGS, testI18n } from '../test/render-with-shell';
import type { Texts } from '../ui/texts';
import { AppFrame } from './app-frame';
import { PrerenderedPageFrame } from './prerendered-page-frame';
import { reachedModules } from './reached-modules-test-kit';

const i18n = testI18n();
const t: Texts = (key, values) => i18n.t(key, { ns: 'common', ...values });
const REMOTES: RemoteName[] = ['games', 'member', 'wallet', 'agent'];

/** An element as markup with its attributes in name order, without the drawn frame's waiting `disabled`. */
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

function drawnFrame(pagePath: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = renderToStaticMarkup(
    <PrerenderedPageFrame
      t={t}
      path={pagePath}
      siteName={TEST_SETTINGS.siteName}
      enabledRemotes={REMOTES}
      downloadBarShown
    />,
  );
  return holder;
}

async function shellFrame(pagePath: string, memberType: number | null): Promise<HTMLElement> {
  const { container } = renderWithShell(<AppFrame>{null}</AppFrame>, {
    entries: [pagePath],
    session: memberType === null ? null : sessionOf(memberType),
    enabledRemotes: REMOTES,
  });
  // The frame draws at once; the titled bar's title comes with the catalogue.
  if (findRoute(pagePath)?.frame.header) await screen.findByRole('heading', { level: 1 });
  else await screen.findByRole('navigation');
  return container;
}

/** Pages with and without the tab bar or the titled bar, for a guest, a member and an agent. */
const PAGES: [string, number | null][] = [
  ['/m/notice', null],
  ['/m/gameList', null],
  ['/m/activity', null],
  ['/m/gameRecord', 0],
  ['/m/member/home', 0],
  ['/m/withdraw', 0],
  ['/m/agent/team/overview', 41],
];

describe('PrerenderedPageFrame (a page of the page table drawn by the server)', () => {
  it.each(PAGES)('draws %s exactly as the shell first draws its frame', async (pagePath, memberType) => {
    const shell = await shellFrame(pagePath, memberType);
    const drawn = drawnFrame(pagePath);
    const record = findRoute(pagePath);
    if (record?.frame.header) expect(drawn.querySelector('h1')?.textContent).toBe(t(record.titleKey));
    else expect(drawn.querySelector('h1')).toBeNull();
    for (const selector of ['header.titled-bar', 'nav.tab-bar', 'aside.download-banner'])
      expect(normalised(drawn.querySelector(selector))).toBe(normalised(shell.querySelector(selector)));
    const box = (root: HTMLElement) => {
      const frame = root.querySelector('.app-frame');
      return {
        className: frame?.className,
        home: frame?.getAttribute('data-home'),
        children: [...(frame?.children ?? [])]
          .map((c) => c.tagName + (c.className ? `.${c.className}` : ''))
          // The shell's frame also holds its overlays (the offline notice, fixed and empty while online; toasts).
          .filter((c) => /^(HEADER|MAIN|NAV|ASIDE)\./.test(c)),
      };
    };
    expect(box(drawn)).toEqual(box(shell));
    expect(drawn.querySelector('.app-frame')?.hasAttribute('data-prerendered')).toBe(true);
    expect(drawn.querySelector('main.app-frame__content')?.childNodes).toHaveLength(0);
  });

  it('draws the tab bar only where the page has one', () => {
    expect(drawnFrame('/m/activity').querySelector('nav.tab-bar')).not.toBeNull();
    expect(drawnFrame('/m/notice').querySelector('nav.tab-bar')).toBeNull();
    expect(drawnFrame('/m/gameList').querySelector('nav.tab-bar')).toBeNull();
    expect(drawnFrame('/m/gameList').querySelector('.app-frame')?.className).toBe('app-frame');
  });

  it('waits with the back button disabled (the shell brings its handler)', () => {
    const back = drawnFrame('/m/notice').querySelector('.titled-bar__back');
    expect(back).toBeDisabled();
    expect(back).toHaveAttribute('aria-label', 'Back');
  });
});

describe('the drawn page frame imports only pure views', () => {
  it('no bus, query, router, i18n or CSS, and the JSX runtime said in each file', () => {
    const { seen, packages } = reachedModules(path.join(__dirname, 'prerendered-page-frame.tsx'));
    expect([...packages].sort()).toEqual(['@mobile/shared-contracts', 'react']);
    expect([...seen].filter((f) => /shell-context|use-|\.css$/.test(path.basename(f)))).toEqual([]);
    const withoutPragma = [...seen].filter(
      (f) => f.endsWith('.tsx') && !fs.readFileSync(f, 'utf8').startsWith('/* @jsxRuntime automatic'),
    );
    expect(withoutPragma.map((f) => path.relative(__dirname, f))).toEqual([]);
  });
});
