import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createApiClient } from './create-api-client';

interface Captured {
  config?: InternalAxiosRequestConfig;
}

function clientWith(reply: (config: InternalAxiosRequestConfig) => { status: number; data: unknown }) {
  const captured: Captured = {};
  const adapter: AxiosAdapter = async (config) => {
    captured.config = config;
    const { status, data } = reply(config);
    const response = { status, data, statusText: '', headers: {}, config };
    if (status >= 400) {
      throw new axios.AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  };
  const onSessionExpired = jest.fn();
  const onError = jest.fn();
  let token: string | null = 'tok-1234567890abcdef';
  const api = createApiClient({
    merchantCode: 'demo',
    getToken: () => token,
    onSessionExpired,
    onError,
    http: axios.create({ adapter }),
    traceparent: () => '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
  });
  return { api, captured, onSessionExpired, onError, setToken: (t: string | null) => (token = t) };
}

const ok = (value: unknown) => ({ status: 200, data: { success: true, code: 'OK', message: null, value } });

describe('createApiClient', () => {
  it("sends the player's action's traceparent on every call", async () => {
    const { api, captured } = clientWith(() => ok({ unreadCount: 3 }));
    await api.call('markAnnouncementRead', { announcementId: 5, read: true });
    expect(captured.config?.headers.get('traceparent')).toBe(
      '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
    );
  });

  it('sends method and path from the endpoint table, with merchant and token headers', async () => {
    const { api, captured } = clientWith(() => ok({ unreadCount: 3 }));
    await expect(api.call('markAnnouncementRead', { announcementId: 5, read: true })).resolves.toEqual({
      unreadCount: 3,
    });
    expect(captured.config?.method).toBe('post');
    expect(captured.config?.url).toBe('/wps/relay/MCSFE_markAnnouncementAsRead');
    expect(JSON.parse(String(captured.config?.data))).toEqual({ announcementId: 5, read: true });
    expect(captured.config?.headers.get('X-Merchant-Code')).toBe('demo');
    expect(captured.config?.headers.get('Authorization')).toBe('Bearer tok-1234567890abcdef');
  });

  it('puts GET payloads in the query and sends no token when there is none', async () => {
    const { api, captured, setToken } = clientWith(() => ok([]));
    setToken(null);
    await api.call('rankList', { gameCategory: 'ALL', limitNum: '100' });
    expect(captured.config?.params).toEqual({ gameCategory: 'ALL', limitNum: '100' });
    expect(captured.config?.headers.get('Authorization')).toBeUndefined();
  });

  it('maps an error code to its message key and reports it', async () => {
    const { api, onError } = clientWith(() => ({
      status: 409,
      data: { success: false, code: 'USERNAME_EXISTS', message: 'SQL said no', value: null },
    }));
    await expect(api.call('memberInfo', {})).rejects.toMatchObject({
      name: 'ApiError',
      code: 'USERNAME_EXISTS',
      messageKey: 'error.usernameExists',
      status: 409,
    });
    expect(onError).toHaveBeenCalledWith('error.usernameExists');
  });

  it("loads the errors' messages before a failed call is reported or thrown, and only then", async () => {
    const order: string[] = [];
    let loaded: () => void = () => undefined;
    const adapter: AxiosAdapter = async (config) => {
      const data = { success: false, code: 'BANK_CARD_LIMIT', message: null, value: null };
      const response = { status: 400, data, statusText: '', headers: {}, config };
      if (config.url?.includes('MCSFE_markAnnouncementAsRead'))
        return { ...response, status: 200, data: { success: true, code: 'OK', value: { unreadCount: 0 } } };
      throw new axios.AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    };
    const prepareErrorMessages = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          loaded = () => {
            order.push('messages loaded');
            resolve();
          };
        }),
    );
    const api = createApiClient({
      merchantCode: 'demo',
      getToken: () => null,
      onSessionExpired: jest.fn(),
      onError: (key) => order.push(`reported ${key}`),
      prepareErrorMessages,
      http: axios.create({ adapter }),
    });
    await api.call('markAnnouncementRead', { announcementId: 5, read: true });
    expect(prepareErrorMessages).not.toHaveBeenCalled();
    const failed = api.call('memberInfo', {}).catch((error: { messageKey: string }) => {
      order.push(`thrown ${error.messageKey}`);
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual([]);
    loaded();
    await failed;
    expect(order).toEqual([
      'messages loaded',
      'reported walletError.bankCardLimit',
      'thrown walletError.bankCardLimit',
    ]);
  });

  it('never shows raw server text: an unknown code becomes the unknown error', async () => {
    const { api } = clientWith(() => ({ status: 500, data: '<html>stack trace</html>' }));
    await expect(api.call('status', {})).rejects.toMatchObject({
      code: 'UNKNOWN',
      messageKey: 'error.unknown',
    });
  });

  it('treats a 401 on a session call as an expired session', async () => {
    const { api, onSessionExpired, onError } = clientWith(() => ({
      status: 401,
      data: { success: false, code: 'NOT_LOGGED_IN', message: null, value: null },
    }));
    await expect(api.call('wallet', {})).rejects.toMatchObject({ code: 'NOT_LOGGED_IN' });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('does not raise the session-expired alert for a silent call (logout of an expired session)', async () => {
    const { api, onSessionExpired } = clientWith(() => ({
      status: 401,
      data: { success: false, code: 'NOT_LOGGED_IN', message: null, value: null },
    }));
    await expect(api.call('logout', {})).rejects.toMatchObject({ code: 'NOT_LOGGED_IN' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('keeps silent endpoints silent (unread counts)', async () => {
    const { api, onError } = clientWith(() => ({ status: 503, data: { success: false, code: 'UPGRADING' } }));
    await expect(api.call('inboxUnread', {})).rejects.toMatchObject({ code: 'UPGRADING' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports a network failure as the offline message', async () => {
    const adapter: AxiosAdapter = async (config) => {
      throw new axios.AxiosError('Network Error', 'ERR_NETWORK', config);
    };
    const onError = jest.fn();
    const api = createApiClient({
      merchantCode: 'demo',
      getToken: () => null,
      onSessionExpired: jest.fn(),
      onError,
      http: axios.create({ adapter }),
    });
    await expect(api.call('status', {})).rejects.toMatchObject({
      code: 'NETWORK',
      messageKey: 'error.network',
    });
    expect(onError).toHaveBeenCalledWith('error.network');
  });

  it('tells reachability whether the API answered: no answer or a bare gateway 502 is away, any envelope is there', async () => {
    let reply: 'none' | 'gateway' | 'refusal' | 'ok' = 'none';
    const adapter: AxiosAdapter = async (config) => {
      if (reply === 'none') throw new axios.AxiosError('Network Error', 'ERR_NETWORK', config);
      const [status, data] =
        reply === 'gateway'
          ? [502, '<html>502 Bad Gateway</html>']
          : reply === 'refusal'
            ? [409, { success: false, code: 'USERNAME_EXISTS', message: null, value: null }]
            : [200, { success: true, code: 'OK', message: null, value: {} }];
      const response = { status, data, statusText: '', headers: {}, config };
      if (status >= 400) throw new axios.AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
      return response;
    };
    const reachability = { reportReachable: jest.fn(), reportUnreachable: jest.fn() };
    const api = createApiClient({
      merchantCode: 'demo',
      getToken: () => null,
      onSessionExpired: jest.fn(),
      http: axios.create({ adapter }),
      reachability,
    });
    await expect(api.call('status', {})).rejects.toMatchObject({ code: 'NETWORK' });
    reply = 'gateway';
    await expect(api.call('status', {})).rejects.toMatchObject({ code: 'NETWORK' });
    expect(reachability.reportUnreachable).toHaveBeenCalledTimes(2);
    expect(reachability.reportReachable).not.toHaveBeenCalled();
    reply = 'refusal';
    await expect(api.call('status', {})).rejects.toMatchObject({ code: 'USERNAME_EXISTS' });
    expect(reachability.reportReachable).toHaveBeenCalled();
    reachability.reportReachable.mockClear();
    reply = 'ok';
    await api.call('status', {});
    expect(reachability.reportReachable).toHaveBeenCalled();
    expect(reachability.reportUnreachable).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['markAsRead throttle 150 ms', 'markAnnouncementRead', { announcementId: 7, read: true }, 150],
    ['inbox unread throttle 250 ms', 'inboxUnread', {}, 250],
    ['chat unread throttle 250 ms', 'chatUnread', {}, 250],
  ] as const)(
    '%s: the same call inside the window is sent once, at its end again (SPEC 7, 9)',
    async (_name, key, payload, windowMs) => {
      const now = jest.spyOn(Date, 'now').mockReturnValue(10_000);
      try {
        const reply = jest.fn(() => ok({ unreadCount: 0, unReadCount: 0 }));
        const { api } = clientWith(reply);
        await api.call(key, payload);
        now.mockReturnValue(10_000 + windowMs - 1);
        await api.call(key, payload);
        expect(reply).toHaveBeenCalledTimes(1);
        now.mockReturnValue(10_000 + windowMs);
        await api.call(key, payload);
        expect(reply).toHaveBeenCalledTimes(2);
      } finally {
        now.mockRestore();
      }
    },
  );

  it('chat unread: alerts off (SPEC 7)', async () => {
    const { api, onError } = clientWith(() => ({ status: 503, data: { success: false, code: 'UPGRADING' } }));
    await expect(api.call('chatUnread', {})).rejects.toMatchObject({ code: 'UPGRADING' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('shares one request for throttled endpoints called twice at once (unread 250 ms)', async () => {
    const reply = jest.fn(() => ok({ unReadCount: 2 }));
    const { api } = clientWith(reply);
    const [a, b] = await Promise.all([api.call('inboxUnread', {}), api.call('inboxUnread', {})]);
    expect(a).toEqual(b);
    expect(reply).toHaveBeenCalledTimes(1);
  });
});

describe('createApiClient prefetch', () => {
  it("sends a page's first call once: the page's own call of it gets the answer", async () => {
    let sent = 0;
    const { api } = clientWith(() => {
      sent += 1;
      return ok({ content: [] });
    });
    api.prefetch('promotions', {});
    await expect(api.call('promotions', {})).resolves.toEqual({ content: [] });
    await expect(api.call('promotions', {})).resolves.toEqual({ content: [] });
    expect(sent).toBe(1);
  });

  it('sends the call again for another payload or another session', async () => {
    let sent = 0;
    const { api, setToken } = clientWith(() => {
      sent += 1;
      return ok([]);
    });
    api.prefetch('rankList', { gameCategory: 'ALL', limitNum: '100' });
    await api.call('rankList', { gameCategory: 'ALL', limitNum: '10' });
    expect(sent).toBe(2);
    setToken('tok-another-member-0000');
    await api.call('rankList', { gameCategory: 'ALL', limitNum: '100' });
    expect(sent).toBe(3);
  });

  it('reports nothing when the call made ahead fails: the page sends it again and reports its own failure', async () => {
    let sent = 0;
    const { api, onError, onSessionExpired } = clientWith(() => {
      sent += 1;
      return { status: 401, data: { success: false, code: 'UNAUTHORIZED', message: null, value: null } };
    });
    api.prefetch('wallet', {});
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onError).not.toHaveBeenCalled();
    expect(onSessionExpired).not.toHaveBeenCalled();
    await expect(api.call('wallet', {})).rejects.toMatchObject({ status: 401 });
    expect(sent).toBe(2);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('forgets what was made ahead once the player changes something (any call but a GET)', async () => {
    let sent = 0;
    const { api } = clientWith(() => {
      sent += 1;
      return ok({ unreadCount: 0 });
    });
    api.prefetch('wallet', {});
    await api.call('markAnnouncementRead', { announcementId: 5, read: true });
    await api.call('wallet', {});
    expect(sent).toBe(3);
  });

  it('hands over a POST read made ahead too (the team KPIs), and is not cleared by it', async () => {
    const sent: string[] = [];
    const { api } = clientWith((config) => {
      sent.push(String(config.url));
      return ok({ footer: {} });
    });
    const range = { startDate: '2026-11-27', endDate: '2026-11-27', size: 0 as const };
    api.prefetch('teamKpiC', range);
    api.prefetch('promotions', {});
    await api.call('teamKpiC', range);
    await api.call('promotions', {});
    expect(sent.sort()).toEqual(['/wps/relay/MCSFE_promotionList', '/wps/relay/ODSFE2_teamKPIC']);
  });
});
