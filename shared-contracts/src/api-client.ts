import type * as v from 'valibot';
import type { EndpointKey, Endpoints } from './endpoints';

export type RequestOf<K extends EndpointKey> = v.InferInput<Endpoints[K]['request']>;
export type ResponseOf<K extends EndpointKey> = v.InferOutput<Endpoints[K]['response']>;

/** Error the API client throws: a code from the catalogue and the message key to show. */
export interface ApiError {
  name: 'ApiError';
  code: string;
  messageKey: string;
  status: number;
  /** Extra data the server attached, e.g. `{ captcha: true }` after a failed login. */
  value: unknown;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** For idempotent endpoints: one key per player action, the same on a retry of that action. */
  idempotencyKey?: string;
  /** For uploads: told the share of the body sent so far (0 to 1) as it goes. */
  onUploadProgress?: (share: number) => void;
}

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export interface ApiClient {
  call<K extends EndpointKey>(key: K, payload: RequestOf<K>, options?: CallOptions): Promise<ResponseOf<K>>;
}

export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'ApiError';
}
