import { lineCount, README_MAX_LINES } from './readme-length.cjs';

describe('lineCount', () => {
  it('counts lines as an editor shows them', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('one\n')).toBe(1);
    expect(lineCount('one\ntwo')).toBe(2);
    expect(lineCount('one\n\nthree\n')).toBe(3);
  });

  it('keeps the budget issue 28 set', () => {
    expect(README_MAX_LINES).toBe(150);
  });
});
