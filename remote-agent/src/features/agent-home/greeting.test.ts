import { greetingFor } from './greeting';

describe('greetingFor', () => {
  it.each([
    [0, 'morning'],
    [10, 'morning'],
    [11, 'earlyAfternoon'],
    [14, 'earlyAfternoon'],
    [15, 'lateAfternoon'],
    [18, 'lateAfternoon'],
    [19, 'evening'],
    [23, 'evening'],
    [24, 'evening'],
  ])('hour %p -> %p', (hour, greeting) => {
    expect(greetingFor(hour)).toBe(greeting);
  });
});
