import { BALANCE_HIDDEN_EVENT, STORAGE_KEYS } from '@mobile/shared-contracts';
import { createBus } from '../session/create-bus';
import { hintDownloadBarClosed, startBalanceHiddenHint, startFrameHints } from './frame-hints';

/** The browser's time zone as the shell writes it (jest's own zone here). */
const ZONE = encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone);

/** Runs the deferred zone hint at once: these tests are about what is written, not when. */
const now = (task: () => void) => task();

const cookies = () =>
  Object.fromEntries(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((c) => c.split('=')),
  );

describe('frame hints', () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar, reset between tests
    for (const name of Object.keys(cookies())) document.cookie = `${name}=; Path=/m; Max-Age=0`;
    window.history.replaceState(null, '', '/m/home');
  });

  it('mirrors language, sign-in, member type and the merchant override into cookies, and follows changes', () => {
    const bus = createBus({ session: null, language: 'EN' });
    startFrameHints(bus, 'lite', now);
    expect(cookies()).toEqual({ mc_lang: 'EN', mc_merchant: 'lite', mc_tz: ZONE });

    bus.language$.next('TY');
    bus.session$.next({
      token: 't',
      merchantCode: 'lite',
      id: 1,
      userName: 'p',
      type: 1,
      firstTimeLogin: null,
    });
    expect(cookies()).toEqual({
      mc_lang: 'TY',
      mc_merchant: 'lite',
      mc_signed_in: '1',
      mc_member_type: '1',
      mc_member: '1',
      mc_tz: ZONE,
    });

    bus.session$.next(null);
    expect(cookies()).not.toHaveProperty('mc_signed_in');
    expect(cookies()).not.toHaveProperty('mc_member_type');
    expect(cookies()).not.toHaveProperty('mc_member');
  });

  it("writes the browser's time zone for /m/agent's drawing (0661), and none where the browser names none", () => {
    const spy = jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    spy.mockReturnValue({ ...new Intl.DateTimeFormat().resolvedOptions(), timeZone: 'Asia/Manila' });
    startFrameHints(createBus({ session: null, language: 'EN' }), null, now);
    expect(cookies()).toHaveProperty('mc_tz', 'Asia%2FManila');
    spy.mockReturnValue({ ...new Intl.DateTimeFormat().resolvedOptions(), timeZone: '' });
    startFrameHints(createBus({ session: null, language: 'EN' }), null, now);
    expect(cookies()).not.toHaveProperty('mc_tz');
    spy.mockRestore();
  });

  it('reads the time zone only once the start has settled: the hints make no Intl call before then (0751)', () => {
    const spy = jest.spyOn(Intl, 'DateTimeFormat');
    let settled: (() => void) | undefined;
    startFrameHints(createBus({ session: null, language: 'EN' }), 'lite', (task) => {
      settled = task;
    });
    expect(spy).not.toHaveBeenCalled();
    expect(cookies()).not.toHaveProperty('mc_tz');
    expect(cookies()).toHaveProperty('mc_merchant', 'lite');
    settled?.();
    expect(spy).toHaveBeenCalled();
    expect(cookies()).toHaveProperty('mc_tz', ZONE);
    spy.mockRestore();
  });

  it('drops a stale merchant override', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a hint left by an earlier visit
    document.cookie = 'mc_merchant=lite; Path=/m';
    startFrameHints(createBus({ session: null, language: 'EN' }), null, now);
    expect(cookies()).not.toHaveProperty('mc_merchant');
  });

  it('remembers a closed download bar', () => {
    hintDownloadBarClosed();
    expect(cookies()).toHaveProperty('mc_dl_closed', '1');
  });

  it('mirrors the balance hide/show choice now and after every change, shown by default', () => {
    const storage = window.localStorage;
    storage.removeItem(STORAGE_KEYS.balanceHidden);
    startBalanceHiddenHint(storage);
    expect(cookies()).toHaveProperty('mc_balance_hidden', '0');
    storage.setItem(STORAGE_KEYS.balanceHidden, '1');
    window.dispatchEvent(new Event(BALANCE_HIDDEN_EVENT));
    expect(cookies()).toHaveProperty('mc_balance_hidden', '1');
    storage.setItem(STORAGE_KEYS.balanceHidden, '0');
    window.dispatchEvent(new Event(BALANCE_HIDDEN_EVENT));
    expect(cookies()).toHaveProperty('mc_balance_hidden', '0');
  });
});
