import type { QueryClient } from '@tanstack/query-core';
import type { ApiClient, RequestOf, ResponseOf } from './api-client';
import type { EndpointKey, Endpoints } from './endpoints';

/**
 * The calls whose answer depends on who asks (`auth` optional or required in the endpoint table): their
 * keys name the member, so another login on this phone never sees a cached answer of the previous one.
 */
export type PersonalEndpointKey = {
  [K in EndpointKey]: Endpoints[K]['auth'] extends 'none' ? never : K;
}[EndpointKey];

/** The calls answered page by page (`pageNo` in the payload), for infinite queries. */
export type PagedEndpointKey = {
  [K in EndpointKey]: 'pageNo' extends keyof RequestOf<K> ? K : never;
}[EndpointKey];

/** A paged call's payload without the page, which the infinite query adds. */
export type PagelessRequestOf<K extends EndpointKey> = Omit<RequestOf<K>, 'pageNo'>;

/**
 * Whose copy of an answer a key names, besides the payload: `member` (null: a guest) for personal calls;
 * `slot` for a deliberately separate copy of one call (each screen's captcha); `pages` for the pages of an
 * infinite query (their data is a list of answers, never mixed with a plain query of the call).
 */
export interface KeyScope {
  member?: number | null;
  slot?: string;
  pages?: true;
}

/** The scope argument: required with the member for a personal call, optional (and member-less) otherwise. */
export type ScopeArg<K extends EndpointKey> = K extends PersonalEndpointKey
  ? [scope: { member: number | null; slot?: string }]
  : [scope?: { slot?: string }];

/** `[endpoint, payload]`, or `[endpoint, payload, scope]`: the only shape of a query key on this site. */
export type ApiQueryKey<K extends EndpointKey = EndpointKey> = readonly [K, unknown, KeyScope?];

function keyOf<K extends EndpointKey>(endpoint: K, payload: unknown, scope: KeyScope): ApiQueryKey<K> {
  const named = Object.values(scope).some((value) => value !== undefined);
  return named ? [endpoint, payload, scope] : [endpoint, payload];
}

/**
 * The TanStack Query key of one call: the endpoint's name and its payload (and the member for a personal
 * call), so the same call asked by two features, or two remotes, is one cache entry (decision 0201).
 */
export function queryKeyOf<K extends EndpointKey>(
  endpoint: K,
  payload: RequestOf<K>,
  ...[scope]: ScopeArg<K>
): ApiQueryKey<K> {
  return keyOf(endpoint, payload, { ...scope });
}

/**
 * The key of an infinite query of a call: the payload without its page (a call answered in one piece, such
 * as the recent games, may be shown as the one page of a list too).
 */
export function pagesKeyOf<K extends EndpointKey>(
  endpoint: K,
  payload: PagelessRequestOf<K>,
  ...[scope]: ScopeArg<K>
): ApiQueryKey<K> {
  return keyOf(endpoint, payload, { ...scope, pages: true });
}

/** The prefix of every key of one endpoint (any payload, any member): to invalidate or update them all. */
export function endpointKeyOf<K extends EndpointKey>(endpoint: K): readonly [K] {
  return [endpoint];
}

/**
 * Key and function of a plain query of one call, to spread into `useQuery` or `queryOptions`: the key is
 * made from what is asked, so the two cannot differ.
 */
export function apiQuery<K extends EndpointKey>(
  api: ApiClient,
  endpoint: K,
  payload: RequestOf<K>,
  ...scope: ScopeArg<K>
) {
  return {
    queryKey: queryKeyOf(endpoint, payload, ...scope),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<ResponseOf<K>> =>
      api.call(endpoint, payload, { signal }),
  };
}

/** Key, first page and page function of an infinite query of a paged call (pages from 1). */
export function apiPagesQuery<K extends PagedEndpointKey>(
  api: ApiClient,
  endpoint: K,
  payload: PagelessRequestOf<K>,
  ...scope: ScopeArg<K>
) {
  return {
    queryKey: pagesKeyOf(endpoint, payload, ...scope),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }): Promise<ResponseOf<K>> =>
      // The page completes the payload: RequestOf<K> is the pageless payload plus `pageNo`.
      api.call(endpoint, { ...payload, pageNo: String(pageParam) } as unknown as RequestOf<K>, { signal }),
  };
}

/** Marks every cached answer of these endpoints stale (and refetches the shown ones): after a change. */
export function invalidateCalls(queryClient: QueryClient, ...endpoints: EndpointKey[]): Promise<void> {
  return Promise.all(
    endpoints.map((endpoint) => queryClient.invalidateQueries({ queryKey: endpointKeyOf(endpoint) })),
  ).then(() => undefined);
}
