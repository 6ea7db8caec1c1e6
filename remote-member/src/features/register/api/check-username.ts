import type { ApiClient } from '@mobile/shared-contracts';

/**
 * Whether an account of that name already exists (GET /wps/check/username). A failed check answers
 * 'not taken': the registration call refuses a duplicate anyway, with the same message.
 */
export async function usernameTaken(api: ApiClient, username: string): Promise<boolean> {
  try {
    return (await api.call('checkUsername', { username })).exists;
  } catch {
    return false;
  }
}
