import { canonicalMarkup, merchantOf, parsedMarkup } from '@mobile/react-kit/testing';
import { type ConsolidatedSettings, STORAGE_KEYS } from '@mobile/shared-contracts';
import { waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import en from '../../locales/EN.json';
import { BASE_HANDLERS } from '../../test/auth-fixtures';
import { renderParcelRoot } from '../../test/render';
import { LoginRegisterPage } from './components/login-register-page';
import { LoginDrawing } from './login-drawing';

const catalogues = { EN: { common: { action: { back: 'Back' } }, member: en } };
const banner = { content: [{ id: 1, url: '/banners/login.png' } as never], footer: { unreadCount: 0 } };
/** The footer's hot games never answer here: the drawing leaves the footer out (it comes whole, last). */
const pendingHotGames = () => new Promise<never>(() => undefined);

/**
 * The drawing as the frame service puts it in the HTML. React's server adds a preload of the banner image
 * before the page (an image of a static render); the service's head already has it (0532), and the page's
 * commit has no such node: it is left out of the comparison.
 */
const drawingOf = (settings: Partial<ConsolidatedSettings> = {}, hostname = '127.0.0.1') => {
  const { manifest, settings: all } = merchantOf({}, { settings });
  const drawn = parsedMarkup(
    renderToStaticMarkup(
      <LoginDrawing
        language="EN"
        catalogues={catalogues}
        merchant={{ manifest, settings: all }}
        banners={[banner]}
        hostname={hostname}
      />,
    ),
  );
  for (const preload of drawn.querySelectorAll(':scope > link[rel="preload"]')) preload.remove();
  return drawn;
};

/** The page as its parcel commits it once the banner is in (the footer's games not yet). */
async function committed(settings: Partial<ConsolidatedSettings> = {}) {
  const { container } = renderParcelRoot(<LoginRegisterPage />, {
    path: '/m/login',
    settings,
    api: { ...BASE_HANDLERS, announcements: () => banner, hotGames: pendingHotGames },
  });
  await waitFor(() => expect(container.querySelector('.auth-banner img')).not.toBeNull());
  return container;
}

beforeEach(() => window.localStorage.clear());

describe('LoginDrawing', () => {
  it("is the markup /m/login's page commits once its banner is in", async () => {
    const container = await committed();
    const drawn = drawingOf();
    expect(canonicalMarkup(drawn)).toBe(canonicalMarkup(container));
    expect(drawn.querySelector('[data-mk-loading]')).toBeNull();
    expect(drawn.querySelector('.auth-banner img')?.getAttribute('src')).toBe('/banners/login.png');
  });

  it("reads the merchant's settings as the page does: SMS login, social buttons, copyright", async () => {
    const settings = {
      switches: { MOBILEVERCODELOGIN3: true, GOOGLELOGIN3: true, FACEBOOKLOGIN3: true },
      copyright: '© Demo',
    };
    const container = await committed(settings);
    const drawn = drawingOf(settings);
    expect(canonicalMarkup(drawn)).toBe(canonicalMarkup(container));
    expect(drawn.querySelector('fieldset')).not.toBeNull();
  });

  it('marks the busy banner as loading, so the shell keeps the drawing until the banner is in', async () => {
    const { container } = renderParcelRoot(<LoginRegisterPage />, {
      path: '/m/login',
      api: { ...BASE_HANDLERS, announcements: () => new Promise<never>(() => undefined) },
    });
    const box = container.querySelector('.auth-banner');
    expect(box).toHaveAttribute('aria-busy', 'true');
    expect(box).toHaveAttribute('data-mk-loading');
  });

  it("leaves a remembered player's name out: the page fills the same field, nothing else changes", async () => {
    // Drawn before the name is remembered: the service has no storage (jsdom's window would read it).
    const drawn = drawingOf();
    window.localStorage.setItem(
      STORAGE_KEYS.rememberedLogin,
      JSON.stringify({ method: 'username', account: 'player1', countryDialingCode: '63' }),
    );
    const container = await committed();
    expect(container.querySelector<HTMLInputElement>('#login-username')?.value).toBe('player1');
    expect(drawn.querySelector<HTMLInputElement>('#login-username')?.getAttribute('value')).toBe('');
    // The same elements, attributes and words; only the field's value differs (its box does not).
    const valueless = (tree: HTMLElement) => {
      const copy = tree.cloneNode(true) as HTMLElement;
      for (const input of copy.querySelectorAll('input')) input.removeAttribute('value');
      return canonicalMarkup(copy);
    };
    expect(valueless(drawn)).toBe(valueless(container));
  });

  describe('on a domain, where the page can hold passkeys', () => {
    const secure = Object.getOwnPropertyDescriptor(window, 'isSecureContext');
    beforeEach(() => {
      // A browser with WebAuthn in a secure context, on jsdom's own host name (localhost).
      Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
      Object.assign(window, { PublicKeyCredential: class {} });
    });
    afterEach(() => {
      if (secure) Object.defineProperty(window, 'isSecureContext', secure);
      else Reflect.deleteProperty(window, 'isSecureContext');
      Reflect.deleteProperty(window, 'PublicKeyCredential');
    });

    it('draws the passkey button the page commits there, so nothing below it moves at the swap', async () => {
      const container = await committed();
      const drawn = drawingOf({}, 'demo.example');
      expect(drawn.textContent).toContain(en.passkeys.signIn);
      expect(canonicalMarkup(drawn)).toBe(canonicalMarkup(container));
    });
  });

  it('draws no passkey button on an address that cannot hold one (an IP address)', () => {
    expect(drawingOf({}, '127.0.0.1').textContent).not.toContain(en.passkeys.signIn);
  });
});
