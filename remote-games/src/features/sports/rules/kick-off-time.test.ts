import { kickOffTime } from './kick-off-time';

/** The locale tags Intl would use for the site's languages (TY is Tagalog, shown in Filipino). */
const LOCALE_TAGS: Record<string, string> = {
  EN: 'en-PH',
  TY: 'fil-PH',
  CN: 'zh-CN',
  JA: 'ja-JP',
  TH: 'th-TH',
  VI: 'vi-VN',
};

/** Fixed-offset zones (no daylight saving) with their offset east of UTC. */
const ZONES: [string, number][] = [
  ['UTC', 0],
  ['Asia/Manila', 480],
  ['Etc/GMT+5', -300],
  ['Asia/Kolkata', 330],
];

const intl = (iso: string, tag: string, timeZone: string) =>
  new Intl.DateTimeFormat(tag, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));

// Every month and weekday, midnight, noon, the hours either side and a day boundary crossed by the offset.
const INSTANTS = Array.from({ length: 12 }, (_, month) =>
  new Date(Date.UTC(2026, month, 3 + month, (month * 5) % 24, (month * 7) % 60)).toISOString(),
).concat([
  '2026-12-01T11:30:00.000Z',
  '2026-12-31T16:00:00.000Z',
  '2026-06-14T00:00:00.000Z',
  '2026-06-14T12:00:00.000Z',
  '2026-06-14T23:59:00.000Z',
  '2027-01-01T04:45:00.000Z',
]);

describe('kickOffTime', () => {
  it('shows a kick-off in the player’s time zone', () => {
    expect(kickOffTime('2026-12-01T11:30:00.000Z', 'EN', 480)).toBe('Tue, Dec 1, 07:30 PM');
    expect(kickOffTime('2026-12-01T11:30:00.000Z', 'EN', 0)).toBe('Tue, Dec 1, 11:30 AM');
    expect(kickOffTime('2026-12-01T16:30:00.000Z', 'EN', 480)).toBe('Wed, Dec 2, 12:30 AM');
  });

  it.each(Object.entries(LOCALE_TAGS))('lays out %s as Intl.DateTimeFormat does for %s', (language, tag) => {
    for (const [zone, offset] of ZONES)
      for (const iso of INSTANTS)
        expect(`${zone} ${kickOffTime(iso, language, offset)}`).toBe(`${zone} ${intl(iso, tag, zone)}`);
  });

  it('shows any other language as English', () => {
    expect(kickOffTime('2026-12-01T11:30:00.000Z', 'XX', 0)).toBe('Tue, Dec 1, 11:30 AM');
  });

  it('reads the phone’s own offset when none is given', () => {
    const iso = '2026-12-01T11:30:00.000Z';
    expect(kickOffTime(iso, 'EN')).toBe(kickOffTime(iso, 'EN', -new Date(iso).getTimezoneOffset()));
  });
});
