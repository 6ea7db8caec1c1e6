import { type ApiError, messageKeyFor } from '@mobile/shared-contracts';

export function createApiError(code: string, status: number, value: unknown = null): ApiError {
  return { name: 'ApiError', code, messageKey: messageKeyFor(code), status, value };
}

/** Maps whatever axios rejected with to a catalogue error; raw server text never reaches a player. */
export function toApiError(error: unknown): ApiError {
  const response = (error as { response?: { status: number; data?: unknown } }).response;
  if (!response) return createApiError('NETWORK', 0);
  const data = response.data as { code?: unknown; value?: unknown } | undefined;
  const code =
    typeof data?.code === 'string' ? data.code : response.status >= 500 ? 'UNKNOWN' : 'BAD_REQUEST';
  return createApiError(code, response.status, data?.value ?? null);
}
