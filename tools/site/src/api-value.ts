/** What the platform API answers: `{ success, value }`. */
interface Envelope<T> {
  success: boolean;
  value: T;
}

export interface ApiValueRequest {
  apiOrigin: string;
  /** Path and query, e.g. `/wps/system/status`. */
  path: string;
  /** The merchant's header, and any the call needs besides (`X-Forwarded-For`). */
  headers: Record<string, string>;
  /** The answer must come within this, or the call fails. */
  timeoutMs: number;
  /** The network (the global `fetch`, looked up at the call, unless given). */
  fetch?: typeof fetch;
}

/**
 * The `value` of one API call the frame service makes; throws when it does not answer in time, answers an
 * error status or `success: false`. The one place the service reads the platform's envelope.
 */
export async function apiValue<T>({
  apiOrigin,
  path,
  headers,
  timeoutMs,
  fetch: get,
}: ApiValueRequest): Promise<T> {
  const response = await (get ?? fetch)(`${apiOrigin}${path}`, {
    headers,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body = (await response.json()) as Envelope<T>;
  if (!response.ok || !body.success) throw new Error(`${path} answered ${response.status}`);
  return body.value;
}

/** A merchant's public calls, each answered within `timeoutMs` (`apiValue` with the merchant's header). */
export function merchantApiValue(apiOrigin: string, merchantCode: string, timeoutMs: number) {
  return <T>(path: string): Promise<T> =>
    apiValue<T>({ apiOrigin, path, headers: { 'X-Merchant-Code': merchantCode }, timeoutMs });
}
