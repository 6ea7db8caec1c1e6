import { clientKeyOf } from './client-key';

describe('the key a client is counted under', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4', () => {
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:0:1::/64';
    expect(clientKeyOf('2001:db8:0:1::1')).toBe(key);
    expect(clientKeyOf('2001:0DB8:0000:0001:ffff:ffff:ffff:ffff')).toBe(key);
    expect(clientKeyOf('2001:db8::1:0:0:0:9')).toBe(key);
    expect(clientKeyOf('2001:db8:0:1::1%eth0')).toBe(key);
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(clientKeyOf('2001:db8:0:2::1')).not.toBe(key);
  });

  it('leaves anything else as it is', () => {
    expect(clientKeyOf('not:an:address')).toBe('not:an:address');
  });
});
