import { VN_OFFSET_MS } from './vn-draws';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;

/** How the platform draws one game: daily at a Vietnam time (VN games), or every few minutes of a UTC day. */
export type Schedule = { kind: 'daily'; drawTime: string } | { kind: 'every'; minutes: number };

export interface ScheduledDraw {
  numero: string;
  drawAt: Date;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');

function dailyMinutes(drawTime: string): number {
  const [hours = 0, minutes = 0] = drawTime.split(':').map(Number);
  return hours * 60 + minutes;
}

/** The draws due in (from, to], oldest first. */
export function drawsBetween(schedule: Schedule, from: Date, to: Date): ScheduledDraw[] {
  const draws: ScheduledDraw[] = [];
  if (schedule.kind === 'daily') {
    const at = dailyMinutes(schedule.drawTime) * MINUTE_MS;
    // Vietnam days: the draw of VN day D is at D's midnight (UTC+7) + the draw time.
    let day = Math.floor((from.getTime() + VN_OFFSET_MS) / DAY_MS) * DAY_MS - VN_OFFSET_MS;
    for (; day + at <= to.getTime(); day += DAY_MS) {
      const drawAt = day + at;
      if (drawAt > from.getTime())
        draws.push({ numero: dayOf(day + VN_OFFSET_MS), drawAt: new Date(drawAt) });
    }
    return draws;
  }
  const step = schedule.minutes * MINUTE_MS;
  let day = Math.floor(from.getTime() / DAY_MS) * DAY_MS;
  for (; day <= to.getTime(); day += DAY_MS) {
    // Draw k of a UTC day is at its midnight + k steps (k from 0); the day's last step may be shorter.
    const first = Math.max(0, Math.floor((from.getTime() - day) / step) + 1);
    for (let k = first; day + k * step < day + DAY_MS && day + k * step <= to.getTime(); k += 1) {
      const drawAt = day + k * step;
      if (drawAt <= from.getTime()) continue;
      draws.push({ numero: `${dayOf(day)}-${String(k + 1).padStart(4, '0')}`, drawAt: new Date(drawAt) });
    }
  }
  return draws;
}

/** The latest draw due at `now` (drawn at or before it), or null when none is due within `lookBackMs`. */
export function latestDue(schedule: Schedule, now: Date, lookBackMs: number): ScheduledDraw | null {
  // A schedule draws at least once per span: looking back further only lists more draws to drop.
  const span = schedule.kind === 'daily' ? DAY_MS : schedule.minutes * MINUTE_MS;
  return drawsBetween(schedule, new Date(now.getTime() - Math.min(lookBackMs, span)), now).at(-1) ?? null;
}

/** The first draw after `now`. */
export function nextDraw(schedule: Schedule, now: Date): ScheduledDraw {
  const ahead = schedule.kind === 'daily' ? DAY_MS : schedule.minutes * MINUTE_MS;
  const next = drawsBetween(schedule, now, new Date(now.getTime() + ahead))[0];
  if (!next) throw new Error('a schedule draws at least once a day');
  return next;
}
