import { inviteLink, shareData } from './invite-link';

describe('inviteLink', () => {
  it('points at the register page of this site with the code and host', () => {
    expect(inviteLink('https://m.example.com', 'AB2CD3EF')).toBe(
      'https://m.example.com/m/register?affiliateCode=AB2CD3EF&domain=m.example.com',
    );
    expect(inviteLink('http://127.0.0.1:8080', 'X Y')).toBe(
      'http://127.0.0.1:8080/m/register?affiliateCode=X+Y&domain=127.0.0.1%3A8080',
    );
  });
});

describe('shareData', () => {
  const data = { title: 'Join', text: 'Join me', url: 'https://m.example.com/m/register' };
  it('is null without the Web Share API or when the browser cannot share the data', () => {
    expect(shareData(undefined, data)).toBeNull();
    expect(shareData({} as Navigator, data)).toBeNull();
    expect(shareData({ share: jest.fn(), canShare: () => false }, data)).toBeNull();
  });
  it('gives the data where sharing works', () => {
    expect(shareData({ share: jest.fn(), canShare: () => true }, data)).toBe(data);
    expect(shareData({ share: jest.fn() } as unknown as Navigator, data)).toBe(data);
  });
});
