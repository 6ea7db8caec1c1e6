import type { RequestOf } from '../api-client';
import type { EndpointKey } from '../endpoints';

/** What a page's first calls are made from: all known to the shell before the page's code has arrived. */
export interface FirstCallContext {
  /** The merchant the shell resolved (the manifest's `merchantCode` is the same). */
  merchantCode: string;
  /** The player's language as the shell starts in it (the parcels' `i18n.language`). */
  language: string;
  /** The address's query string, with its `?` (or empty). */
  search: string;
  now: Date;
}

/**
 * One read a page makes as it opens (a GET, or a POST the API answers as a read), with the very payload its parcel sends: the shell makes it at its
 * start, in parallel with loading the page's code, and hands the answer to the parcel's own call
 * (`shell/src/api/prefetched-calls.ts`). `feature`: only where the merchant's white-label features name it.
 */
export interface FirstCall {
  endpoint: EndpointKey;
  payload: unknown;
  feature?: string;
}

/** A page's first calls for one opening of it (none: an address the parcel would read otherwise). */
export type FirstCalls = (context: FirstCallContext) => readonly FirstCall[];

/** A first call, its payload typed by the endpoint's request. */
export function firstCall<K extends EndpointKey>(
  endpoint: K,
  payload: RequestOf<K>,
  feature?: string,
): FirstCall {
  return feature === undefined ? { endpoint, payload } : { endpoint, payload, feature };
}
