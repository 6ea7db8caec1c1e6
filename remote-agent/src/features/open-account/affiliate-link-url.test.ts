import { affiliateLinkUrl } from './affiliate-link-url';

describe('affiliateLinkUrl', () => {
  it('points at the register page of this origin with the code and host', () => {
    expect(affiliateLinkUrl('https://m.example.com', 'ABCD234567')).toBe(
      'https://m.example.com/m/register?affiliateCode=ABCD234567&domain=m.example.com',
    );
  });

  it('keeps a port in the domain and escapes nothing it should not', () => {
    expect(affiliateLinkUrl('http://127.0.0.1:8080', 'Z9')).toBe(
      'http://127.0.0.1:8080/m/register?affiliateCode=Z9&domain=127.0.0.1%3A8080',
    );
  });
});
