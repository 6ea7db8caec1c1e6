import { STORAGE_KEYS } from '@mobile/shared-contracts';
import { fakeApi, memberOf, memoryStorage, sessionOf } from '../test/render-with-shell';
import { createBus } from './create-bus';
import { startSessionController } from './session-controller';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp() {
  const storage = memoryStorage();
  const bus = createBus({ session: null, language: 'EN' });
  const api = fakeApi({
    memberInfo: memberOf({ id: 7, type: 1, account: 'player01' }),
    wallet: { currencySymbol: '₱', sumBalance: 1234.5 },
    inboxUnread: { unReadCount: 120 },
    announcements: { content: [], footer: { unreadCount: 3 } },
    logout: null,
  });
  const stop = startSessionController(bus, api, storage, {
    merchantCode: 'demo',
    whitelabel: { features: [] },
  });
  return { storage, bus, api, stop };
}

describe('startSessionController unread counts', () => {
  function withChat(type: number, labels: string[] = [], failInbox = false) {
    const bus = createBus({ session: null, language: 'EN' });
    const api = fakeApi({
      memberInfo: memberOf({
        id: 7,
        type,
        account: 'p',
        memberLabel: labels.map((labelName) => ({ labelName })),
      }),
      wallet: { currencySymbol: '₱', sumBalance: 1 },
      inboxUnread: () => {
        if (failInbox) throw new Error('offline');
        return { unReadCount: 2 };
      },
      chatUnread: { unReadCount: 4 },
      announcements: { content: [], footer: { unreadCount: 3 } },
    });
    startSessionController(bus, api, memoryStorage(), {
      merchantCode: 'demo',
      whitelabel: { features: ['CBS3'] },
    });
    return { bus, api };
  }

  it('adds the chat count for types 0-2 when CBS3 is on', async () => {
    const { bus } = withChat(1);
    bus.emit({ type: 'login', session: sessionOf(1) });
    await flush();
    await flush();
    expect(bus.unread$.getValue()).toEqual({ inbox: 2, announcements: 3, chat: 4, total: 9 });
  });

  it('does not ask for chat for nochat members, nor for the inbox of free play', async () => {
    const noChat = withChat(2, ['nochat']);
    noChat.bus.emit({ type: 'login', session: sessionOf(2) });
    await flush();
    await flush();
    expect(noChat.api.calls.map((c) => c.key)).not.toContain('chatUnread');
    const trial = withChat(4);
    trial.bus.emit({ type: 'login', session: sessionOf(4) });
    await flush();
    await flush();
    expect(trial.api.calls.map((c) => c.key)).not.toContain('inboxUnread');
    expect(trial.bus.unread$.getValue()).toEqual({ inbox: 0, announcements: 3, chat: 0, total: 3 });
  });

  it('the announcement count query sends platform=M and merchantCode (SPEC 7)', async () => {
    const { bus, api } = withChat(1);
    bus.emit({ type: 'login', session: sessionOf(1) });
    await flush();
    await flush();
    expect(api.calls.find((c) => c.key === 'announcements')?.payload).toEqual({
      types: 'B,PL,PU,H',
      platform: 'M',
      merchantCode: 'demo',
    });
  });

  it('keeps the other counts when one call fails', async () => {
    const { bus } = withChat(0, [], true);
    bus.emit({ type: 'login', session: sessionOf(0) });
    await flush();
    await flush();
    expect(bus.unread$.getValue()).toEqual({ inbox: 0, announcements: 3, chat: 4, total: 7 });
  });
});

describe('startSessionController', () => {
  it('on login stores MC_SESSION_INFO and loads member, wallet and unread counts', async () => {
    const { storage, bus } = setUp();
    bus.emit({ type: 'login', session: sessionOf(1) });
    await flush();
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.session) ?? '{}')).toMatchObject({ type: 1 });
    expect(bus.member$.getValue()?.account).toBe('player01');
    expect(bus.wallet$.getValue()).toEqual({ currencySymbol: '₱', sumBalance: 1234.5 });
    expect(bus.unread$.getValue()).toEqual({ inbox: 120, announcements: 3, chat: 0, total: 123 });
  });

  it('on logout (sign-out-flow.ts) ends the session on the server, then clears storage, member, wallet and unread counts', async () => {
    const { storage, bus, api } = setUp();
    storage.setItem(STORAGE_KEYS.rememberedLogin, JSON.stringify({ username: 'player01', autoLogin: 1 }));
    bus.emit({ type: 'login', session: sessionOf(1) });
    await flush();
    bus.emit({ type: 'logout' });
    expect(api.calls.at(-1)?.key).toBe('logout');
    expect(bus.session$.getValue()).not.toBeNull(); // the token is still needed by the logout call
    await flush();
    expect(storage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(bus.member$.getValue()).toBeNull();
    expect(bus.wallet$.getValue()).toBeNull();
    expect(bus.unread$.getValue().total).toBe(0);
    // SPEC 4: the remembered account stays, auto-login goes off.
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.rememberedLogin) ?? '{}')).toEqual({
      username: 'player01',
      autoLogin: 0,
    });
  });

  it('fills in a token-only session from member info', async () => {
    const { bus } = setUp();
    bus.session$.next({
      token: 'x'.repeat(32),
      merchantCode: 'demo',
      id: 0,
      userName: '',
      type: 4,
      firstTimeLogin: null,
    });
    await flush();
    expect(bus.session$.getValue()).toMatchObject({ id: 7, type: 1, userName: 'player01' });
  });

  it('refreshes the wallet on request only with a session', async () => {
    const { bus, api } = setUp();
    bus.emit({ type: 'refresh-wallet' });
    expect(api.calls.filter((c) => c.key === 'wallet')).toHaveLength(0);
    bus.emit({ type: 'login', session: sessionOf(1) });
    await flush();
    bus.emit({ type: 'refresh-wallet' });
    expect(api.calls.filter((c) => c.key === 'wallet')).toHaveLength(2);
  });

  it('reloads member info on request only with a session', async () => {
    const { bus, api } = setUp();
    bus.emit({ type: 'refresh-member' });
    expect(api.calls.filter((c) => c.key === 'memberInfo')).toHaveLength(0);
    bus.emit({ type: 'login', session: sessionOf(1) });
    await flush();
    bus.emit({ type: 'refresh-member' });
    expect(api.calls.filter((c) => c.key === 'memberInfo')).toHaveLength(2);
  });

  it('stops listening when stopped', async () => {
    const { bus, storage, stop } = setUp();
    stop();
    bus.emit({ type: 'login', session: sessionOf(1) });
    expect(storage.getItem(STORAGE_KEYS.session)).toBeNull();
  });
});
