import { formatDrawTime } from './draw-time';

describe('formatDrawTime', () => {
  it("shows the instant in the phone's own time zone and the page's language", () => {
    const iso = '2026-11-23T11:15:00.000Z';
    const expected = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
    expect(formatDrawTime(iso, 'en')).toBe(expected);
    expect(formatDrawTime(iso, 'zh-CN')).not.toBe(expected);
  });

  it('falls back to the default language when the page names none', () => {
    expect(formatDrawTime('2026-11-23T11:15:00.000Z', '')).toMatch(/2026/);
  });
});
