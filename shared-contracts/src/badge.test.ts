import { badgeText } from './badge';

describe('badgeText', () => {
  it.each([
    [0, ''],
    [-3, ''],
    [Number.NaN, ''],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [150, '99+'],
  ])('%p -> %p', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });
});
