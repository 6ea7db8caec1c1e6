import { pageCanHoldPasskeys } from './passkey-browser';

describe('where a page can hold passkeys', () => {
  it('on a domain in a secure context (https, or http on localhost)', () => {
    expect(pageCanHoldPasskeys('m.example.com', true)).toBe(true);
    expect(pageCanHoldPasskeys('localhost', true)).toBe(true);
    expect(pageCanHoldPasskeys('m-test.localhost', true)).toBe(true);
  });

  it('never by an IP address or outside a secure context: the login page then asks the server nothing', () => {
    expect(pageCanHoldPasskeys('127.0.0.1', true)).toBe(false);
    expect(pageCanHoldPasskeys('[::1]', true)).toBe(false);
    expect(pageCanHoldPasskeys('m.example.com', false)).toBe(false);
    expect(pageCanHoldPasskeys('', true)).toBe(false);
  });
});
