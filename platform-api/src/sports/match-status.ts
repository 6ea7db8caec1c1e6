import type { SportCode } from '@mobile/shared-contracts';

/** How long a match is live after its kick-off: the sport's usual playing time with breaks. */
export const LIVE_MINUTES: Readonly<Record<SportCode, number>> = {
  FOOTBALL: 120,
  BASKETBALL: 150,
  TENNIS: 180,
  VOLLEYBALL: 120,
  BASEBALL: 210,
  ESPORTS: 90,
};

/** The longest of them: a match that kicked off earlier than this is finished whatever its sport. */
export const LONGEST_LIVE_MS = Math.max(...Object.values(LIVE_MINUTES)) * 60_000;

export type MatchStatus = 'scheduled' | 'live' | 'finished';

/** Scheduled until kick-off, live for the sport's playing time, then finished; the operator may end it early. */
export function matchStatus(
  match: { sport: SportCode; kickOff: Date; finished: boolean },
  now: Date,
): MatchStatus {
  if (match.finished) return 'finished';
  const since = now.getTime() - match.kickOff.getTime();
  if (since < 0) return 'scheduled';
  return since < LIVE_MINUTES[match.sport] * 60_000 ? 'live' : 'finished';
}

/** Thousandths as the wire's decimal text: 1850 -> "1.85", 1875 -> "1.875". */
export function oddsText(thousandths: number): string {
  const whole = Math.floor(thousandths / 1000);
  const fraction = String(thousandths % 1000).padStart(3, '0');
  return `${whole}.${fraction.endsWith('0') ? fraction.slice(0, 2) : fraction}`;
}
