import type { ErrorCode } from '@mobile/shared-contracts';

/** An expected failure: answered as the error envelope with this code and HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    readonly value: unknown = null,
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

export const badRequest = () => new ApiError('BAD_REQUEST', 400);
export const notLoggedIn = () => new ApiError('NOT_LOGGED_IN', 401);
export const forbidden = () => new ApiError('FORBIDDEN', 403);
export const notFound = () => new ApiError('NOT_FOUND', 404);
