import {
  type ApiClient,
  type CallOptions,
  type CredentialKeyInfo,
  DEVICE_HEADER,
  ENCRYPTION_HEADER,
  ENCRYPTION_SCHEME,
  ENDPOINTS,
  type EndpointKey,
  type Endpoints,
  type Envelope,
  IDEMPOTENCY_KEY_HEADER,
  loadEndpoints,
  type RequestOf,
  type ResponseOf,
  STANDALONE_IOS_DEVICE,
  TRACEPARENT_HEADER,
} from '@mobile/shared-contracts';
import axios, { type AxiosInstance } from 'axios';
import { createApiError, toApiError } from './api-error';
import { callIdOf, createPrefetchedCalls } from './prefetched-calls';
import { ThrottleCache } from './throttle-cache';

export interface ApiClientOptions {
  merchantCode: string;
  getToken(): string | null;
  /** Called when the server says the session is gone (401). */
  onSessionExpired(): void;
  /** Called for failed calls of endpoints that are not silent. */
  onError?(messageKey: string): void;
  /** Awaited before a failed call is reported or thrown: loads the messages of the API's error codes. */
  prepareErrorMessages?(): Promise<void>;
  baseURL?: string;
  http?: AxiosInstance;
  /** A home-screen web clip on iOS: the login call then says so in its device header (SPEC 7). */
  standaloneIos?: boolean;
  /** Whether the API answered at all: told after every call (see `reachability.ts`). */
  reachability?: { reportReachable(): void; reportUnreachable(): void };
  /** The `traceparent` of each call: the player's current action's trace (see `action-trace.ts`). */
  traceparent?(): string;
}

/**
 * An endpoint's method, path and flags. The shell's build holds only the start's calls in `ENDPOINTS`
 * (tools/build/endpoint-routes-loader.cjs): any other call waits once for the whole table's chunk.
 */
async function endpointOf<K extends EndpointKey>(key: K): Promise<Endpoints[K]> {
  if (key in ENDPOINTS) return ENDPOINTS[key];
  try {
    return (await loadEndpoints())[key];
  } catch (error) {
    throw toApiError(error); // the table's chunk did not arrive: a network error like any other
  }
}

/** The site's client, and the shell's way to make a page's first calls before the page's code is there. */
export interface ShellApiClient extends ApiClient {
  /**
   * Sends a read now (a GET, or a POST the API answers as a read, as the team KPIs: a page record's first
   * call); the answer goes to the next calls of the same endpoint and payload with the same token
   * (`prefetched-calls.ts`). Silent: a failure reports nothing and the later call is sent again.
   */
  prefetch<K extends EndpointKey>(key: K, payload: RequestOf<K>): void;
}

/** The one HTTP client of the site, built from the contracts' endpoint table. */
export function createApiClient(options: ApiClientOptions): ShellApiClient {
  const http = options.http ?? axios.create({ baseURL: options.baseURL ?? '', timeout: 15_000 });
  http.interceptors.request.use((config) => {
    config.headers.set('X-Merchant-Code', options.merchantCode);
    const token = options.getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    if (options.traceparent) config.headers.set(TRACEPARENT_HEADER, options.traceparent());
    return config;
  });
  const throttle = new ThrottleCache();
  const prefetched = createPrefetchedCalls();
  // One key per page life; a failed encrypted call drops it, so a restarted server's new key is fetched.
  // With it, how far the server's clock is ahead of this one: bodies are stamped in server time, so a
  // phone whose clock is wrong still logs in (the server refuses bodies older than a few minutes).
  let credentialKey: Promise<CredentialKeyInfo & { clockOffset: number }> | null = null;

  async function bodyOf<K extends EndpointKey>(key: K, endpoint: Endpoints[K], payload: RequestOf<K>) {
    if (!endpoint.encrypted) return { data: payload as unknown, headers: {} };
    credentialKey ??= endpointOf('credentialKey')
      .then((keyEndpoint) => send('credentialKey', keyEndpoint, {}))
      .then((info) => ({ ...info, clockOffset: info.serverTime ? info.serverTime - Date.now() : 0 }));
    // Only login and registration encrypt: their code loads with the first of them, beside the key.
    const encryption = import(
      /* webpackChunkName: "credential-encryption" */ '@mobile/shared-contracts/credential-encryption'
    );
    encryption.catch(() => undefined); // a failed key call is the error to report
    const keyInfo = await credentialKey;
    const { encryptCredentials } = await encryption;
    const data = await encryptCredentials(payload, keyInfo, crypto, Date.now() + keyInfo.clockOffset);
    const headers: Record<string, string> = { [ENCRYPTION_HEADER]: ENCRYPTION_SCHEME };
    if (key === 'login' && options.standaloneIos) headers[DEVICE_HEADER] = STANDALONE_IOS_DEVICE;
    return { data: data as unknown, headers };
  }

  async function send<K extends EndpointKey>(
    key: K,
    endpoint: Endpoints[K],
    payload: RequestOf<K>,
    callOptions?: CallOptions,
    quiet = false,
  ) {
    const hasBody = endpoint.method !== 'GET' && !(endpoint.method === 'DELETE' && payload === undefined);
    try {
      const body = hasBody ? await bodyOf(key, endpoint, payload) : null;
      const headers: Record<string, string> = { ...body?.headers };
      // Without a key from the caller the call still runs once per request, never twice per retry.
      if ('idempotent' in endpoint && endpoint.idempotent)
        headers[IDEMPOTENCY_KEY_HEADER] = callOptions?.idempotencyKey ?? crypto.randomUUID();
      const response = await http.request<Envelope<ResponseOf<K>>>({
        method: endpoint.method,
        url: endpoint.path,
        params: hasBody ? undefined : payload,
        data: body?.data,
        headers,
        signal: callOptions?.signal,
        onUploadProgress: (event) => callOptions?.onUploadProgress?.(event.progress ?? 0),
      });
      options.reachability?.reportReachable();
      const envelope = response.data;
      if (!envelope?.success)
        throw createApiError(envelope?.code ?? 'UNKNOWN', response.status, envelope?.value);
      return envelope.value;
    } catch (error) {
      if (endpoint.encrypted) credentialKey = null;
      if (axios.isCancel(error)) throw error;
      const apiError =
        (error as { name?: string }).name === 'ApiError'
          ? (error as ReturnType<typeof toApiError>)
          : toApiError(error);
      if (quiet) throw apiError;
      await options.prepareErrorMessages?.().catch(() => undefined);
      if (apiError.code === 'NETWORK') options.reachability?.reportUnreachable();
      else if (apiError.status > 0) options.reachability?.reportReachable();
      if (apiError.status === 401 && endpoint.auth !== 'none' && !endpoint.silent) options.onSessionExpired();
      else if (!endpoint.silent) options.onError?.(apiError.messageKey);
      throw apiError;
    }
  }

  return {
    async call(key, payload, callOptions) {
      const ahead = prefetched.take(callIdOf(key, payload), options.getToken());
      const endpoint = await endpointOf(key);
      if (ahead)
        return (ahead as Promise<ResponseOf<typeof key>>).catch(() =>
          send(key, endpoint, payload, callOptions),
        );
      // A change (any other call but a GET) may make what was asked ahead out of date.
      if (endpoint.method !== 'GET') prefetched.clear();
      if (!endpoint.throttleMs) return send(key, endpoint, payload, callOptions);
      return throttle.run(`${key}:${JSON.stringify(payload)}`, endpoint.throttleMs, () =>
        send(key, endpoint, payload),
      );
    },
    prefetch(key, payload) {
      const id = callIdOf(key, payload);
      if (prefetched.has(id)) return;
      const answer = endpointOf(key).then((endpoint) => send(key, endpoint, payload, undefined, true));
      answer.catch(() => undefined); // the page's own call sends it again and reports
      prefetched.put(id, options.getToken(), answer);
    },
  };
}
