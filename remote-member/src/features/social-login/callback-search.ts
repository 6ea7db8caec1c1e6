/** Where the login page's return target waits while the browser is at the provider (this tab only). */
export const SOCIAL_RETURN_KEY = 'MC_SOCIAL_RETURN';

/** The redirect carries a code and a state, or the provider's error: anything else is not a redirect. */
export function isProviderRedirect(search: string): boolean {
  const params = new URLSearchParams(search);
  return (params.has('code') && params.has('state')) || params.has('error');
}

/** Keeps the login page's query (its `returnUrl`), read back once on the callback page. */
export function keepReturnSearch(storage: Pick<Storage, 'setItem'>, search: string): void {
  try {
    storage.setItem(SOCIAL_RETURN_KEY, search);
  } catch {
    // Storage refused (private mode): the member lands on the home page instead.
  }
}

export function takeReturnSearch(storage: Pick<Storage, 'getItem' | 'removeItem'>): string {
  try {
    const search = storage.getItem(SOCIAL_RETURN_KEY) ?? '';
    storage.removeItem(SOCIAL_RETURN_KEY);
    return search;
  } catch {
    return '';
  }
}
