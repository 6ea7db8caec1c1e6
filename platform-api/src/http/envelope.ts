import type { Envelope, ErrorCode } from '@mobile/shared-contracts';

export function success<T>(value: T): Envelope<T> {
  return { success: true, code: 'OK', message: null, value };
}

/** Never carries a message: the client shows its own text for the code (SPEC 8, DESIGN rules). */
export function failure(code: ErrorCode, value: unknown = null): Envelope<unknown> {
  return { success: false, code, message: null, value };
}
