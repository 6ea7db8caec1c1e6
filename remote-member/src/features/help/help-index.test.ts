import { helpIndexFrom } from './help-index';

describe('helpIndexFrom', () => {
  it('reads i', () => {
    expect(helpIndexFrom('?i=2', 5)).toBe(2);
    expect(helpIndexFrom('?x=1&i=4', 5)).toBe(4);
  });

  it.each(['', '?i=', '?i=5', '?i=99', '?i=-1', '?i=1.5', '?i=abc', '?i=1e2'])(
    'falls back to 0 for %p',
    (search) => {
      expect(helpIndexFrom(search, 5)).toBe(0);
    },
  );

  it('gives 0 when there are no topics', () => {
    expect(helpIndexFrom('?i=0', 0)).toBe(0);
  });
});
