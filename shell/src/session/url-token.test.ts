import { STORAGE_KEYS } from '@mobile/shared-contracts';
import { takeStoredUrlToken, takeUrlToken } from './url-token';

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
  it('takes a percent-encoded or upper-case key as the browser decodes it', () => {
    const token = 'b'.repeat(32);
    expect(takeUrlToken(`https://m.x/m/agent?%74oken=${token}&TOKEN=x`)).toEqual({
      token: null,
      cleanUrl: '/m/agent',
    });
    expect(takeUrlToken(`https://m.x/m/agent?%74oken=${token}`)).toEqual({ token, cleanUrl: '/m/agent' });
  });
});

describe('takeStoredUrlToken', () => {
  beforeEach(() => window.sessionStorage.clear());
  it('takes the token the first script stored, once', () => {
    const token = 'c'.repeat(43);
    window.sessionStorage.setItem(STORAGE_KEYS.urlToken, token);
    expect(takeStoredUrlToken(window.sessionStorage)).toBe(token);
    expect(takeStoredUrlToken(window.sessionStorage)).toBeNull();
  });
  it('drops a malformed one', () => {
    window.sessionStorage.setItem(STORAGE_KEYS.urlToken, '<img>');
    expect(takeStoredUrlToken(window.sessionStorage)).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.urlToken)).toBeNull();
  });
});
