import { nextScrollTop, winnersAutoScroll } from './scroll-rule';

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

describe('nextScrollTop', () => {
  it('moves one row down', () => {
    expect(nextScrollTop(0, 48, 500)).toBe(48);
  });
  it('stops at the end rather than past it', () => {
    expect(nextScrollTop(480, 48, 500)).toBe(500);
  });
  it('goes back to the top from the end', () => {
    expect(nextScrollTop(500, 48, 500)).toBe(0);
    expect(nextScrollTop(499.5, 48, 500)).toBe(0);
  });
});
