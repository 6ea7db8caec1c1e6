import { NO_PARTNER_PAGES, partnerPagesOf, partnerPageUrl } from './partner-pages';

describe('partner pages', () => {
  it('takes the named page first, the fallback next, and none otherwise', () => {
    expect(partnerPagesOf(undefined)).toEqual(NO_PARTNER_PAGES);
    expect(
      partnerPagesOf({ payment: 'https://pay.example/p', game: null }, { payment: 'x', game: 'https://g/' }),
    ).toEqual({ payment: 'https://pay.example/p', game: 'https://g/', lottery: null });
  });

  it('adds the ticket to the page, keeping the query the operator wrote and encoding what it adds', () => {
    expect(partnerPageUrl('https://pay.example/checkout?merchant=m1', { ticket: 'D1.2/3+=' })).toBe(
      'https://pay.example/checkout?merchant=m1&ticket=D1.2%2F3%2B%3D',
    );
    const url = new URL(partnerPageUrl('https://lotto.example/play', { ticket: 'a&b', playType: 'trad' }));
    expect(url.searchParams.get('ticket')).toBe('a&b');
    expect(url.searchParams.get('playType')).toBe('trad');
  });
});
