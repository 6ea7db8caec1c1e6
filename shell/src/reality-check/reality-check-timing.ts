const MINUTE_MS = 60_000;

export type RealityCheckDue =
  | { kind: 'now'; reason: 'reality' | 'limit'; dueAt: number }
  | { kind: 'later'; reason: 'reality' | 'limit'; dueAt: number };

/**
 * When the next reality check falls: every `everyMinutes` from the session start. A check that fell
 * while the page was closed shows at once unless it was acknowledged (`acknowledgedAt`, the due time
 * last answered). The session-time limit, when set, wins once reached.
 */
export function nextRealityCheck(options: {
  startedAt: number;
  now: number;
  everyMinutes: number;
  acknowledgedAt: number | null;
  sessionLimitMinutes: number | null;
}): RealityCheckDue {
  const { startedAt, now, everyMinutes, acknowledgedAt, sessionLimitMinutes } = options;
  const step = everyMinutes * MINUTE_MS;
  const elapsed = Math.max(0, now - startedAt);
  const limitAt = sessionLimitMinutes === null ? null : startedAt + sessionLimitMinutes * MINUTE_MS;
  if (limitAt !== null && now >= limitAt) return { kind: 'now', reason: 'limit', dueAt: limitAt };
  const latestDue = startedAt + Math.floor(elapsed / step) * step;
  if (elapsed >= step && (acknowledgedAt === null || acknowledgedAt < latestDue))
    return { kind: 'now', reason: 'reality', dueAt: latestDue };
  const nextDue = latestDue + step;
  if (limitAt !== null && limitAt <= nextDue) return { kind: 'later', reason: 'limit', dueAt: limitAt };
  return { kind: 'later', reason: 'reality', dueAt: nextDue };
}

/** Whole minutes played. */
export const minutesPlayed = (startedAt: number, now: number) =>
  Math.max(0, Math.floor((now - startedAt) / MINUTE_MS));
