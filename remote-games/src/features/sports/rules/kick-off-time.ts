/** The site's language codes as the browser's locale tags (TY is Tagalog, shown in Filipino). */
const LOCALE_TAGS: Readonly<Record<string, string>> = {
  EN: 'en-PH',
  TY: 'fil-PH',
  CN: 'zh-CN',
  JA: 'ja-JP',
  TH: 'th-TH',
  VI: 'vi-VN',
};

/** A kick-off in the player's own time zone and language: weekday, day, month, hour and minute. */
export function kickOffTime(iso: string, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[language] ?? 'en-PH', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}
