import { takeUrlToken } from './url-token';

describe('takeUrlToken', () => {
  it('takes the token and removes only it from the address', () => {
    const token = 'a'.repeat(43);
    expect(takeUrlToken(`https://m.x/m/agent?token=${token}&a=1#top`)).toEqual({
      token,
      cleanUrl: '/m/agent?a=1#top',
    });
  });
  it('leaves an address without a token alone', () => {
    expect(takeUrlToken('https://m.x/m/home?x=1')).toEqual({ token: null, cleanUrl: '/m/home?x=1' });
  });
  it('drops a malformed token but still cleans the address', () => {
    expect(takeUrlToken('https://m.x/m/home?token=<script>')).toEqual({ token: null, cleanUrl: '/m/home' });
  });
});
