export type Greeting = 'morning' | 'earlyAfternoon' | 'lateAfternoon' | 'evening';

/** SPEC 9 greeting by local hour: 0-10 morning, 11-14 early afternoon, 15-18 late afternoon, 19-24 evening. */
export function greetingFor(hour: number): Greeting {
  if (hour <= 10) return 'morning';
  if (hour <= 14) return 'earlyAfternoon';
  if (hour <= 18) return 'lateAfternoon';
  return 'evening';
}
