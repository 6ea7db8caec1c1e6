import { lottoFrameUrl, lottoStylesheet } from './lotto-frame-url';

describe('lottoFrameUrl', () => {
  const query = { mui: 'LOTT', playType: 'ent', gameId: '12', prizeMode: 'ELOTT', pageBack: false } as const;

  it('keeps the ticket and adds the frame query, merchant code and stylesheet', () => {
    const url = lottoFrameUrl(
      new URL('http://127.0.0.1:8080/lotto/demo/play?ticket=a.b&playType=trad'),
      query,
      'TEST',
    );
    expect(url.origin).toBe('http://127.0.0.1:8080');
    expect(url.pathname).toBe('/lotto/demo/play');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ticket: 'a.b',
      playType: 'ent',
      mui: 'LOTT',
      gameId: '12',
      prize_mode: 'ELOTT',
      merchantCode: 'TEST',
      style: 'test-lotto',
    });
  });

  it('never carries a session token', () => {
    const url = lottoFrameUrl(new URL('https://lotto.example/play?ticket=t'), query, 'demo');
    expect(url.searchParams.has('token')).toBe(false);
  });

  it('names the stylesheet after the merchant', () => {
    expect(lottoStylesheet('Demo')).toBe('demo-lotto');
  });
});
