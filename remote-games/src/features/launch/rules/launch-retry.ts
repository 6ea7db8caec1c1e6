import { isApiError } from '@mobile/shared-contracts';

/** Answers that another try cannot change: the game is refused to this player or does not exist. */
const FINAL_CODES = ['FREE_REJECT', 'NOT_FOUND', 'BAD_REQUEST', 'FORBIDDEN'];

/** Whether a failed launch offers a retry (network trouble, server errors) or only its message. */
export function canRetryLaunch(error: unknown): boolean {
  return !(isApiError(error) && FINAL_CODES.includes(error.code));
}
