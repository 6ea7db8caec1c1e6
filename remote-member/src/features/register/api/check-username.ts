import type { ApiClient } from '@mobile/shared-contracts';

/** What the username check found: taken, free, or not known (refused, e.g. past its budget, or offline). */
export type UsernameCheck = 'taken' | 'free' | 'unknown';

/**
 * Whether an account of that name already exists (GET /wps/check/username). A failed or refused check is
 * 'unknown', never 'free': the check is bound to a budget (issue 26 finding 11), and the page then says
 * it could not check rather than suggesting the name is available.
 */
export async function checkUsernameTaken(api: ApiClient, username: string): Promise<UsernameCheck> {
  try {
    return (await api.call('checkUsername', { username })).exists ? 'taken' : 'free';
  } catch {
    return 'unknown';
  }
}
