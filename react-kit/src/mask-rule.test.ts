import { maskAcceptsClick } from './mask-rule';

describe('maskAcceptsClick', () => {
  it('ignores clicks in the first 300 ms', () => {
    expect(maskAcceptsClick(1_000, 1_000)).toBe(false);
    expect(maskAcceptsClick(1_000, 1_299)).toBe(false);
  });
  it('accepts clicks from 300 ms on', () => expect(maskAcceptsClick(1_000, 1_300)).toBe(true));
});
