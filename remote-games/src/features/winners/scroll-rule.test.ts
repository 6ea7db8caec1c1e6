import { winnersAutoScroll } from './scroll-rule';

describe('winnersAutoScroll', () => {
  it.each([0, 1, 6])('keeps %i entries still', (count) => {
    expect(winnersAutoScroll(count, false)).toBe(false);
  });
  it.each([7, 100])('scrolls %i entries', (count) => {
    expect(winnersAutoScroll(count, false)).toBe(true);
  });
  it('keeps the board still when the player asks for reduced motion', () => {
    expect(winnersAutoScroll(100, true)).toBe(false);
  });
});
