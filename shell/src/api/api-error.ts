import { type ApiError, messageKeyFor } from '@mobile/shared-contracts';

export function createApiError(code: string, status: number, value: unknown = null): ApiError {
  return { name: 'ApiError', code, messageKey: messageKeyFor(code), status, value };
}

/** Maps whatever axios rejected with to a catalogue error; raw server text never reaches a player. */
export function toApiError(error: unknown): ApiError {
  const response = (error as { response?: { status: number; data?: unknown } }).response;
  if (!response) return createApiError('NETWORK', 0);
  const data = response.data as { code?: unknown; value?: unknown } | undefined;
  if (typeof data?.code === 'string') return createApiError(data.code, response.status, data.value ?? null);
  // 502-504 without the platform's envelope come from the gateway: the API is down or unreachable.
  if (response.status >= 502 && response.status <= 504) return createApiError('NETWORK', response.status);
  const code = response.status >= 500 ? 'UNKNOWN' : 'BAD_REQUEST';
  return createApiError(code, response.status, data?.value ?? null);
}
