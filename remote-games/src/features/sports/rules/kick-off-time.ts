/**
 * A kick-off's local weekday, day, month, hour and minute, read with Date's getters and laid out as
 * `Intl.DateTimeFormat` lays them out for the site's six languages (weekday short, day numeric, month short,
 * hour and minute 2-digit; kick-off-time.test.ts holds the two side by side). Not Intl itself: the page's
 * first DateTimeFormat loads the time zone and calendar data, 16-28 ms at 1x CPU (4x that on a phone) in the
 * home widget's first render, its longest task (decision 0511).
 */
interface Layout {
  months: readonly string[];
  weekdays: readonly string[];
  draw(parts: { weekday: string; day: number; month: number; monthName: string; time: string }): string;
  twelveHour: boolean;
}

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const NUMBERED: readonly string[] = [];

/** The site's language codes (TY is Tagalog, shown in Filipino); any other as English (en-PH). */
const LAYOUTS: Readonly<Record<string, Layout>> = {
  EN: {
    months: EN_MONTHS,
    weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    twelveHour: true,
    draw: (p) => `${p.weekday}, ${p.monthName} ${p.day}, ${p.time}`,
  },
  TY: {
    months: ['Ene', 'Peb', 'Mar', 'Abr', 'May', 'Hun', 'Hul', 'Ago', 'Set', 'Okt', 'Nob', 'Dis'],
    weekdays: ['Lin', 'Lun', 'Mar', 'Miy', 'Huw', 'Biy', 'Sab'],
    twelveHour: true,
    draw: (p) => `${p.weekday}, ${p.monthName} ${p.day}, ${p.time}`,
  },
  CN: {
    months: NUMBERED,
    weekdays: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
    twelveHour: false,
    draw: (p) => `${p.month}月${p.day}日${p.weekday} ${p.time}`,
  },
  JA: {
    months: NUMBERED,
    weekdays: ['日', '月', '火', '水', '木', '金', '土'],
    twelveHour: false,
    draw: (p) => `${p.month}月${p.day}日(${p.weekday}) ${p.time}`,
  },
  TH: {
    months: ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'],
    weekdays: ['อาทิตย์', 'จันทร์', 'อังคาร', 'พุธ', 'พฤหัส', 'ศุกร์', 'เสาร์'],
    twelveHour: false,
    draw: (p) => `${p.weekday} ${p.day} ${p.monthName} ${p.time}`,
  },
  VI: {
    months: NUMBERED,
    weekdays: ['CN', 'Thứ 2', 'Thứ 3', 'Thứ 4', 'Thứ 5', 'Thứ 6', 'Thứ 7'],
    twelveHour: false,
    draw: (p) => `${p.time} ${p.weekday}, ${p.day} thg ${p.month}`,
  },
};

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * A kick-off in the player's own time zone and language. `utcOffsetMinutes` (minutes east of UTC) is the
 * phone's own offset at that instant unless given (the tests give it).
 */
export function kickOffTime(iso: string, language: string, utcOffsetMinutes?: number): string {
  const instant = new Date(iso);
  const offset = utcOffsetMinutes ?? -instant.getTimezoneOffset();
  // The local wall clock as a UTC date: its UTC getters read the local fields.
  const local = new Date(instant.getTime() + offset * 60_000);
  const layout = LAYOUTS[language] ?? (LAYOUTS.EN as Layout);
  const hours = local.getUTCHours();
  const minutes = twoDigits(local.getUTCMinutes());
  const time = layout.twelveHour
    ? `${twoDigits(hours % 12 || 12)}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`
    : `${twoDigits(hours)}:${minutes}`;
  const month = local.getUTCMonth();
  return layout.draw({
    weekday: layout.weekdays[local.getUTCDay()] ?? '',
    day: local.getUTCDate(),
    month: month + 1,
    monthName: layout.months[month] ?? '',
    time,
  });
}
