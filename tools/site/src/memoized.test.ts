import { memoized } from './memoized';

describe('memoized', () => {
  it('makes a value once per key and hands the same one back', () => {
    const make = jest.fn((key: string) => ({ key }));
    const of = memoized(make);
    const first = of('en');
    expect(of('en')).toBe(first);
    expect(of('zh')).toEqual({ key: 'zh' });
    expect(make.mock.calls).toEqual([['en'], ['zh']]);
  });

  it('keeps a falsy value too', () => {
    const make = jest.fn(() => 0);
    const of = memoized(make);
    of('a');
    of('a');
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing when making fails, so the next call tries again', () => {
    let fail = true;
    const of = memoized((key: string) => {
      if (fail) throw new Error('not yet');
      return key;
    });
    expect(() => of('a')).toThrow('not yet');
    fail = false;
    expect(of('a')).toBe('a');
  });
});
