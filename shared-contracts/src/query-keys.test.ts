import { QueryClient, QueryObserver } from '@tanstack/query-core';
import type { ApiClient } from './api-client';
import {
  apiPagesQuery,
  apiQuery,
  endpointKeyOf,
  invalidateCalls,
  pagesKeyOf,
  queryKeyOf,
} from './query-keys';

function fakeApi(answer: unknown = { ok: true }) {
  const call = jest.fn().mockResolvedValue(answer);
  return { api: { call } as unknown as ApiClient, call };
}

describe('query keys from the endpoint name and payload', () => {
  it('names the endpoint and the payload, and the member for a personal call', () => {
    expect(queryKeyOf('registerSettings', {})).toEqual(['registerSettings', {}]);
    expect(queryKeyOf('memberInfo', {}, { member: 7 })).toEqual(['memberInfo', {}, { member: 7 }]);
    expect(queryKeyOf('memberInfo', {}, { member: null })).toEqual(['memberInfo', {}, { member: null }]);
    expect(queryKeyOf('captcha', {}, { slot: 'login' })).toEqual(['captcha', {}, { slot: 'login' }]);
  });

  it('types the scope from the endpoint table: a personal call must name the member, a public one cannot', () => {
    // @ts-expect-error memberInfo answers per member (auth required): its key must say whose
    queryKeyOf('memberInfo', {});
    // @ts-expect-error registerSettings is public (auth none): a member in its key would split one answer
    queryKeyOf('registerSettings', {}, { member: 3 });
    // @ts-expect-error the payload is the endpoint's request
    queryKeyOf('helpCentre', { language: 'EN' });
    expect(true).toBe(true);
  });

  it('gives the pages of an infinite query a key of their own, without the page', () => {
    const key = pagesKeyOf('depositOrders', {}, { member: 2 });
    expect(key).toEqual(['depositOrders', {}, { member: 2, pages: true }]);
    expect(key).not.toEqual(queryKeyOf('depositOrders', { pageNo: '1' }, { member: 2 }));
  });

  it('prefixes every key of an endpoint with its root', () => {
    const root = endpointKeyOf('announcements');
    const key = queryKeyOf('announcements', { types: 'PL' }, { member: 3 });
    expect(key.slice(0, root.length)).toEqual(root);
  });

  it('calls the endpoint its key names, with the same payload', async () => {
    const { api, call } = fakeApi();
    const signal = new AbortController().signal;
    const query = apiQuery(api, 'helpCentre', { lang: 'EN' });
    expect(query.queryKey).toEqual(['helpCentre', { lang: 'EN' }]);
    await expect(query.queryFn({ signal })).resolves.toEqual({ ok: true });
    expect(call).toHaveBeenCalledWith('helpCentre', { lang: 'EN' }, { signal });
  });

  it('adds the page to the payload of a paged call', async () => {
    const { api, call } = fakeApi();
    const signal = new AbortController().signal;
    const query = apiPagesQuery(api, 'withdrawReport', {}, { member: 4 });
    expect(query.initialPageParam).toBe(1);
    await query.queryFn({ pageParam: 3, signal });
    expect(call).toHaveBeenCalledWith('withdrawReport', { pageNo: '3' }, { signal });
  });
});

describe('one call, one cache entry', () => {
  it('shares the answer between two features asking the same call (registerSettings)', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { api, call } = fakeApi({ fields: [] });
    // The register page and the agent's open-account page, each with its own options object.
    const register = new QueryObserver(queryClient, { ...apiQuery(api, 'registerSettings', {}) });
    const openAccount = new QueryObserver(queryClient, {
      ...apiQuery(api, 'registerSettings', {}),
      staleTime: 60_000,
    });
    const stop = [register.subscribe(() => {}), openAccount.subscribe(() => {})];
    await queryClient.fetchQuery(apiQuery(api, 'registerSettings', {}));
    expect(call).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryCache().findAll({ queryKey: endpointKeyOf('registerSettings') })).toHaveLength(
      1,
    );
    for (const unsubscribe of stop) unsubscribe();
    queryClient.clear();
  });

  it('treats payload objects by value, whatever the order of their fields', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(
      queryKeyOf('announcements', { types: 'B', groupName: 'm_home' }, { member: null }),
      1,
    );
    expect(
      queryClient.getQueryData(
        queryKeyOf('announcements', { groupName: 'm_home', types: 'B' }, { member: null }),
      ),
    ).toBe(1);
    queryClient.clear();
  });

  it('keeps two members apart', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeyOf('memberInfo', {}, { member: 1 }), 'one');
    expect(queryClient.getQueryData(queryKeyOf('memberInfo', {}, { member: 2 }))).toBeUndefined();
    queryClient.clear();
  });

  it('invalidates every cached answer of the named endpoints, and no other', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeyOf('memberInfo', {}, { member: 1 }), 'info');
    queryClient.setQueryData(pagesKeyOf('depositOrders', {}, { member: 1 }), 'pages');
    queryClient.setQueryData(queryKeyOf('registerSettings', {}), 'settings');
    await invalidateCalls(queryClient, 'memberInfo', 'depositOrders');
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(queryKeyOf('memberInfo', {}, { member: 1 }))).toBe(true);
    expect(stale(pagesKeyOf('depositOrders', {}, { member: 1 }))).toBe(true);
    expect(stale(queryKeyOf('registerSettings', {}))).toBe(false);
    queryClient.clear();
  });
});
