import { isProviderRedirect, keepReturnSearch, takeReturnSearch } from './callback-search';

describe('social callback search', () => {
  it('knows a provider redirect from any other address', () => {
    expect(isProviderRedirect('?code=a&state=b&iss=x')).toBe(true);
    expect(isProviderRedirect('?error=access_denied&state=b')).toBe(true);
    expect(isProviderRedirect('')).toBe(false);
    expect(isProviderRedirect('?code=a')).toBe(false);
  });
  it('hands the login page return target to the callback page once', () => {
    keepReturnSearch(window.sessionStorage, '?returnUrl=%2Fm%2Fdeposit');
    expect(takeReturnSearch(window.sessionStorage)).toBe('?returnUrl=%2Fm%2Fdeposit');
    expect(takeReturnSearch(window.sessionStorage)).toBe('');
  });
});
