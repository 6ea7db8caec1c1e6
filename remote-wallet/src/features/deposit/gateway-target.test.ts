import { gatewayTarget } from './gateway-target';

const base = 'https://m.example.com/m/voucherCenter';

describe('gatewayTarget', () => {
  it('accepts the site itself and configured origins', () => {
    expect(gatewayTarget('/lgw/demo-gateway/pay?ticket=x', [], base)?.href).toBe(
      'https://m.example.com/lgw/demo-gateway/pay?ticket=x',
    );
    expect(gatewayTarget('https://pay.example.net/p', ['https://pay.example.net'], base)?.origin).toBe(
      'https://pay.example.net',
    );
  });

  it('refuses other origins, scripts and credentials', () => {
    expect(gatewayTarget('https://evil.example/p', ['https://pay.example.net'], base)).toBeNull();
    expect(gatewayTarget('javascript:alert(1)', [], base)).toBeNull();
    expect(gatewayTarget('https://user:pw@m.example.com/x', [], base)).toBeNull();
    expect(gatewayTarget('http://[bad', ['not a url'], base)).toBeNull();
  });
});
