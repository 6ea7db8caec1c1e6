import { DEFAULT_MERCHANT, FORCED_TEST_HOST, FORCED_TEST_MERCHANT, resolveMerchant } from './merchant';

describe('resolveMerchant', () => {
  it('forces the test merchant on the forced host, even with an override', () => {
    expect(resolveMerchant({ hostname: FORCED_TEST_HOST, override: 'lite' })).toBe(FORCED_TEST_MERCHANT);
  });
  it('takes a well-formed local-storage override', () => {
    expect(resolveMerchant({ hostname: 'localhost', override: ' lite ' })).toBe('lite');
  });
  it('ignores a malformed override', () => {
    expect(resolveMerchant({ hostname: 'localhost', override: '../../x' })).toBe('demo');
  });
  it('looks up the host table, parent domains included', () => {
    expect(resolveMerchant({ hostname: 'm.lite.example', override: null })).toBe('lite');
    expect(resolveMerchant({ hostname: 'www.lite.localhost', override: null })).toBe('lite');
  });
  it('falls back to the default merchant', () => {
    expect(resolveMerchant({ hostname: 'unknown.host', override: null })).toBe(DEFAULT_MERCHANT);
  });
});
