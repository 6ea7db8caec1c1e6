import { parseTrustProxy, TrustProxyError } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset, empty or 0', () => {
    for (const raw of [undefined, '', ' ', '0', 'false']) expect(parseTrustProxy(raw)).toBe(false);
  });

  it('takes a comma list of names, addresses and ranges', () => {
    expect(parseTrustProxy('loopback, 10.0.0.0/8,172.18.0.5 ,fd00::/8,uniquelocal')).toEqual([
      'loopback',
      '10.0.0.0/8',
      '172.18.0.5',
      'fd00::/8',
      'uniquelocal',
    ]);
  });

  it('refuses a hop count and true: they let the client choose its address', () => {
    for (const raw of ['1', '2', 'true']) expect(() => parseTrustProxy(raw)).toThrow(TrustProxyError);
  });

  it('refuses entries that are no address or range', () => {
    for (const raw of ['nginx', '10.0.0.0/33', '10.0.0.1/8/2', '::1/129', '10.0.0.0/x'])
      expect(() => parseTrustProxy(raw)).toThrow(TrustProxyError);
  });
});
