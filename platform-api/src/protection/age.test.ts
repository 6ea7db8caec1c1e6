import { ageOn, parseBirthDate } from './age';

describe('age gate arithmetic', () => {
  it('parses only real dates', () => {
    expect(parseBirthDate('2004-02-29')).toEqual({ year: 2004, month: 2, day: 29 });
    expect(parseBirthDate('2005-02-29')).toBeNull();
    expect(parseBirthDate('2005-13-01')).toBeNull();
    expect(parseBirthDate('05-01-2001')).toBeNull();
  });

  it('counts a birthday only once it is reached; 29 February on 1 March in other years', () => {
    const birth = { year: 2005, month: 6, day: 15 };
    expect(ageOn(birth, { year: 2026, month: 6, day: 14 })).toBe(20);
    expect(ageOn(birth, { year: 2026, month: 6, day: 15 })).toBe(21);
    const leap = { year: 2004, month: 2, day: 29 };
    expect(ageOn(leap, { year: 2025, month: 2, day: 28 })).toBe(20);
    expect(ageOn(leap, { year: 2025, month: 3, day: 1 })).toBe(21);
  });
});
