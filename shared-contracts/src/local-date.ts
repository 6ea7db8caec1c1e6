const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of a moment in the device's local time zone (the calendar day the player sees). */
export function localIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight `days` calendar days away from `date`; counts days, not 24 h, so DST cannot shift it. */
export function addLocalDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** 'YYYY-MM-DD HH:mm' in local time for a server timestamp; an unreadable one is shown as given. */
export function formatLocalDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${localIsoDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
