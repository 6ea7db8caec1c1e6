import { chatBackUrl } from './chat-back-url';

const SITE = 'http://127.0.0.1:8080';

describe('chatBackUrl', () => {
  it('accepts pages of this site', () => {
    expect(chatBackUrl('http://127.0.0.1:8080/m/message', SITE)).toBe('http://127.0.0.1:8080/m/message');
    expect(chatBackUrl('http://127.0.0.1:8080/m/home?x=1', SITE)).toBe('http://127.0.0.1:8080/m/home?x=1');
  });

  it.each([
    'https://evil.example/m/home',
    'http://127.0.0.1:8081/m/home',
    'http://user:pw@127.0.0.1:8080/m/home',
    'javascript:alert(1)',
    'http://127.0.0.1:8080/wps/chat/room',
    '/m/home',
    'not a url',
  ])('refuses %p', (raw) => {
    expect(chatBackUrl(raw, SITE)).toBeNull();
  });
});
