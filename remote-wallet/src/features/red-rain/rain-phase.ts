import type { RedRainEvent } from '@mobile/shared-contracts';

/** Where a rain stands at `nowMs` (server time): none planned, waiting to start, falling, or over. */
export type RainPhase = 'none' | 'upcoming' | 'running' | 'over';

export function rainPhase(event: Pick<RedRainEvent, 'startsAt' | 'endsAt'> | null, nowMs: number): RainPhase {
  if (!event) return 'none';
  if (nowMs < Date.parse(event.startsAt)) return 'upcoming';
  return nowMs < Date.parse(event.endsAt) ? 'running' : 'over';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Time left as mm:ss, or h:mm:ss from an hour up; never below 00:00. Whole seconds, rounded (a clock a few ms off keeps the same second). */
export function countdownText(msLeft: number): string {
  const total = Math.max(0, Math.round(msLeft / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** Server time minus device time, so countdowns follow the server's clock, not a wrong phone clock. */
export function clockOffsetMs(serverTime: string, deviceNowMs: number): number {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - deviceNowMs;
}
